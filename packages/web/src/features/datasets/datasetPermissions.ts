import { useTranslation } from 'react-i18next';
import { useOwnerEditBlocker } from '../security/ownership';

/** Why the signed-in user may not edit a dataset (the spec's tooltip), or undefined when they may. */
export function useDatasetEditBlocker() {
  const { t } = useTranslation();
  return useOwnerEditBlocker(t('datasets.notOwnerTooltip'));
}
