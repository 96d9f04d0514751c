import { Alert, App, Button, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateDatasetMutation } from '../../../api/datasets';
import { errorMessage } from '../../../api/errors';
import { useGetMeQuery } from '../../../api/me';
import { PATHS } from '../../../app/paths';
import { useOverwriteDatasetMutation, type ResultColumn } from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import { OwnedDatasetPicker } from './OwnedDatasetPicker';

/** Where the results came from: what a virtual dataset is made of. */
export interface DatasetSource {
  databaseId: number;
  schema: string | null;
  sql: string;
  defaultName: string;
}

interface SaveDatasetModalProps {
  open: boolean;
  source: DatasetSource;
  columns: ResultColumn[];
  onClose: () => void;
}

/**
 * Save or Overwrite Dataset (spec 001 §2): a new virtual dataset with a name, or an owned dataset
 * replaced after an 'Are you sure' step. Superset then opens the dataset in Explore; until Loupe has
 * Explore, the saved message links to the Datasets list instead (no link to a page that does not exist).
 */
export function SaveDatasetModal({ open, source, columns, onClose }: SaveDatasetModalProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const me = useGetMeQuery();
  const [mode, setMode] = useState<'new' | 'overwrite'>('new');
  const [name, setName] = useState(source.defaultName);
  const [existing, setExisting] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [createDataset, creating] = useCreateDatasetMutation();
  const [overwriteDataset, overwriting] = useOverwriteDatasetMutation();
  const owners = me.data ? [me.data.id] : [];

  const saved = (): void => {
    void message.open({
      type: 'success',
      duration: 6,
      key: 'sqllab-dataset-saved',
      content: (
        // Toasts render outside the router: the link navigates through this dialog's router.
        <span data-testid="dataset-saved">
          <span>{t('sqllab.dataset.saved')}</span>{' '}
          <a
            href={PATHS.datasets}
            onClick={(event) => {
              event.preventDefault();
              void navigate(PATHS.datasets);
            }}
          >
            {t('sqllab.dataset.viewDatasets')}
          </a>
        </span>
      ),
    });
    setConfirming(false);
    onClose();
  };

  const saveNew = async (): Promise<void> => {
    const result = await createDataset({
      database: source.databaseId,
      schema: source.schema,
      table_name: name.trim(),
      sql: source.sql,
      owners,
    });
    if ('error' in result || !result.data) toasts.addDangerToast(errorMessage(result.error, t));
    else saved();
  };

  const overwrite = async (id: number): Promise<void> => {
    const result = await overwriteDataset({
      id,
      body: {
        sql: source.sql,
        columns: columns.map((c) => ({ column_name: c.column_name, type: c.type, is_dttm: c.is_dttm })),
        owners,
        database_id: source.databaseId,
      },
    });
    if ('error' in result) toasts.addDangerToast(errorMessage(result.error, t));
    else saved();
  };

  const busy = creating.isLoading || overwriting.isLoading;
  const canSave = mode === 'new' ? name.trim() !== '' : existing !== null;
  const footer = confirming
    ? [
        <Button key="back" onClick={() => setConfirming(false)}>
          {t('sqllab.dataset.back')}
        </Button>,
        <Button
          key="overwrite"
          type="primary"
          loading={busy}
          onClick={() => existing !== null && void overwrite(existing)}
        >
          {t('sqllab.dataset.overwrite')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('sqllab.save.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!canSave}
          loading={busy}
          onClick={() => (mode === 'new' ? void saveNew() : setConfirming(true))}
        >
          {mode === 'new' ? t('sqllab.dataset.save') : t('sqllab.dataset.overwrite')}
        </Button>,
      ];

  return (
    <Modal open={open} title={t('sqllab.dataset.title')} onCancel={onClose} footer={footer} destroyOnHidden>
      {confirming ? (
        <Alert type="warning" showIcon title={t('sqllab.dataset.confirmOverwrite')} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text>{t('sqllab.dataset.intro')}</Typography.Text>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as 'new' | 'overwrite')}>
            <Flex vertical gap="small">
              <Radio value="new">{t('sqllab.dataset.saveAsNew')}</Radio>
              {mode === 'new' && (
                <Input
                  aria-label={t('sqllab.dataset.name')}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
              <Radio value="overwrite">{t('sqllab.dataset.overwriteExisting')}</Radio>
              {mode === 'overwrite' && <OwnedDatasetPicker value={existing} onChange={setExisting} />}
            </Flex>
          </Radio.Group>
        </Flex>
      )}
    </Modal>
  );
}
