import type { UploadFileType } from '@loupe/core';
import { Checkbox, Form, Input, Select, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { columnTypesProblem, type UploadFormValues } from './uploadForm';

interface ColumnsFieldsProps {
  type: UploadFileType;
  /** Column names of the chosen file (of the chosen sheet), from upload_metadata. */
  columns: readonly string[];
  /** Why there are no columns to pick yet (no file, reading, an error), when there are none. */
  status?: string | undefined;
}

/** Which columns are read, parsed as dates, typed, and used as the index. */
export function ColumnsFields({ type, columns, status }: ColumnsFieldsProps): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance<UploadFormValues>();
  const dataframeIndex = Form.useWatch('dataframe_index', form);
  const options = columns.map((name) => ({ value: name, label: name }));
  const picker = (mode?: 'multiple') => (
    <Select mode={mode} allowClear options={options} placeholder={t('upload.fields.columnsPlaceholder')} />
  );
  return (
    <>
      {status && <Typography.Paragraph type="secondary">{status}</Typography.Paragraph>}
      <Form.Item
        name="columns_read"
        label={t('upload.fields.columnsRead')}
        extra={t('upload.fields.columnsReadHelp')}
      >
        {picker('multiple')}
      </Form.Item>
      {type !== 'columnar' && (
        <Form.Item name="column_dates" label={t('upload.fields.columnDates')}>
          {picker('multiple')}
        </Form.Item>
      )}
      {type === 'csv' && (
        <Form.Item
          name="column_data_types"
          label={t('upload.fields.columnDataTypes')}
          extra={t('upload.fields.columnDataTypesHelp')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (columnTypesProblem(value ?? '')) throw new Error(t('upload.invalidJson'));
              },
            },
          ]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      )}
      {type !== 'columnar' && (
        <Form.Item
          name="index_column"
          label={t('upload.fields.indexColumn')}
          extra={t('upload.fields.indexColumnHelp')}
        >
          {picker()}
        </Form.Item>
      )}
      <Form.Item name="dataframe_index" valuePropName="checked">
        <Checkbox>{t('upload.fields.dataframeIndex')}</Checkbox>
      </Form.Item>
      {dataframeIndex && (
        <Form.Item
          name="index_label"
          label={t('upload.fields.indexLabel')}
          extra={t('upload.fields.indexLabelHelp')}
        >
          <Input />
        </Form.Item>
      )}
    </>
  );
}
