import type { QueryFormColumn, QueryObject } from './types.js';

/** The expression a column names: a plain name, or an adhoc column's SQL. */
function columnExpression(column: QueryFormColumn): string | undefined {
  return typeof column === 'string' ? column : column.sqlExpression;
}

/**
 * Superset's QueryContextFactory `_apply_granularity`: a time column chosen on the dashboard (a
 * `filter_timecolumn` sets the query's `granularity`) takes the place of the chart's temporal x-axis
 * (and of the pivot index built on it); the TEMPORAL_RANGE filter on the replaced column, or else
 * the first TEMPORAL_RANGE filter, is dropped, since the time range then applies to `granularity`.
 */
function withGranularity(
  query: QueryObject,
  temporalColumns: ReadonlySet<string>,
  xAxis?: string,
): QueryObject {
  const granularity = query.granularity;
  if (!granularity) return query;
  const axisColumn = (query.columns ?? []).find(
    (column) => typeof column !== 'string' && column.columnType === 'BASE_AXIS',
  );
  const axis = xAxis ?? (axisColumn ? columnExpression(axisColumn) : undefined);
  let result: QueryObject = { ...query };
  let removed: string | undefined;
  if (axis && temporalColumns.has(axis)) {
    removed = axis;
    result.columns = (query.columns ?? []).map((column) => {
      if (column === axis) return granularity;
      if (typeof column !== 'string' && column.sqlExpression === axis)
        return {
          ...column,
          sqlExpression: granularity,
          ...('label' in column ? { label: granularity } : {}),
        };
      return column;
    });
    result.post_processing = (query.post_processing ?? []).map((rule) =>
      rule && rule.operation === 'pivot'
        ? { ...rule, options: { ...(rule.options as object), index: [granularity] } }
        : rule,
    );
  }
  removed ??= (query.filters ?? []).find((f) => String(f.op).toUpperCase() === 'TEMPORAL_RANGE')?.col as
    string | undefined;
  if (removed !== undefined)
    result = { ...result, filters: (result.filters ?? []).filter((f) => f.col !== removed) };
  return result;
}

/**
 * Superset's QueryContextFactory `_apply_filters`: a query's own `time_range` (a dashboard's time
 * filter sets it through `extra_form_data`) becomes the value of every TEMPORAL_RANGE filter, so a
 * chart that filters its time column by "No filter" follows the dashboard's time range.
 */
function withTimeRangeFilters(query: QueryObject): QueryObject {
  const timeRange = query.time_range;
  if (!timeRange || !query.filters?.some((f) => String(f.op).toUpperCase() === 'TEMPORAL_RANGE'))
    return query;
  return {
    ...query,
    filters: query.filters.map((f) =>
      String(f.op).toUpperCase() === 'TEMPORAL_RANGE' ? { ...f, val: timeRange } : f,
    ),
  };
}

/**
 * What the server does to each query object before compiling it, as Superset's query context
 * factory does: the dashboard's time column replaces the chart's, then its time range applies to
 * every time range filter. `temporalColumns` are the dataset's `is_dttm` column names; `xAxis` is
 * the form data's `x_axis` when the request carries it.
 */
export function withDashboardTimeOverrides(
  query: QueryObject,
  temporalColumns: ReadonlySet<string>,
  xAxis?: string,
): QueryObject {
  return withTimeRangeFilters(withGranularity(query, temporalColumns, xAxis));
}
