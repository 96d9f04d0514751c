import type { ReactElement } from 'react';
import { useGetChartFavouriteStatusQuery } from '../../../api/charts';
import { FavouriteStar } from '../../charts/FavouriteStar';

/** The saved chart's favourite star in Explore's header, with its status read for this user. */
export function ExploreStar({ chartId, name }: { chartId: number; name: string }): ReactElement {
  const status = useGetChartFavouriteStatusQuery([chartId]);
  return <FavouriteStar id={chartId} name={name} starred={status.data?.[chartId]} />;
}
