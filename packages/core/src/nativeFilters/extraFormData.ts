import type { DataMask } from '../query/dashboardFormData.js';
import type { ExtraFormData, FilterValue, QueryFormColumn } from '../query/types.js';
import type { NativeFilter } from './types.js';

/** The adhoc filter Superset sends for an empty select filter that "filters out everything". */
export const EMPTY_FILTER_SQL = '1 = 0';

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * A select filter's `extra_form_data` (Superset's getSelectExtraFormData): `IN` the chosen values,
 * `NOT IN` when the selection is inverted; nothing chosen applies nothing, unless the filter is an
 * "empty filter", which then matches no row.
 */
export function selectExtraFormData(
  column: QueryFormColumn,
  values: readonly FilterValue[] | null | undefined,
  options: { enableEmptyFilter?: boolean; inverseSelection?: boolean } = {},
): ExtraFormData {
  if (!values || values.length === 0) {
    return options.enableEmptyFilter
      ? { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: EMPTY_FILTER_SQL }] }
      : {};
  }
  return { filters: [{ col: column, op: options.inverseSelection ? 'NOT IN' : 'IN', val: [...values] }] };
}

/** A range filter's `extra_form_data`: `>=` and `<=` its ends, `==` when both ends are the same. */
export function rangeExtraFormData(
  column: QueryFormColumn,
  lower: number | null | undefined,
  upper: number | null | undefined,
): ExtraFormData {
  if (hasValue(lower) && lower === upper) return { filters: [{ col: column, op: '==', val: lower! }] };
  const filters: NonNullable<ExtraFormData['filters']> = [];
  if (hasValue(lower)) filters.push({ col: column, op: '>=', val: lower! });
  if (hasValue(upper)) filters.push({ col: column, op: '<=', val: upper! });
  return filters.length ? { filters } : {};
}

/** The column a filter targets, or undefined (a time range filter has none). */
export function filterColumn(filter: NativeFilter): string | undefined {
  return filter.targets[0]?.column?.name;
}

/**
 * The data mask a native filter sets for a value picked in the filter bar: what it asks of the charts
 * in its scope (`extraFormData`) and what the bar shows (`filterState.value`). A value of null or
 * an empty list clears the filter.
 */
export function nativeFilterDataMask(filter: NativeFilter, value: unknown): DataMask {
  const column = filterColumn(filter);
  const controls = filter.controlValues ?? {};
  const cleared = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  let extraFormData: ExtraFormData = {};
  switch (filter.filterType) {
    case 'filter_select':
      if (column)
        extraFormData = selectExtraFormData(
          column,
          cleared ? null : ((Array.isArray(value) ? value : [value]) as FilterValue[]),
          controls,
        );
      break;
    case 'filter_range': {
      const [lower, upper] = Array.isArray(value) ? (value as (number | null)[]) : [null, null];
      if (column && !cleared) extraFormData = rangeExtraFormData(column, lower, upper);
      break;
    }
    case 'filter_time':
      if (typeof value === 'string' && value) extraFormData = { time_range: value };
      break;
    case 'filter_timegrain':
      if (typeof value === 'string' && value) extraFormData = { time_grain_sqla: value };
      else if (Array.isArray(value) && typeof value[0] === 'string')
        extraFormData = { time_grain_sqla: value[0] };
      break;
    case 'filter_timecolumn':
      if (typeof value === 'string' && value) extraFormData = { granularity_sqla: value };
      else if (Array.isArray(value) && typeof value[0] === 'string')
        extraFormData = { granularity_sqla: value[0] };
      break;
    default:
      break;
  }
  return { id: filter.id, extraFormData, filterState: { value: cleared ? null : value } };
}

/**
 * The data mask a chart sets when a user clicks one of its values to cross-filter (Superset's
 * cross-filter: `IN` the clicked values of the chart's column); no values clears it.
 */
export function crossFilterDataMask(
  chartId: number,
  column: QueryFormColumn,
  values: readonly FilterValue[],
  label?: string,
): DataMask {
  if (values.length === 0)
    return { id: String(chartId), extraFormData: {}, filterState: { value: null, selectedValues: null } };
  return {
    id: String(chartId),
    extraFormData: { filters: [{ col: column, op: 'IN', val: [...values] }] },
    filterState: {
      value: [...values],
      selectedValues: [...values],
      label: label ?? values.map(String).join(', '),
    },
  };
}

/**
 * What a chart asks of the others when a user clicks one of its groups (Superset's pie, timeseries and
 * other groupby charts): per groupby column, `IN` the clicked groups' values (`IS NULL` for a null
 * group). `picked` holds each clicked group's values in groupby order; none clears the filter.
 */
export function groupbyCrossFilterMask(
  groupby: readonly string[],
  picked: readonly (readonly unknown[])[],
  labels: readonly string[],
): DataMask {
  if (picked.length === 0 || groupby.length === 0)
    return { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: null } };
  const filters = groupby.map((col, index) => {
    const values = picked.map((group) => group[index]);
    return values.some((value) => value === null || value === undefined)
      ? { col, op: 'IS NULL' as const }
      : { col, op: 'IN' as const, val: values as FilterValue[] };
  });
  return {
    extraFormData: { filters },
    filterState: {
      label: labels.join(', '),
      value: picked.map((group) => [...group]),
      selectedValues: [...labels],
    },
  };
}

/** A time-axis chart's cross-filter: the clicked period as the charts' time range. */
export function timeCrossFilterDataMask(chartId: number, timeRange: string, label?: string): DataMask {
  return {
    id: String(chartId),
    extraFormData: { time_range: timeRange },
    filterState: { value: timeRange, label: label ?? timeRange },
  };
}

/** Whether a data mask asks anything of the charts (a cleared filter asks nothing). */
export function isActiveDataMask(mask: DataMask | undefined): boolean {
  // A chart that clears its cross-filter sends `filters: []`: that asks nothing either.
  return Object.values(mask?.extraFormData ?? {}).some(
    (value) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
}
