import { EyeOutlined, TableOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, Input, Menu, Spin, Tag, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTablesQuery } from '../../../api/databases';
import { errorMessage } from '../../../api/errors';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

/** Long schemas scroll inside the panel instead of stretching the page. */
const TABLE_LIST_HEIGHT = 420;

interface TableListProps {
  databaseId: number;
  schema: string;
  selected?: string;
  existingTables: ReadonlySet<string>;
  onSelect: (table: string) => void;
}

/** The schema's tables and views, searched on the server (schemas can hold thousands of tables). */
export function TableList({
  databaseId,
  schema,
  selected,
  existingTables,
  onSelect,
}: TableListProps): ReactElement {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search.trim());
  const tables = useGetTablesQuery({ databaseId, schema, filter });
  const rows = tables.data?.result ?? [];
  const count = tables.data?.count ?? 0;

  let content: ReactElement;
  if (tables.error) {
    content = <Alert type="error" showIcon title={errorMessage(tables.error, t)} />;
  } else if (tables.isLoading) {
    content = <Spin />;
  } else if (rows.length === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('datasets.create.noTables')} />;
  } else {
    content = (
      <Menu
        aria-label={t('datasets.create.tables')}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => onSelect(key)}
        style={{ borderInlineEnd: 'none', overflowY: 'auto', maxHeight: TABLE_LIST_HEIGHT }}
        items={rows.map((table) => ({
          key: table.value,
          icon: table.type === 'table' ? <TableOutlined /> : <EyeOutlined />,
          // Plain inline content: the menu item clips its label to one line with an ellipsis.
          label: (
            <span title={table.value}>
              {table.value}
              {existingTables.has(table.value) && (
                <Tag style={{ marginInlineStart: 8 }}>{t('datasets.create.hasDataset')}</Tag>
              )}
            </span>
          ),
        }))}
      />
    );
  }

  return (
    <Flex vertical gap="small" style={{ minHeight: 0, flex: 1 }}>
      <Input.Search
        aria-label={t('datasets.create.searchTables')}
        placeholder={t('datasets.create.searchTables')}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {count > rows.length && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('datasets.create.tablesShown', { shown: String(rows.length), total: String(count) })}
        </Typography.Text>
      )}
      {content}
    </Flex>
  );
}
