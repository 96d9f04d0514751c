import { TableOutlined } from '@ant-design/icons';
import { Alert, Flex, Spin, Table, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetTableMetadataQuery, type TableColumnMetadata } from '../../../api/databases';
import type { DatasetListItem } from '../../../api/datasets';
import { errorMessage } from '../../../api/errors';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { exploreDatasetPath } from '../../../app/paths';

interface TablePreviewProps {
  databaseId?: number;
  schema?: string;
  table?: string;
  /** The dataset already made from this table, if any. */
  existing?: DatasetListItem;
}

/** The right panel: the chosen table's columns and types, as the engine reports them. */
export function TablePreview({ databaseId, schema, table, existing }: TablePreviewProps): ReactElement {
  const { t } = useTranslation();
  const ready = databaseId !== undefined && schema !== undefined && table !== undefined;
  const metadata = useGetTableMetadataQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '', table: table ?? '' },
    { skip: !ready },
  );
  if (!ready) {
    return (
      <EmptyState
        size="big"
        title={t('datasets.create.emptyTitle')}
        description={t('datasets.create.emptyDescription')}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        <TableOutlined /> {table}
      </Typography.Title>
      {existing && (
        <Alert
          type="warning"
          showIcon
          title={t('datasets.create.existingTitle')}
          description={<Link to={exploreDatasetPath(existing.id)}>{t('datasets.create.viewDataset')}</Link>}
        />
      )}
      {metadata.error ? (
        <Alert type="error" showIcon title={errorMessage(metadata.error, t)} />
      ) : metadata.isFetching ? (
        <Spin />
      ) : (
        <>
          <Typography.Text strong>{t('datasets.create.tableColumns')}</Typography.Text>
          <Table<TableColumnMetadata>
            rowKey="name"
            size="small"
            pagination={false}
            dataSource={metadata.data?.columns ?? []}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('datasets.create.columnName') },
              { key: 'type', dataIndex: 'type', title: t('datasets.create.columnType') },
            ]}
            data-testid="table-preview"
          />
        </>
      )}
    </Flex>
  );
}
