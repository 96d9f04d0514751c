import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { useBulkDeleteMutation, useDeleteItemMutation } from '../../api/list';
import { useToasts } from '../toasts/useToasts';

export interface DeleteActions {
  deleteOne: (id: number, name: string) => Promise<void>;
  /** Resolves true when the server deleted them, so the caller can clear its selection. */
  deleteMany: (ids: number[]) => Promise<boolean>;
  deleting: boolean;
}

/** Single and bulk delete of a list resource, with the spec's success and failure toasts. */
export function useDeleteActions(resource: string): DeleteActions {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [deleteItem, deleteItemState] = useDeleteItemMutation();
  const [bulkDelete, bulkDeleteState] = useBulkDeleteMutation();

  const deleteOne = useCallback(
    async (id: number, name: string): Promise<void> => {
      const result = await deleteItem({ resource, id });
      if (result.error) {
        addDangerToast(t('messages.deleteItemIssue', { name, error: errorMessage(result.error, t) }));
      } else {
        addSuccessToast(t('messages.deleted', { name }));
      }
    },
    [deleteItem, resource, t, addSuccessToast, addDangerToast],
  );

  const deleteMany = useCallback(
    async (ids: number[]): Promise<boolean> => {
      const result = await bulkDelete({ resource, ids });
      if (result.error) {
        addDangerToast(t('messages.deleteIssue', { error: errorMessage(result.error, t) }));
        return false;
      }
      // The server's message counts what it deleted ("Deleted 2 users").
      addSuccessToast(result.data.message);
      return true;
    },
    [bulkDelete, resource, t, addSuccessToast, addDangerToast],
  );

  return { deleteOne, deleteMany, deleting: deleteItemState.isLoading || bulkDeleteState.isLoading };
}
