import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddChartFavouriteMutation, useRemoveChartFavouriteMutation } from '../../api/charts';
import { useToasts } from '../../components/toasts/useToasts';

/** Superset's FaveStar: stars or unstars one chart for the current user. */
export function FavouriteStar({
  id,
  name,
  starred,
}: {
  id: number;
  name: string;
  /** Undefined while the status is not known yet: the star shows empty and cannot be clicked. */
  starred: boolean | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { addDangerToast } = useToasts();
  const [add, adding] = useAddChartFavouriteMutation();
  const [remove, removing] = useRemoveChartFavouriteMutation();
  const label = t(starred ? 'charts.list.unstar' : 'charts.list.star', { name });
  const toggle = async (): Promise<void> => {
    const result = starred ? await remove(id) : await add(id);
    if (result.error) addDangerToast(t('charts.list.favoriteIssue'));
  };
  return (
    <Button
      type="text"
      size="small"
      aria-label={label}
      aria-pressed={starred === true}
      title={label}
      disabled={starred === undefined || adding.isLoading || removing.isLoading}
      onClick={() => void toggle()}
      icon={starred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
    />
  );
}
