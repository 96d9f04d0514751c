import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/ListView';

/** The fields of `GET /api/v1/chart/` the chart list shows. */
export interface ChartListItem {
  id: number;
  slice_name: string;
  viz_type: string | null;
  datasource_name: string | null;
  changed_on_delta_humanized: string | null;
}

/**
 * The chart list's columns; sortable ones are in the chart resource's `order_columns`. The name is
 * text: Explore, where a chart opens, does not exist yet.
 */
export function chartColumns(t: TFunction): ListColumn<ChartListItem>[] {
  return [
    { key: 'slice_name', title: t('start.charts.nameColumn'), sortable: true },
    { key: 'viz_type', title: t('start.charts.vizTypeColumn'), sortable: true },
    { key: 'datasource_name', title: t('start.charts.datasetColumn'), sortable: true },
    { key: 'changed_on_delta_humanized', title: t('start.charts.lastModifiedColumn'), sortable: true },
  ];
}
