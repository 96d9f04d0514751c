import { Alert, Flex, List, Skeleton, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState/EmptyState';

/** One row of a Home list: a link to the item, its kind and when. */
export interface HomeItem {
  key: string;
  title: string;
  to: string;
  icon: ReactNode;
  detail: string;
}

export interface HomeItemListProps {
  items: HomeItem[] | undefined;
  loading: boolean;
  error?: string;
  empty: { title: string; description: string; action?: ReactNode };
}

/** A short list of links, or a clear empty state saying what to do next. */
export function HomeItemList({ items, loading, error, empty }: HomeItemListProps): ReactElement {
  if (error) return <Alert type="error" showIcon title={error} />;
  if (loading && !items) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!items?.length)
    return (
      <EmptyState size="small" title={empty.title} description={empty.description} action={empty.action} />
    );
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.key}>
          <Flex gap="small" align="baseline" style={{ minWidth: 0, width: '100%' }} wrap>
            <span aria-hidden>{item.icon}</span>
            <Link to={item.to} style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {item.title}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.detail}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}
