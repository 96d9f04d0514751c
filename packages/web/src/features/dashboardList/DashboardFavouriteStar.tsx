import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddDashboardListFavouriteMutation,
  useRemoveDashboardListFavouriteMutation,
} from '../../api/dashboardList';
import { FavouriteStarButton } from '../../components/FavouriteStar/FavouriteStarButton';
import { useToasts } from '../../components/toasts/useToasts';

/** Stars or unstars one dashboard for the current user (Superset's FaveStar on the list). */
export function DashboardFavouriteStar({
  id,
  name,
  starred,
}: {
  id: number;
  name: string;
  starred: boolean | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  const [add, adding] = useAddDashboardListFavouriteMutation();
  const [remove, removing] = useRemoveDashboardListFavouriteMutation();
  const toggle = async (): Promise<void> => {
    const result = starred ? await remove(id) : await add(id);
    if (result.error) addDangerToast(t('dashboardList.favoriteIssue'));
  };
  return (
    <FavouriteStarButton
      label={t(starred ? 'dashboardList.unstar' : 'dashboardList.star', { name })}
      starred={starred}
      busy={adding.isLoading || removing.isLoading}
      onToggle={() => void toggle()}
    />
  );
}
