import type { AdhocMetric, AggregateFunction, QueryFormMetric } from '@loupe/core';
import { getMetricLabel } from '@loupe/core';
import { columnKind, newOptionName, type DatasetColumn } from './datasetColumns';

export const AGGREGATES: readonly AggregateFunction[] = [
  'SUM',
  'AVG',
  'MIN',
  'MAX',
  'COUNT',
  'COUNT_DISTINCT',
];

/** A SIMPLE adhoc metric labelled as Superset labels it (`SUM(delay)`). */
export function simpleMetric(
  column: DatasetColumn,
  aggregate: AggregateFunction,
  label?: string,
): AdhocMetric {
  const defaultLabel = `${aggregate}(${column.column_name})`;
  const custom = label !== undefined && label !== '' && label !== defaultLabel;
  return {
    expressionType: 'SIMPLE',
    column: {
      column_name: column.column_name,
      id: column.id,
      type: column.type,
      verbose_name: column.verbose_name,
      expression: column.expression,
      is_dttm: column.is_dttm,
    },
    aggregate,
    label: custom ? label : defaultLabel,
    ...(custom ? { hasCustomLabel: true } : {}),
    optionName: newOptionName('metric'),
  };
}

/** A Custom SQL adhoc metric; its label defaults to the expression, as Superset. */
export function sqlMetric(sqlExpression: string, label?: string): AdhocMetric {
  const custom = label !== undefined && label !== '' && label !== sqlExpression;
  return {
    expressionType: 'SQL',
    sqlExpression,
    label: custom ? label : sqlExpression,
    ...(custom ? { hasCustomLabel: true } : {}),
    optionName: newOptionName('metric'),
  };
}

/** Superset's drop rule: numeric columns are summed, anything else counted distinct. */
export function metricForDroppedColumn(column: DatasetColumn): AdhocMetric {
  return simpleMetric(column, columnKind(column) === 'number' ? 'SUM' : 'COUNT_DISTINCT');
}

export function isMetricValue(value: unknown): value is QueryFormMetric {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || !('expressionType' in value)) return false;
  return value.expressionType === 'SIMPLE' || value.expressionType === 'SQL';
}

/** The metrics a control holds, whatever the form data carries (one, many or nothing). */
export function readMetrics(value: unknown): QueryFormMetric[] {
  const list: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter(isMetricValue);
}

export function metricLabel(metric: QueryFormMetric): string {
  return getMetricLabel(metric);
}
