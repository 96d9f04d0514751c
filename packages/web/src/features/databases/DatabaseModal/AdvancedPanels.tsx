import { Checkbox, Collapse, Form, Input, InputNumber, type CollapseProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isJsonObjectText, type DatabaseFormValues } from './databaseForm';

type FlagName = {
  [K in keyof DatabaseFormValues]: DatabaseFormValues[K] extends boolean ? K : never;
}[keyof DatabaseFormValues];

function Flag({ name, label, hint }: { name: FlagName; label: string; hint?: string }): ReactElement {
  return (
    <Form.Item name={name} valuePropName="checked" extra={hint} style={{ marginBottom: 8 }}>
      <Checkbox>{label}</Checkbox>
    </Form.Item>
  );
}

function Indented({ children }: { children: ReactNode }): ReactElement {
  return <div style={{ paddingInlineStart: 24 }}>{children}</div>;
}

function SqlLabPanel({ t }: { t: TFunction }): ReactElement {
  const exposed = Form.useWatch<boolean | undefined>('expose_in_sqllab');
  const ctas = Form.useWatch<boolean | undefined>('allow_ctas');
  const cvas = Form.useWatch<boolean | undefined>('allow_cvas');
  return (
    <>
      <Flag name="expose_in_sqllab" label={t('databases.advanced.exposeInSqlLab')} />
      {/* The SQL Lab options mean nothing for a database SQL Lab cannot see. */}
      {exposed !== false && (
        <Indented>
          <Flag name="allow_ctas" label={t('databases.advanced.allowCtas')} />
          <Flag name="allow_cvas" label={t('databases.advanced.allowCvas')} />
          {(ctas === true || cvas === true) && (
            <Form.Item
              name="force_ctas_schema"
              label={t('databases.advanced.forceCtasSchema')}
              extra={t('databases.advanced.forceCtasSchemaHint')}
            >
              <Input autoComplete="off" />
            </Form.Item>
          )}
          <Flag
            name="allow_dml"
            label={t('databases.advanced.allowDml')}
            hint={t('databases.advanced.allowDmlHint')}
          />
          <Flag
            name="allow_run_async"
            label={t('databases.advanced.allowRunAsync')}
            hint={t('databases.advanced.allowRunAsyncHint')}
          />
          <Flag name="cost_estimate_enabled" label={t('databases.advanced.costEstimate')} />
          <Flag name="allows_virtual_table_explore" label={t('databases.advanced.allowExplore')} />
          <Flag name="disable_data_preview" label={t('databases.advanced.disableDataPreview')} />
        </Indented>
      )}
    </>
  );
}

function SecurityPanel({ t }: { t: TFunction }): ReactElement {
  const upload = Form.useWatch<boolean | undefined>('allow_file_upload');
  return (
    <>
      <Flag name="allow_file_upload" label={t('databases.advanced.allowFileUpload')} />
      {upload === true && (
        <Indented>
          <Form.Item
            name="schemas_allowed_for_file_upload"
            label={t('databases.advanced.uploadSchemas')}
            extra={t('databases.advanced.uploadSchemasHint')}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Indented>
      )}
      <Flag
        name="impersonate_user"
        label={t('databases.advanced.impersonateUser')}
        hint={t('databases.advanced.impersonateUserHint')}
      />
    </>
  );
}

function SecondsField({ name, label, hint }: { name: string; label: string; hint: string }): ReactElement {
  return (
    <Form.Item name={name} label={label} extra={hint}>
      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

function PerformancePanel({ t }: { t: TFunction }): ReactElement {
  return (
    <>
      <SecondsField
        name="cache_timeout"
        label={t('databases.advanced.cacheTimeout')}
        hint={t('databases.advanced.cacheTimeoutHint')}
      />
      <SecondsField
        name="schema_cache_timeout"
        label={t('databases.advanced.schemaCacheTimeout')}
        hint={t('databases.advanced.metadataCacheTimeoutHint')}
      />
      <SecondsField
        name="table_cache_timeout"
        label={t('databases.advanced.tableCacheTimeout')}
        hint={t('databases.advanced.metadataCacheTimeoutHint')}
      />
    </>
  );
}

function JsonField({
  name,
  label,
  hint,
  t,
}: {
  name: string;
  label: string;
  hint: string;
  t: TFunction;
}): ReactElement {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={hint}
      rules={[
        {
          validator: async (_rule, value: string | undefined) => {
            if (!isJsonObjectText(value)) throw new Error(t('databases.advanced.invalidJson'));
          },
        },
      ]}
    >
      <Input.TextArea rows={3} spellCheck={false} style={{ fontFamily: 'monospace' }} />
    </Form.Item>
  );
}

function OtherPanel({ t }: { t: TFunction }): ReactElement {
  return (
    <>
      <JsonField
        name="metadata_params"
        label={t('databases.advanced.metadataParams')}
        hint={t('databases.advanced.metadataParamsHint')}
        t={t}
      />
      <JsonField
        name="engine_params"
        label={t('databases.advanced.engineParams')}
        hint={t('databases.advanced.engineParamsHint')}
        t={t}
      />
    </>
  );
}

/** The Advanced options; every panel renders up front so its fields validate even when folded. */
export function AdvancedPanels(): ReactElement {
  const { t } = useTranslation();
  const items: CollapseProps['items'] = [
    { key: 'sqllab', label: t('databases.advanced.sqlLab'), children: <SqlLabPanel t={t} /> },
    { key: 'security', label: t('databases.advanced.security'), children: <SecurityPanel t={t} /> },
    { key: 'performance', label: t('databases.advanced.performance'), children: <PerformancePanel t={t} /> },
    { key: 'other', label: t('databases.advanced.other'), children: <OtherPanel t={t} /> },
  ].map((item) => ({ ...item, forceRender: true }));
  return <Collapse items={items} />;
}
