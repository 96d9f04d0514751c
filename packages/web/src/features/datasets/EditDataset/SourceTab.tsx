import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Flex, Radio, Select, Tooltip, Typography } from 'antd';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSchemasQuery, useGetTablesQuery } from '../../../api/databases';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import type { DatasetDraft } from './datasetDraft';
import { TextAreaField, TextField } from './fields';

interface SourceTabProps {
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
}

function SelectField({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Flex>
  );
}

function TableSelect({ draft, onChange, disabled }: SourceTabProps & { disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search);
  const tables = useGetTablesQuery(
    { databaseId: draft.database.id, schema: draft.schema ?? '', filter },
    { skip: disabled || draft.schema === null },
  );
  const options = (tables.data?.result ?? []).map((table) => ({ label: table.value, value: table.value }));
  if (!options.some((option) => option.value === draft.table_name)) {
    options.unshift({ label: draft.table_name, value: draft.table_name });
  }
  return (
    <SelectField label={t('datasets.source.table')}>
      {(id) => (
        <Select<string>
          id={id}
          aria-label={t('datasets.source.table')}
          disabled={disabled}
          value={draft.table_name}
          options={options}
          loading={tables.isFetching}
          showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
          onChange={(table_name) => {
            setSearch('');
            onChange({ table_name });
          }}
        />
      )}
    </SelectField>
  );
}

/** Source: where the data comes from. Locked by default, since changing it can break every chart. */
export function SourceTab({ draft, onChange }: SourceTabProps): ReactElement {
  const { t } = useTranslation();
  const [locked, setLocked] = useState(true);
  const schemas = useGetSchemasQuery(draft.database.id, { skip: locked });
  const schemaOptions = (schemas.data ?? (draft.schema ? [draft.schema] : [])).map((schema) => ({
    label: schema,
    value: schema,
  }));
  const lockText = locked ? t('datasets.source.unlockHint') : t('datasets.source.lockHint');
  return (
    <Flex vertical gap="middle">
      <Flex align="center" gap="middle" wrap>
        <Tooltip title={lockText}>
          <Button
            icon={locked ? <LockOutlined /> : <UnlockOutlined />}
            aria-label={lockText}
            aria-pressed={!locked}
            onClick={() => setLocked((value) => !value)}
          />
        </Tooltip>
        <Radio.Group
          disabled={locked}
          value={draft.kind}
          onChange={(event) => onChange({ kind: event.target.value as DatasetDraft['kind'] })}
          options={[
            { label: t('datasets.source.physical'), value: 'physical' },
            { label: t('datasets.source.virtual'), value: 'virtual' },
          ]}
        />
        <Typography.Text type="secondary">{lockText}</Typography.Text>
      </Flex>
      <SelectField label={t('datasets.source.database')}>
        {(id) => (
          <Select
            id={id}
            disabled
            value={draft.database.id}
            options={[{ label: draft.database.database_name, value: draft.database.id }]}
          />
        )}
      </SelectField>
      <SelectField label={t('datasets.source.schema')}>
        {(id) => (
          <Select<string>
            id={id}
            aria-label={t('datasets.source.schema')}
            disabled={locked}
            value={draft.schema ?? undefined}
            options={schemaOptions}
            loading={schemas.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(schema) => onChange({ schema })}
          />
        )}
      </SelectField>
      {draft.kind === 'physical' ? (
        <TableSelect draft={draft} onChange={onChange} disabled={locked} />
      ) : (
        <>
          <TextField
            label={t('datasets.source.name')}
            value={draft.table_name}
            disabled={locked}
            onChange={(table_name) => onChange({ table_name })}
          />
          <TextAreaField
            monospace
            label={t('datasets.source.sql')}
            value={draft.sql}
            disabled={locked}
            onChange={(sql) => onChange({ sql })}
          />
        </>
      )}
    </Flex>
  );
}
