import { DTTM_ALIAS } from './constants.js';
import { isAdhocColumn, isPhysicalColumn, isQueryFormColumn } from './guards.js';
import { getColumnLabel } from './labels.js';
import type { QueryFormColumn, QueryFormData, QueryObject } from './types.js';

export function isXAxisSet(formData: QueryFormData): boolean {
  return isQueryFormColumn(formData.x_axis);
}

/** The x-axis of a chart: `x_axis`, else the legacy `__timestamp` when a time column is chosen. */
export function getXAxisColumn(formData: QueryFormData): QueryFormColumn | undefined {
  if (!(formData.granularity_sqla || formData.x_axis)) return undefined;
  if (isXAxisSet(formData)) return formData.x_axis as QueryFormColumn;
  return DTTM_ALIAS;
}

export function getXAxisLabel(formData: QueryFormData): string | undefined {
  const column = getXAxisColumn(formData);
  return column ? getColumnLabel(column) : undefined;
}

/**
 * Marks the x-axis among a query's columns as Superset's normalizeTimeColumn does: it becomes an
 * adhoc column with `columnType: 'BASE_AXIS'` and the query's time grain (a physical name becomes a
 * SQL column referring to it), and `is_timeseries` is dropped. A query without the x-axis is unchanged.
 */
export function normalizeTimeColumn(formData: QueryFormData, queryObject: QueryObject): QueryObject {
  const xAxis = formData.x_axis;
  if (!isQueryFormColumn(xAxis) || !Array.isArray(queryObject.columns)) return queryObject;
  const columns = queryObject.columns;
  const index = columns.findIndex(
    (column) =>
      (isPhysicalColumn(column) && isPhysicalColumn(xAxis) && column === xAxis) ||
      (isAdhocColumn(column) && isAdhocColumn(xAxis) && column.sqlExpression === xAxis.sqlExpression),
  );
  if (index < 0) return queryObject;

  const timeGrain = queryObject.extras?.time_grain_sqla;
  // Without a grain the key is left out rather than sent as undefined.
  const grain = timeGrain === undefined ? {} : { timeGrain };
  const axis = columns[index] as QueryFormColumn;
  const mutated = [...columns];
  // The column's own grain and type, when it has them, win over the query's (spread last).
  mutated[index] = isAdhocColumn(axis)
    ? { ...grain, columnType: 'BASE_AXIS', ...axis }
    : {
        ...grain,
        columnType: 'BASE_AXIS',
        sqlExpression: axis,
        label: axis,
        expressionType: 'SQL',
        isColumnReference: true,
      };
  const result: QueryObject = { ...queryObject, columns: mutated };
  delete result.is_timeseries;
  return result;
}
