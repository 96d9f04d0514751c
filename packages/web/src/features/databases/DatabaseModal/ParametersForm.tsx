import { Button, Form, Input, InputNumber, Switch } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailableEngine } from '../../../api/databases';
import { DisplayNameField } from './DisplayNameField';
import { PARAMETER_FIELDS } from './databaseForm';

interface ParametersFormProps {
  engine: AvailableEngine;
  onUseUri: () => void;
}

/** The dynamic form: one field per connection parameter the engine's schema declares. */
export function ParametersForm({ engine, onUseUri }: ParametersFormProps): ReactElement {
  const { t } = useTranslation();
  const properties = engine.parameters?.properties;
  const required = new Set(engine.parameters?.required ?? []);
  // A schema without properties still connects with the usual host/port/database fields.
  const shown = PARAMETER_FIELDS.filter((field) => !properties || field in properties);

  const fields: Record<string, () => ReactNode> = {
    host: () => <Input autoComplete="off" placeholder={t('databases.form.hostPlaceholder')} />,
    port: () => (
      <InputNumber
        min={1}
        max={65535}
        precision={0}
        style={{ width: '100%' }}
        placeholder={t('databases.form.portPlaceholder')}
      />
    ),
    database: () => <Input autoComplete="off" placeholder={t('databases.form.databasePlaceholder')} />,
    username: () => <Input autoComplete="off" placeholder={t('databases.form.usernamePlaceholder')} />,
    password: () => <Input.Password autoComplete="new-password" />,
    query: () => <Input autoComplete="off" placeholder={t('databases.form.queryPlaceholder')} />,
    encryption: () => <Switch />,
  };
  const labels: Record<string, string> = {
    host: t('databases.form.host'),
    port: t('databases.form.port'),
    database: t('databases.form.databaseName'),
    username: t('databases.form.username'),
    password: t('databases.form.password'),
    query: t('databases.form.query'),
    encryption: t('databases.form.ssl'),
  };

  return (
    <>
      {shown.map((field) => (
        <Form.Item
          key={field}
          name={['parameters', field]}
          label={labels[field]}
          // The server decides what is missing (validate_parameters); the asterisk only guides.
          required={required.has(field)}
          valuePropName={field === 'encryption' ? 'checked' : 'value'}
          extra={field === 'encryption' ? t('databases.form.sslHint') : undefined}
        >
          {fields[field]?.()}
        </Form.Item>
      ))}
      <DisplayNameField />
      <Button type="link" style={{ paddingInline: 0 }} onClick={onUseUri}>
        {t('databases.form.useUri')}
      </Button>
    </>
  );
}
