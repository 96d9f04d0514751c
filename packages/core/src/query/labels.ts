import { isPhysicalColumn, isSavedMetric } from './guards.js';
import type { QueryFormColumn, QueryFormMetric } from './types.js';

/**
 * The name a metric's values carry in a chart data response: the saved metric's name, else the
 * adhoc metric's label, else `AGG(column)` for a simple metric or the SQL expression.
 */
export function getMetricLabel(metric: QueryFormMetric): string {
  if (isSavedMetric(metric)) return metric;
  // Not a metric at all (null from a hand-made request): no label; the request's validation refuses it.
  if (typeof metric !== 'object' || metric === null) return '';
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE') {
    // Older form data spells the column name in camel case.
    const column = metric.column as { column_name?: string; columnName?: string };
    return `${metric.aggregate}(${column.columnName || column.column_name})`;
  }
  return metric.sqlExpression;
}

/** The name a column carries in a response: its name, else the adhoc column's label or SQL expression. */
export function getColumnLabel(column: QueryFormColumn): string {
  if (isPhysicalColumn(column)) return column;
  if (typeof column !== 'object' || column === null) return '';
  return column.label || column.sqlExpression;
}
