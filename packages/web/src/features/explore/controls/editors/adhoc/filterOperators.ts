import type { AdhocFilterOperator, FilterValue } from '@loupe/core';
import type { ColumnKind } from './datasetColumns';

/** Superset's filter operator ids (`operatorId`) with the SQL operator each writes (`operator`). */
export const OPERATORS = {
  EQUALS: '==',
  NOT_EQUALS: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  IS_NOT_NULL: 'IS NOT NULL',
  IS_NULL: 'IS NULL',
  LATEST_PARTITION: 'LATEST PARTITION',
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
} as const satisfies Record<string, AdhocFilterOperator>;

export type OperatorId = keyof typeof OPERATORS;

export const DEFAULT_OPERATOR: OperatorId = 'IN';

const MULTI_OPERATORS: ReadonlySet<OperatorId> = new Set(['IN', 'NOT_IN']);
const UNARY_OPERATORS: ReadonlySet<OperatorId> = new Set(['IS_NOT_NULL', 'IS_NULL', 'IS_TRUE', 'IS_FALSE']);

export function isMultiOperator(id: OperatorId): boolean {
  return MULTI_OPERATORS.has(id);
}

export function isUnaryOperator(id: OperatorId): boolean {
  return UNARY_OPERATORS.has(id);
}

export function isOperatorId(value: unknown): value is OperatorId {
  return typeof value === 'string' && Object.hasOwn(OPERATORS, value);
}

/** The id of an operator as older form data holds it (only `operator`, no `operatorId`). */
export function operatorIdOf(operator: unknown, operatorId: unknown): OperatorId {
  if (isOperatorId(operatorId)) return operatorId;
  const found = (Object.keys(OPERATORS) as OperatorId[]).find((id) => OPERATORS[id] === operator);
  return found ?? DEFAULT_OPERATOR;
}

/**
 * The operators offered for a column kind, as Superset's relevance rule: IS TRUE/IS FALSE only on
 * boolean or number columns; a boolean column allows only those and the null checks; a temporal
 * column is filtered by a time range first (TEMPORAL_RANGE, edited with the time range picker);
 * LATEST PARTITION (partition columns only) is never offered as a plain choice.
 */
export function operatorsFor(kind: ColumnKind): OperatorId[] {
  const all = (Object.keys(OPERATORS) as OperatorId[]).filter(
    (id) => id !== 'LATEST_PARTITION' && id !== 'TEMPORAL_RANGE',
  );
  if (kind === 'boolean') return ['IS_TRUE', 'IS_FALSE', 'IS_NULL', 'IS_NOT_NULL'];
  if (kind === 'number') return all;
  const plain = all.filter((id) => id !== 'IS_TRUE' && id !== 'IS_FALSE');
  return kind === 'temporal' ? ['TEMPORAL_RANGE', ...plain] : plain;
}

/** The operator a newly picked column starts with: a time range for a temporal column, else IN. */
export function defaultOperatorFor(kind: ColumnKind): OperatorId {
  return kind === 'temporal' ? 'TEMPORAL_RANGE' : DEFAULT_OPERATOR;
}

/** Keeps the comparator in the shape the operator takes: a list for IN/NOT IN, else one value. */
export function comparatorFor(
  id: OperatorId,
  comparator: FilterValue | FilterValue[] | undefined,
): FilterValue | FilterValue[] | undefined {
  if (id === 'TEMPORAL_RANGE') return typeof comparator === 'string' && comparator ? comparator : 'No filter';
  if (id === 'IS_TRUE') return true;
  if (id === 'IS_FALSE') return false;
  if (isUnaryOperator(id)) return undefined;
  if (isMultiOperator(id))
    return comparator === undefined || comparator === null
      ? []
      : Array.isArray(comparator)
        ? comparator
        : [comparator];
  return Array.isArray(comparator) ? comparator[0] : comparator;
}
