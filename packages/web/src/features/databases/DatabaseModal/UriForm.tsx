import { Button, Flex, Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailableEngine } from '../../../api/databases';
import { DisplayNameField } from './DisplayNameField';

interface UriFormProps {
  engine: AvailableEngine | undefined;
  testing: boolean;
  onTest: () => void;
  /** Present when the engine also has a dynamic form to go back to. */
  onUseParameters?: () => void;
}

/** The SQLAlchemy URI form: a display name, the URI (the engine's placeholder shows its shape) and a test. */
export function UriForm({ engine, testing, onTest, onUseParameters }: UriFormProps): ReactElement {
  const { t } = useTranslation();
  const label = t('databases.form.uri');
  return (
    <>
      <DisplayNameField />
      <Form.Item
        name="sqlalchemy_uri"
        label={label}
        extra={t('databases.form.uriHint')}
        rules={[{ required: true, whitespace: true, message: t('form.required', { field: label }) }]}
      >
        <Input
          autoComplete="off"
          placeholder={engine?.sqlalchemy_uri_placeholder ?? t('databases.form.uriPlaceholder')}
        />
      </Form.Item>
      <Flex gap="small" align="center" wrap>
        <Button onClick={onTest} loading={testing}>
          {t('databases.form.testConnection')}
        </Button>
        {onUseParameters && (
          <Button type="link" onClick={onUseParameters}>
            {t('databases.form.useParameters')}
          </Button>
        )}
      </Flex>
    </>
  );
}
