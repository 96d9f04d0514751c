import { isAdmin } from '@loupe/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOwnerSummary } from '../../api/charts';
import { useGetMyRolesQuery, type CurrentUserWithRoles } from '../../api/me';

/** A chart is written by its owners and by admins (the server refuses anyone else's PUT). */
export function canEditChart(
  user: CurrentUserWithRoles | undefined,
  owners: readonly Pick<ChartOwnerSummary, 'id'>[],
): boolean {
  if (!user) return false;
  return isAdmin({ roles: user.roles }) || owners.some((owner) => owner.id === user.id);
}

/** Why the signed-in user may not edit a chart's properties (a tooltip), or undefined when they may. */
export function useChartEditBlocker(): (owners: readonly ChartOwnerSummary[]) => string | undefined {
  const { t } = useTranslation();
  const { data } = useGetMyRolesQuery();
  return useCallback(
    (owners) => (canEditChart(data, owners) ? undefined : t('charts.properties.notOwnerTooltip')),
    [data, t],
  );
}
