import { Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The name the database is listed under (`database_name`), common to both connection forms. */
export function DisplayNameField(): ReactElement {
  const { t } = useTranslation();
  const label = t('databases.form.displayName');
  return (
    <Form.Item
      name="database_name"
      label={label}
      extra={t('databases.form.displayNameHint')}
      rules={[{ required: true, whitespace: true, message: t('form.required', { field: label }) }]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
}
