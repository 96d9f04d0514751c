import {
  buildQueryContext,
  isPhysicalColumn,
  type AdhocColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormOrderBy,
} from '@loupe/core';
import { pivotGroupbys } from './formData';

function isTemporal(formData: QueryFormData, column: string): boolean {
  const lookup = formData.temporal_columns_lookup;
  return typeof lookup === 'object' && lookup !== null && !!(lookup as Record<string, unknown>)[column];
}

/**
 * The pivot table's request, as Superset's: one query grouping by the column then the row group-bys
 * (temporal ones at the time grain), ordered by the series-limit metric or else the first metric in
 * the order_desc direction; the grain lives on the columns, not in `extras`. The pivoting is done in
 * the browser.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const grain = formData.extra_form_data?.time_grain_sqla || formData.time_grain_sqla;
  const columns: QueryFormColumn[] = [
    ...new Set([...pivotGroupbys(formData).columns, ...pivotGroupbys(formData).rows]),
  ].map((column) => {
    if (isPhysicalColumn(column) && grain && isTemporal(formData, column)) {
      const temporal: AdhocColumn = {
        timeGrain: grain,
        columnType: 'BASE_AXIS',
        sqlExpression: column,
        label: column,
        expressionType: 'SQL',
      };
      return temporal;
    }
    return column;
  });

  return buildQueryContext(formData, (base) => {
    const { series_limit_metric: sortMetric, metrics, order_desc: orderDesc } = base;
    let orderby: QueryFormOrderBy[] | undefined;
    if (sortMetric) orderby = [[sortMetric, !orderDesc]];
    else if (metrics?.[0]) orderby = [[metrics[0], !orderDesc]];
    const { time_grain_sqla: _grain, ...extras } = base.extras ?? {};
    return [{ ...base, extras, orderby, columns }];
  });
}
