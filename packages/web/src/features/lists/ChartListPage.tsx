import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView, type SortState } from '../../components/ListView';
import { chartColumns, type ChartListItem } from './chartColumns';
import { StartHereEmptyState } from './StartHereEmptyState';

const CHARTS_RESOURCE = 'chart';
// Superset's default list order (spec 001 §9).
const INITIAL_SORT: SortState = { column: 'changed_on_delta_humanized', direction: 'desc' };

const chartName = (chart: ChartListItem): string => chart.slice_name;

/** The chart list, with the start-here empty state while there are none. */
export function ChartListPage(): ReactElement {
  const { t } = useTranslation();
  const columns = useMemo(() => chartColumns(t), [t]);
  return (
    <ListView<ChartListItem>
      resource={CHARTS_RESOURCE}
      resourceLabel={t('start.charts.resource')}
      resourceLabelPlural={t('start.charts.resources')}
      title={t('pages.charts')}
      columns={columns}
      initialSort={INITIAL_SORT}
      getItemName={chartName}
      emptyState={<StartHereEmptyState title={t('start.charts.title')} />}
    />
  );
}
