import { Alert, Badge, Modal, Spin, Tabs, Typography } from 'antd';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDatasetQuery } from '../../../api/datasets';
import { errorMessage } from '../../../api/errors';
import { CalculatedColumnsTab, ColumnsTab } from './ColumnsTabs';
import { draftFromDataset, mergeSyncedColumns, type DatasetDraft } from './datasetDraft';
import { EditorFooter } from './EditorFooter';
import { MetricsTab } from './MetricsTab';
import { SettingsTab } from './SettingsTab';
import { SourceTab } from './SourceTab';
import { useDatasetEditorActions } from './useDatasetEditorActions';
import { validateDraft } from './validateDraft';

interface EditDatasetModalProps {
  datasetId: number;
  onClose: () => void;
  /** Called after a successful save. */
  onSaved?: () => void;
}

const MODAL_WIDTH = 1000;

function counted(label: string, count: number): ReactNode {
  return (
    <span>
      {label} <Badge count={count} showZero color="gray" size="small" />
    </span>
  );
}

/** Spec 001 §2's Edit Dataset dialog: five tabs over one draft, saved after a confirmation. */
export function EditDatasetModal({ datasetId, onClose, onSaved }: EditDatasetModalProps): ReactElement {
  const { t } = useTranslation();
  const dataset = useGetDatasetQuery(datasetId);
  const [draft, setDraft] = useState<DatasetDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const actions = useDatasetEditorActions(datasetId, async () => {
    const fresh = await dataset.refetch();
    return fresh.data;
  });
  // The draft starts from the first answer; later refetches (after a sync) must not reset the user's edits.
  if (dataset.data && draft === null) setDraft(draftFromDataset(dataset.data));
  const errors = useMemo(() => (draft ? validateDraft(draft, t) : []), [draft, t]);

  const patch = (change: Partial<DatasetDraft>): void =>
    setDraft((current) => (current ? { ...current, ...change } : current));

  const onSync = async (): Promise<void> => {
    const fresh = await actions.sync();
    if (fresh)
      setDraft((current) =>
        current ? { ...current, columns: mergeSyncedColumns(current.columns, fresh.columns) } : current,
      );
  };

  const onConfirmSave = async (): Promise<void> => {
    setConfirming(false);
    if (!draft) return;
    if (await actions.save(draft)) {
      onSaved?.();
      onClose();
    }
  };

  let body: ReactNode;
  if (dataset.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('messages.fetchItemIssue', {
          resource: t('datasets.resource'),
          error: errorMessage(dataset.error, t),
        })}
      />
    );
  } else if (!draft) {
    body = <Spin />;
  } else {
    const columnProps = {
      mainDttmCol: draft.main_dttm_col,
      onMainDttmColChange: (column: string | null) => patch({ main_dttm_col: column }),
    };
    body = (
      <>
        {errors.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="dataset-editor-errors"
            title={errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
            style={{ marginBottom: 12 }}
          />
        )}
        <Tabs
          items={[
            {
              key: 'source',
              label: t('datasets.editor.source'),
              children: <SourceTab draft={draft} onChange={patch} />,
            },
            {
              key: 'metrics',
              label: counted(t('datasets.editor.metrics'), draft.metrics.length),
              children: <MetricsTab metrics={draft.metrics} onChange={(metrics) => patch({ metrics })} />,
            },
            {
              key: 'columns',
              label: counted(t('datasets.editor.columns'), draft.columns.length),
              children: (
                <ColumnsTab
                  {...columnProps}
                  columns={draft.columns}
                  onChange={(columns) => patch({ columns })}
                  onSync={() => void onSync()}
                  syncing={actions.syncing}
                />
              ),
            },
            {
              key: 'calculated',
              label: counted(t('datasets.editor.calculatedColumns'), draft.calculatedColumns.length),
              children: (
                <CalculatedColumnsTab
                  {...columnProps}
                  columns={draft.calculatedColumns}
                  onChange={(calculatedColumns) => patch({ calculatedColumns })}
                />
              ),
            },
            {
              key: 'settings',
              label: t('datasets.editor.settings'),
              children: <SettingsTab draft={draft} onChange={patch} />,
            },
          ]}
        />
      </>
    );
  }

  const tableName = draft?.table_name ?? dataset.data?.table_name ?? '';
  return (
    <>
      <Modal
        open
        width={MODAL_WIDTH}
        title={
          <span>
            {t('datasets.editor.title')} <Typography.Text strong>{tableName}</Typography.Text>
          </span>
        }
        onCancel={onClose}
        mask={{ closable: false }}
        destroyOnHidden
        styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
        footer={
          <EditorFooter
            editUrl={dataset.data?.edit_url ?? `/tablemodelview/edit/${datasetId}`}
            loaded={draft !== null}
            saving={actions.saving}
            hasErrors={errors.length > 0}
            managedExternally={dataset.data?.is_managed_externally === true}
            onCancel={onClose}
            onSave={() => setConfirming(true)}
          />
        }
      >
        {body}
      </Modal>
      <Modal
        open={confirming}
        title={t('datasets.editor.confirmTitle')}
        okText={t('datasets.editor.ok')}
        cancelText={t('form.cancel')}
        onOk={() => void onConfirmSave()}
        onCancel={() => setConfirming(false)}
      >
        {t('datasets.editor.confirmText')}
      </Modal>
    </>
  );
}
