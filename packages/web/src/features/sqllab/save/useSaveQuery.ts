import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useUpdateTabStateMutation,
  type SavedQueryPayload,
} from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import type { SaveQueryValues } from './SaveQueryModal';

export interface SaveQuerySource {
  tabId: number;
  databaseId: number;
  schema: string | null;
  sql: string;
  templateParams: string;
}

export interface SaveQuery {
  /** The saved query this tab is linked to, if any. */
  savedQueryId: number | null;
  save: (source: SaveQuerySource, values: SaveQueryValues, asNew: boolean) => Promise<boolean>;
}

/**
 * Saves the tab's query as a new saved query or updates the one the tab came from, with Superset's
 * messages. A new saved query is linked to the tab (saved_query_id) so the next save offers Update.
 */
export function useSaveQuery(initialSavedQueryId: number | null): SaveQuery {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [savedQueryId, setSavedQueryId] = useState(initialSavedQueryId);
  const [createSavedQuery] = useCreateSavedQueryMutation();
  const [updateSavedQuery] = useUpdateSavedQueryMutation();
  const [updateTabState] = useUpdateTabStateMutation();

  const save = useCallback(
    async (source: SaveQuerySource, values: SaveQueryValues, asNew: boolean): Promise<boolean> => {
      const body: SavedQueryPayload = {
        db_id: source.databaseId,
        label: values.label,
        description: values.description,
        schema: source.schema,
        catalog: null,
        sql: source.sql,
        template_parameters: source.templateParams,
      };
      if (!asNew && savedQueryId !== null) {
        const updated = await updateSavedQuery({ id: savedQueryId, body });
        if ('error' in updated) {
          toasts.addDangerToast(t('sqllab.save.updateFailed'));
          return false;
        }
        toasts.addSuccessToast(t('sqllab.save.updated'));
        return true;
      }
      const created = await createSavedQuery(body);
      if ('error' in created || !created.data) {
        toasts.addDangerToast(t('sqllab.save.saveFailed'));
        return false;
      }
      setSavedQueryId(created.data.id);
      const linked = await updateTabState({ id: source.tabId, fields: { saved_query_id: created.data.id } });
      // The query itself is stored; only the link from the tab is missing, which Superset reports apart.
      if ('error' in linked) toasts.addDangerToast(t('sqllab.save.notProperlySaved'));
      else toasts.addSuccessToast(t('sqllab.save.saved'));
      return true;
    },
    [savedQueryId, createSavedQuery, updateSavedQuery, updateTabState, toasts, t],
  );

  return { savedQueryId, save };
}
