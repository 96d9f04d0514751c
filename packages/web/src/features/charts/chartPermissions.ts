import { useTranslation } from 'react-i18next';
import { canEditOwned, useOwnerEditBlocker } from '../security/ownership';

/** A chart is written by its owners and by admins. */
export const canEditChart = canEditOwned;

/** Why the signed-in user may not edit a chart's properties (a tooltip), or undefined when they may. */
export function useChartEditBlocker() {
  const { t } = useTranslation();
  return useOwnerEditBlocker(t('charts.properties.notOwnerTooltip'));
}
