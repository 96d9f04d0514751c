import { Flex, Select, Typography } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSchemaChoicesQuery } from '../../../api/databases';
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
  const { databaseId, schema, onSchemaChange } = props;
  const schemas = useGetSchemaChoicesQuery(databaseId ?? 0, { skip: databaseId === null });
  const choices = schemas.currentData;
  // Once per database shown without a schema (a new tab, another database picked), the schema the
  // engine resolves unqualified names in is preselected; a schema the user clears stays cleared.
  const preselectedFor = useRef<number | null>(schema !== null ? databaseId : null);
  useEffect(() => {
    if (databaseId === null || !choices || preselectedFor.current === databaseId) return;
    preselectedFor.current = databaseId;
    if (schema !== null) return;
    if (choices.defaultSchema !== null) onSchemaChange(choices.defaultSchema);
  }, [choices, databaseId, onSchemaChange, schema]);

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
          value={databaseId ?? undefined}
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
          value={schema ?? undefined}
          options={(choices?.schemas ?? []).map((name) => ({ value: name, label: name }))}
          onChange={(value) => onSchemaChange(value ?? null)}
        />
      </Flex>
    </Flex>
  );
}
