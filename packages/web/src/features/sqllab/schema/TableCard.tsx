import {
  CaretDownOutlined,
  CaretRightOutlined,
  CloseOutlined,
  EyeOutlined,
  KeyOutlined,
  LinkOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tooltip, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTableMetadataQuery, type TableColumnMetadata } from '../../../api/databases';
import { errorMessage } from '../../../api/errors';
import type { TableSchemaState } from '../../../api/sqllab';

interface TableCardProps {
  table: TableSchemaState;
  /** The table's name (a card's `table`, which the server may send as null when it was posted without one). */
  name: string;
  onToggle: (expanded: boolean) => void;
  onRemove: () => void;
  onSelectStar: (sql: string) => void;
  onPreview: (sql: string) => void;
}

function keyTypes(column: TableColumnMetadata): string[] {
  return (column.keys ?? []).flatMap((key) =>
    typeof key === 'object' && key !== null && 'type' in key ? [String((key as { type: unknown }).type)] : [],
  );
}

/** One table added to the tab: its columns with types and key marks, and select-star / preview actions. */
export function TableCard({
  table,
  name,
  onToggle,
  onRemove,
  onSelectStar,
  onPreview,
}: TableCardProps): ReactElement {
  const { t } = useTranslation();
  const metadata = useGetTableMetadataQuery({
    databaseId: table.database_id,
    schema: table.schema ?? '',
    table: name,
  });
  const selectStar = metadata.data?.selectStar;
  // The server marks only primary keys on the columns; foreign keys come as constraints.
  const foreignKeyColumns = new Set(
    (metadata.data?.foreignKeys ?? []).flatMap((key) => key.constrained_columns ?? []),
  );
  const title = (
    <Button
      type="text"
      size="small"
      icon={table.expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
      aria-expanded={table.expanded}
      onClick={() => onToggle(!table.expanded)}
    >
      <TableOutlined /> {name}
    </Button>
  );
  const actions = (
    <Flex gap={2}>
      <Tooltip title={t('sqllab.tables.selectStar')}>
        <Button
          type="text"
          size="small"
          icon={<TableOutlined />}
          aria-label={t('sqllab.tables.selectStar')}
          disabled={!selectStar}
          onClick={() => selectStar && onSelectStar(selectStar)}
        />
      </Tooltip>
      <Tooltip title={t('sqllab.tables.preview')}>
        <Button
          type="text"
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('sqllab.tables.preview')}
          disabled={!selectStar}
          onClick={() => selectStar && onPreview(selectStar)}
        />
      </Tooltip>
      <Tooltip title={t('sqllab.tables.remove')}>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('sqllab.tables.remove')}
          onClick={onRemove}
        />
      </Tooltip>
    </Flex>
  );
  let body: ReactElement | null = null;
  if (table.expanded) {
    if (metadata.error)
      body = <Typography.Text type="danger">{errorMessage(metadata.error, t)}</Typography.Text>;
    else if (!metadata.data) body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    else
      body = (
        <Flex vertical gap={2} role="list" aria-label={t('sqllab.tables.columnsOf', { table: name })}>
          {metadata.data.columns.map((column) => {
            const keys = keyTypes(column);
            if (foreignKeyColumns.has(column.name)) keys.push('fk');
            return (
              <Flex key={column.name} justify="space-between" gap="small" role="listitem">
                <span>
                  {keys.includes('pk') && <KeyOutlined aria-label={t('sqllab.tables.primaryKey')} />}
                  {keys.includes('fk') && <LinkOutlined aria-label={t('sqllab.tables.foreignKey')} />}{' '}
                  {column.name}
                </span>
                <Typography.Text type="secondary">{column.type}</Typography.Text>
              </Flex>
            );
          })}
        </Flex>
      );
  }
  return (
    <Card
      size="small"
      title={title}
      extra={actions}
      styles={{ body: body ? undefined : { display: 'none' } }}
    >
      {body}
    </Card>
  );
}
