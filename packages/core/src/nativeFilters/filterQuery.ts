import { buildQueryContext } from '../query/buildQueryContext.js';
import type { ExtraFormData, QueryContext, QueryFormData } from '../query/types.js';
import { filterColumn } from './extraFormData.js';
import type { NativeFilter } from './types.js';

/** Superset's filter plugins load at most this many values (the select then searches the server). */
export const FILTER_VALUES_ROW_LIMIT = 1000;

/** The form data a filter's own query starts from: its dataset, pre-filter and time range. */
function filterFormData(filter: NativeFilter, extra: ExtraFormData): QueryFormData {
  return {
    datasource: `${filter.targets[0]?.datasetId ?? 0}__table`,
    viz_type: filter.filterType,
    adhoc_filters: filter.adhoc_filters ?? [],
    time_range: filter.time_range ?? 'No filter',
    row_limit: FILTER_VALUES_ROW_LIMIT,
    extra_form_data: extra,
  };
}

/**
 * A select filter's values query (Superset's filter_select buildQuery): the column's distinct values,
 * sorted by the column (or by `sortMetric`), narrowed by the pre-filter, the parents' values
 * (`cascaded`) and, when the user types, a case-insensitive match of the search text.
 */
export function selectFilterQueryContext(
  filter: NativeFilter,
  cascaded: ExtraFormData = {},
  search = '',
): QueryContext {
  const column = filterColumn(filter) ?? '';
  const ascending = filter.controlValues?.sortAscending !== false;
  const sortMetric = filter.sortMetric || undefined;
  return buildQueryContext(filterFormData(filter, cascaded), (base) => [
    {
      ...base,
      columns: [column],
      metrics: sortMetric ? [sortMetric] : [],
      orderby: [[sortMetric ?? column, ascending]],
      filters: [
        ...(base.filters ?? []),
        ...(search ? [{ col: column, op: 'ILIKE' as const, val: `%${search}%` }] : []),
      ],
    },
  ]);
}

/** A range filter's bounds query: the column's smallest and largest values (`min`, `max`). */
export function rangeFilterQueryContext(filter: NativeFilter, cascaded: ExtraFormData = {}): QueryContext {
  const column = filterColumn(filter) ?? '';
  const bound = (aggregate: 'MIN' | 'MAX', label: string) => ({
    expressionType: 'SIMPLE' as const,
    column: { column_name: column },
    aggregate,
    label,
  });
  return buildQueryContext(filterFormData(filter, cascaded), (base) => [
    { ...base, columns: [], metrics: [bound('MIN', 'min'), bound('MAX', 'max')], orderby: [] },
  ]);
}
