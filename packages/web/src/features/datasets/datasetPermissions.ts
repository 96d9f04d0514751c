import { isAdmin } from '@loupe/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '../../api/databases';
import { useGetMyRolesQuery, type CurrentUserWithRoles } from '../../api/me';

/** Spec 001 §6: a dataset is edited by its owners and by admins. */
export function canEditDataset(
  user: CurrentUserWithRoles | undefined,
  owners: readonly UserSummary[],
): boolean {
  if (!user) return false;
  return isAdmin({ roles: user.roles }) || owners.some((owner) => owner.id === user.id);
}

/** Why the signed-in user may not edit a dataset (the spec's tooltip), or undefined when they may. */
export function useDatasetEditBlocker(): (owners: readonly UserSummary[]) => string | undefined {
  const { t } = useTranslation();
  const { data } = useGetMyRolesQuery();
  return useCallback(
    (owners) => (canEditDataset(data, owners) ? undefined : t('datasets.notOwnerTooltip')),
    [data, t],
  );
}
