import type { UploadFileType } from '@loupe/core';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface FileSettingsFieldsProps {
  type: UploadFileType;
  /** Sheet names of the chosen workbook (Excel only). */
  sheets: readonly string[];
}

/** How the file is read: delimiter or sheet, header and skipped rows, rows to read, nulls, dates. */
export function FileSettingsFields({ type, sheets }: FileSettingsFieldsProps): ReactElement {
  const { t } = useTranslation();
  const count = (
    name: 'header_row' | 'skip_rows' | 'rows_to_read',
    label: string,
    help: string,
    min: number,
  ) => (
    <Form.Item name={name} label={label} extra={help}>
      <InputNumber min={min} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <>
      {type === 'csv' && (
        <Form.Item
          name="delimiter"
          label={t('upload.fields.delimiter')}
          extra={t('upload.fields.delimiterHelp')}
        >
          <Select
            options={[
              { value: ',', label: t('upload.fields.comma') },
              { value: ';', label: t('upload.fields.semicolon') },
              { value: '\t', label: t('upload.fields.tab') },
              { value: '|', label: t('upload.fields.pipe') },
            ]}
          />
        </Form.Item>
      )}
      {type === 'excel' && (
        <Form.Item name="sheet_name" label={t('upload.fields.sheetName')}>
          <Select
            allowClear
            placeholder={t('upload.fields.sheetPlaceholder')}
            options={sheets.map((sheet) => ({ value: sheet, label: sheet }))}
          />
        </Form.Item>
      )}
      {count('header_row', t('upload.fields.headerRow'), t('upload.fields.headerRowHelp'), 0)}
      {count('skip_rows', t('upload.fields.skipRows'), t('upload.fields.skipRowsHelp'), 0)}
      {count('rows_to_read', t('upload.fields.rowsToRead'), t('upload.fields.rowsToReadHelp'), 1)}
      <Form.Item
        name="null_values"
        label={t('upload.fields.nullValues')}
        extra={t('upload.fields.nullValuesHelp')}
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} />
      </Form.Item>
      {type === 'csv' && (
        <>
          <Form.Item
            name="decimal_character"
            label={t('upload.fields.decimal')}
            extra={t('upload.fields.decimalHelp')}
          >
            <Input maxLength={1} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name="day_first" valuePropName="checked" extra={t('upload.fields.dayFirstHelp')}>
            <Checkbox>{t('upload.fields.dayFirst')}</Checkbox>
          </Form.Item>
        </>
      )}
    </>
  );
}
