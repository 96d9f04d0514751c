import { Flex, Select, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSchemasQuery } from '../../../api/databases';
import type { SqlLabBootstrap } from '../../../api/sqllab';

interface DatabaseSchemaBarProps {
  databases: SqlLabBootstrap['databases'];
  databaseId: number | null;
  schema: string | null;
  onDatabaseChange: (id: number) => void;
  onSchemaChange: (schema: string | null) => void;
}

const SELECT_WIDTH = 220;

/** Where the tab's SQL runs: one of the SQL Lab databases and, optionally, a schema in it. */
export function DatabaseSchemaBar(props: DatabaseSchemaBarProps): ReactElement {
  const { t } = useTranslation();
  const schemas = useGetSchemasQuery(props.databaseId ?? 0, { skip: props.databaseId === null });
  const databaseOptions = Object.values(props.databases)
    .map((database) => ({ value: database.id, label: database.database_name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Flex gap="middle" align="center" wrap>
      <Flex gap="small" align="center">
        <Typography.Text type="secondary">{t('sqllab.editor.database')}</Typography.Text>
        <Select<number>
          aria-label={t('sqllab.editor.database')}
          placeholder={t('sqllab.editor.selectDatabase')}
          style={{ width: SELECT_WIDTH }}
          showSearch={{ optionFilterProp: 'label' }}
          value={props.databaseId ?? undefined}
          options={databaseOptions}
          onChange={props.onDatabaseChange}
        />
      </Flex>
      <Flex gap="small" align="center">
        <Typography.Text type="secondary">{t('sqllab.editor.schema')}</Typography.Text>
        <Select<string>
          aria-label={t('sqllab.editor.schema')}
          placeholder={t('sqllab.editor.selectSchema')}
          style={{ width: SELECT_WIDTH }}
          allowClear
          showSearch
          loading={schemas.isFetching}
          value={props.schema ?? undefined}
          options={(schemas.data ?? []).map((schema) => ({ value: schema, label: schema }))}
          onChange={(value) => props.onSchemaChange(value ?? null)}
        />
      </Flex>
    </Flex>
  );
}
