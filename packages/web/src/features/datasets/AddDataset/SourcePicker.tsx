import { Flex, Select, Typography } from 'antd';
import { useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATABASES_RESOURCE, useGetSchemasQuery, type DatabaseListItem } from '../../../api/databases';
import { useGetListQuery, type ListQuery } from '../../../api/list';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { TableList } from './TableList';

export interface SourceSelection {
  databaseId?: number;
  schema?: string;
  table?: string;
}

interface SourcePickerProps {
  value: SourceSelection;
  onChange: (value: SourceSelection) => void;
  existingTables: ReadonlySet<string>;
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }): ReactElement {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Flex>
  );
}

/** The left panel: database, then schema, then a searchable list of its tables. */
export function SourcePicker({ value, onChange, existingTables }: SourcePickerProps): ReactElement {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search);
  const query = useMemo<ListQuery>(() => {
    const base: ListQuery = {
      order_column: 'database_name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    };
    // rison has no `undefined`: the key is left out when there is nothing to filter by.
    return filter ? { ...base, filters: [{ col: 'database_name', opr: 'ct', value: filter }] } : base;
  }, [filter]);
  const databases = useGetListQuery({ resource: DATABASES_RESOURCE, query });
  const schemas = useGetSchemasQuery(value.databaseId ?? 0, { skip: value.databaseId === undefined });
  const databaseRows = (databases.data?.result ?? []) as unknown as DatabaseListItem[];

  return (
    <Flex vertical gap="middle" style={{ height: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('datasets.create.selectSource')}
      </Typography.Title>
      <Field label={t('datasets.create.database')}>
        {(id) => (
          <Select<number>
            id={id}
            aria-label={t('datasets.create.database')}
            placeholder={t('datasets.create.databasePlaceholder')}
            loading={databases.isFetching}
            value={value.databaseId}
            options={databaseRows.map((row) => ({ label: row.database_name, value: row.id }))}
            showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
            onChange={(databaseId) => {
              setSearch('');
              onChange({ databaseId });
            }}
          />
        )}
      </Field>
      <Field label={t('datasets.create.schema')}>
        {(id) => (
          <Select<string>
            id={id}
            aria-label={t('datasets.create.schema')}
            placeholder={t('datasets.create.schemaPlaceholder')}
            disabled={value.databaseId === undefined}
            loading={schemas.isFetching}
            value={value.schema}
            options={(schemas.data ?? []).map((schema) => ({ label: schema, value: schema }))}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(schema) => onChange({ databaseId: value.databaseId, schema })}
          />
        )}
      </Field>
      {value.databaseId !== undefined && value.schema !== undefined && (
        <TableList
          databaseId={value.databaseId}
          schema={value.schema}
          selected={value.table}
          existingTables={existingTables}
          onSelect={(table) => onChange({ ...value, table })}
        />
      )}
    </Flex>
  );
}
