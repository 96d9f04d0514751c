import type { UploadFileType } from '@loupe/core';
import { Alert, Button, Collapse, Flex, Form, Modal, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { useUploadFileMutation } from '../../api/uploads';
import { useToasts } from '../../components/toasts/useToasts';
import { ColumnsFields } from './ColumnsFields';
import { FileSettingsFields } from './FileSettingsFields';
import { GeneralFields } from './GeneralFields';
import { buildUploadForm, initialUploadValues, type UploadFormValues } from './uploadForm';
import { useFileColumns } from './useFileColumns';
import { UPLOAD_EN } from '../../app/i18n/en/upload';
import { useLazyStrings } from '../../app/i18n/useLazyStrings';

interface UploadDataModalProps {
  type: UploadFileType;
  onClose: () => void;
}

const MODAL_WIDTH = 560;

/**
 * Superset's upload dialog: a file into a new (or replaced, or appended) table of a database that
 * allows uploads. The server's message (a malformed row, a table that exists) shows in the dialog.
 */
export function UploadDataModal({ type, onClose }: UploadDataModalProps): ReactElement {
  useLazyStrings({ upload: UPLOAD_EN });
  const { t } = useTranslation();
  const toasts = useToasts();
  const [form] = Form.useForm<UploadFormValues>();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadFileMutation();
  const delimiter = Form.useWatch('delimiter', form);
  const headerRow = Form.useWatch('header_row', form);
  const skipRows = Form.useWatch('skip_rows', form);
  const sheet = Form.useWatch('sheet_name', form);
  const metadata = useFileColumns(type, file, { delimiter, headerRow, skipRows });
  const item = metadata.items.find((i) => i.sheet_name === sheet) ?? metadata.items[0];
  const columns = item?.column_names ?? [];
  const sheets = metadata.items.flatMap((i) => (i.sheet_name === null ? [] : [i.sheet_name]));
  const status = !file
    ? t('upload.noColumns')
    : metadata.reading
      ? t('upload.readingColumns')
      : metadata.error
        ? t('upload.metadataFailed', { error: metadata.error })
        : undefined;

  const chooseFile = (chosen: File | null): void => {
    setFile(chosen);
    setFileMissing(false);
    setServerError(null);
    form.setFieldsValue({
      sheet_name: undefined,
      columns_read: [],
      column_dates: [],
      index_column: undefined,
    });
  };

  const submit = async (): Promise<void> => {
    setFileMissing(file === null);
    const values = await form.validateFields().catch(() => null);
    if (!values || !file || values.database === undefined) return;
    setServerError(null);
    const result = await upload({ databaseId: values.database, body: buildUploadForm(type, file, values) });
    if ('error' in result) {
      setServerError(errorMessage(result.error, t));
      return;
    }
    toasts.addSuccessToast(t('upload.success'));
    onClose();
  };

  const sections = [
    {
      key: 'general',
      label: t('upload.sections.general'),
      children: <GeneralFields type={type} file={file} fileMissing={fileMissing} onFile={chooseFile} />,
      forceRender: true,
    },
    ...(type === 'columnar'
      ? []
      : [
          {
            key: 'file',
            label: t('upload.sections.file'),
            children: <FileSettingsFields type={type} sheets={sheets} />,
            forceRender: true,
          },
        ]),
    {
      key: 'columns',
      label: t('upload.sections.columns'),
      children: <ColumnsFields type={type} columns={columns} status={status} />,
      forceRender: true,
    },
  ];

  return (
    <Modal
      open
      title={t(`upload.title.${type}`)}
      width={MODAL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button
            type="primary"
            loading={isLoading}
            onClick={() => void submit()}
            data-testid="upload-submit"
          >
            {t('upload.upload')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle" data-testid="upload-modal">
        <Typography.Text type="secondary">{t(`upload.description.${type}`)}</Typography.Text>
        {serverError && <Alert type="error" showIcon title={serverError} data-testid="upload-error" />}
        <Form<UploadFormValues> form={form} layout="vertical" initialValues={initialUploadValues()}>
          <Collapse defaultActiveKey={['general']} items={sections} />
        </Form>
      </Flex>
    </Modal>
  );
}
