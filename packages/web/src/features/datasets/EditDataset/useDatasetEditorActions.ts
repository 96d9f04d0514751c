import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '../../../api/datasets';
import { useRefreshDatasetMutation, useUpdateDatasetMutation } from '../../../api/datasets';
import { errorMessage } from '../../../api/errors';
import { useToasts } from '../../../components/toasts/useToasts';
import { draftToBody, type DatasetDraft } from './datasetDraft';

type ApiError = FetchBaseQueryError | SerializedError;

/** True when the answer carries the server's own words (`message` or SIP-40 `errors`). */
function hasServerText(error: ApiError): boolean {
  if (!('status' in error) || typeof error.data !== 'object' || error.data === null) return false;
  return 'message' in error.data || 'errors' in error.data;
}

export interface DatasetEditorActions {
  /** Resolves true once saved. */
  save: (draft: DatasetDraft) => Promise<boolean>;
  /** Resolves with the dataset as the server read it again from its source, or undefined on failure. */
  sync: () => Promise<Dataset | undefined>;
  saving: boolean;
  syncing: boolean;
}

/** Save (spec 001 §8: a toast on success, an "Error" dialog on failure) and sync columns from source. */
export function useDatasetEditorActions(
  datasetId: number,
  refetch: () => Promise<Dataset | undefined>,
): DatasetEditorActions {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [updateDataset, updateState] = useUpdateDatasetMutation();
  const [refreshDataset, refreshState] = useRefreshDatasetMutation();

  const save = async (draft: DatasetDraft): Promise<boolean> => {
    const result = await updateDataset({ id: datasetId, body: draftToBody(draft) });
    if (!result.error) {
      addSuccessToast(t('datasets.editor.saved'));
      return true;
    }
    modal.error({
      title: t('datasets.editor.errorTitle'),
      content: hasServerText(result.error)
        ? errorMessage(result.error, t)
        : t('datasets.editor.genericError'),
    });
    return false;
  };

  const sync = async (): Promise<Dataset | undefined> => {
    const result = await refreshDataset(datasetId);
    if (result.error) {
      addDangerToast(errorMessage(result.error, t));
      return undefined;
    }
    const fresh = await refetch();
    if (fresh) addSuccessToast(t('datasets.editor.synced'));
    return fresh;
  };

  return { save, sync, saving: updateState.isLoading, syncing: refreshState.isLoading };
}
