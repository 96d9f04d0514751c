import type {
  AdhocColumn,
  AdhocFilter,
  AdhocMetric,
  AdhocMetricSimple,
  AdhocMetricSQL,
  FreeFormAdhocFilter,
  PhysicalColumn,
  QueryFormColumn,
  QueryFormMetric,
  SavedMetric,
  SetOperator,
  SimpleAdhocFilter,
  UnaryOperator,
} from './types.js';

export function isPhysicalColumn(column: unknown): column is PhysicalColumn {
  return typeof column === 'string';
}

/** Superset counts an object as an adhoc column when it has an SQL expression and a label. */
export function isAdhocColumn(column: unknown): column is AdhocColumn {
  if (typeof column !== 'object' || column === null) return false;
  const c = column as Partial<AdhocColumn>;
  return (
    c.sqlExpression !== undefined &&
    c.label !== undefined &&
    (c.expressionType === undefined || c.expressionType === 'SQL')
  );
}

export function isQueryFormColumn(column: unknown): column is QueryFormColumn {
  return isPhysicalColumn(column) || isAdhocColumn(column);
}

export function isSavedMetric(metric: unknown): metric is SavedMetric {
  return typeof metric === 'string';
}

export function isAdhocMetricSimple(metric: unknown): metric is AdhocMetricSimple {
  return typeof metric === 'object' && metric !== null && (metric as AdhocMetric).expressionType === 'SIMPLE';
}

export function isAdhocMetricSQL(metric: unknown): metric is AdhocMetricSQL {
  return typeof metric === 'object' && metric !== null && (metric as AdhocMetric).expressionType === 'SQL';
}

export function isQueryFormMetric(metric: unknown): metric is QueryFormMetric {
  return isSavedMetric(metric) || isAdhocMetricSimple(metric) || isAdhocMetricSQL(metric);
}

export function isSimpleAdhocFilter(filter: AdhocFilter): filter is SimpleAdhocFilter {
  return filter.expressionType === 'SIMPLE';
}

export function isFreeFormAdhocFilter(filter: AdhocFilter): filter is FreeFormAdhocFilter {
  return filter.expressionType === 'SQL';
}

const UNARY_OPERATORS = new Set<string>(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);
const SET_OPERATORS = new Set<string>(['IN', 'NOT IN']);

export function isUnaryOperator(operator: string): operator is UnaryOperator {
  return UNARY_OPERATORS.has(operator);
}

export function isSetOperator(operator: string): operator is SetOperator {
  return SET_OPERATORS.has(operator);
}
