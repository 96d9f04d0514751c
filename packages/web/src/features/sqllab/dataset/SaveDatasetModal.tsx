import { Alert, App, Button, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateDatasetMutation } from '../../../api/datasets';
import { errorMessage } from '../../../api/errors';
import { useGetMeQuery } from '../../../api/me';
import { exploreDatasetPath } from '../../../app/paths';
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
  /** Opened from "Explore": once saved, the dataset opens in Explore (Superset's Save & Explore). */
  thenExplore?: boolean;
}

/**
 * Save or Overwrite Dataset (spec 001 §2): a new virtual dataset with a name, or an owned dataset
 * replaced after an 'Are you sure' step. Opened from "Explore", it then opens the dataset in Explore;
 * opened from "Save dataset", it stays in SQL Lab and its message links to the dataset in Explore.
 */
export function SaveDatasetModal({
  open,
  source,
  columns,
  onClose,
  thenExplore = false,
}: SaveDatasetModalProps): ReactElement {
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

  const saved = (datasetId: number): void => {
    const explorePath = exploreDatasetPath(datasetId);
    setConfirming(false);
    onClose();
    if (thenExplore) {
      void navigate(explorePath);
      return;
    }
    void message.open({
      type: 'success',
      duration: 6,
      key: 'sqllab-dataset-saved',
      content: (
        // Toasts render outside the router: the link navigates through this dialog's router.
        <span data-testid="dataset-saved">
          <span>{t('sqllab.dataset.saved')}</span>{' '}
          <a
            href={explorePath}
            onClick={(event) => {
              event.preventDefault();
              void navigate(explorePath);
            }}
          >
            {t('sqllab.dataset.openInExplore')}
          </a>
        </span>
      ),
    });
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
    else saved(result.data.id);
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
    else saved(id);
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
          {mode === 'overwrite'
            ? t('sqllab.dataset.overwrite')
            : thenExplore
              ? t('sqllab.dataset.saveAndExplore')
              : t('sqllab.dataset.save')}
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
