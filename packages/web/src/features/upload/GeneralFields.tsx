import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_EXTENSIONS, type UploadFileType } from '@loupe/core';
import { Alert, Button, Form, Input, Select, Upload } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSchemasQuery } from '../../api/databases';
import { useGetUploadDatabasesQuery } from '../../api/uploads';
import { acceptedExtensions, schemasAllowedForUpload, type UploadFormValues } from './uploadForm';

interface GeneralFieldsProps {
  type: UploadFileType;
  file: File | null;
  fileMissing: boolean;
  onFile: (file: File | null) => void;
}

/** File, target database and schema, table name and what to do when the table exists. */
export function GeneralFields({ type, file, fileMissing, onFile }: GeneralFieldsProps): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance<UploadFormValues>();
  const databaseId = Form.useWatch('database', form);
  const databases = useGetUploadDatabasesQuery();
  const schemas = useGetSchemasQuery(databaseId ?? 0, { skip: databaseId === undefined });
  const database = databases.data?.find((d) => d.id === databaseId);
  const schemaOptions = useMemo(() => {
    const allowed = schemasAllowedForUpload(database);
    const names = schemas.data ?? [];
    return (allowed.length ? names.filter((name) => allowed.includes(name)) : names).map((name) => ({
      value: name,
      label: name,
    }));
  }, [database, schemas.data]);
  const noDatabases = databases.isSuccess && databases.data.length === 0;

  return (
    <>
      <Form.Item
        label={t('upload.fields.file')}
        required
        validateStatus={fileMissing ? 'error' : undefined}
        help={
          fileMissing
            ? t('upload.required.file')
            : t('upload.fields.fileHelp', { extensions: UPLOAD_EXTENSIONS[type].join(', ') })
        }
      >
        <Upload
          accept={acceptedExtensions(type)}
          maxCount={1}
          fileList={file ? [{ uid: 'upload', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            onFile(chosen);
            // The file is sent with the form, not on its own.
            return false;
          }}
          onRemove={() => onFile(null)}
        >
          <Button icon={<UploadOutlined />} data-testid="upload-choose-file">
            {t('upload.fields.chooseFile')}
          </Button>
        </Upload>
      </Form.Item>
      {noDatabases && <Alert type="warning" showIcon title={t('upload.fields.noDatabases')} />}
      <Form.Item
        name="database"
        label={t('upload.fields.database')}
        rules={[{ required: true, message: t('upload.required.database') }]}
      >
        <Select
          placeholder={t('upload.fields.databasePlaceholder')}
          loading={databases.isLoading}
          options={(databases.data ?? []).map((d) => ({ value: d.id, label: d.database_name }))}
          onChange={() => form.setFieldValue('schema', undefined)}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="schema" label={t('upload.fields.schema')}>
        <Select
          allowClear
          placeholder={t('upload.fields.schemaPlaceholder')}
          loading={schemas.isFetching}
          disabled={databaseId === undefined}
          options={schemaOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        name="table_name"
        label={t('upload.fields.tableName')}
        rules={[{ required: true, whitespace: true, message: t('upload.required.tableName') }]}
      >
        <Input placeholder={t('upload.fields.tableNamePlaceholder')} />
      </Form.Item>
      <Form.Item name="already_exists" label={t('upload.fields.alreadyExists')}>
        <Select
          options={[
            { value: 'fail', label: t('upload.fields.fail') },
            { value: 'replace', label: t('upload.fields.replace') },
            { value: 'append', label: t('upload.fields.append') },
          ]}
        />
      </Form.Item>
    </>
  );
}
