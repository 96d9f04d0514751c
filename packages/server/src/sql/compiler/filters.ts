import { ownValue } from '@loupe/core';
import type { FilterValue, QueryObjectFilterClause } from '@loupe/core';

import type { EngineSpec, GenericType } from '../../engines/EngineSpec.js';
import { QueryObjectValidationError } from './errors.js';
import { normalizeFilterValue } from './filterValues.js';
import { applyTimeGrain, timeLiteral } from './temporal.js';
import type { CompilerColumn, TimeBounds } from './types.js';

/** A filter's target: its SQL expression and what is known about it. */
export interface FilterTarget {
  sql: string;
  /** The dataset column behind it, when there is one (types, python_date_format, time grains). */
  column: CompilerColumn | null;
  generic: GenericType;
}

const COMPARISONS: Readonly<Record<string, string>> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};
/** Operators whose epoch-millisecond values on a temporal column become datetimes (Superset). */
const TEMPORAL_VALUE_OPERATORS = new Set(['==', '!=', 'IN', 'NOT IN', '>', '<', '>=', '<=']);

function literal(value: FilterValue, spec: EngineSpec): string {
  try {
    return spec.literal(value);
  } catch (e) {
    throw new QueryObjectValidationError((e as Error).message);
  }
}

function epochMsToNaive(ms: number): string | null {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  // Years beyond 9999 do not fit a naive ISO datetime.
  return /^\d{4}-/.test(iso) ? iso.slice(0, 23).replace('Z', '') : null;
}

/** A value as a literal for the target; epoch milliseconds on a temporal column become a datetime. */
function valueSql(value: FilterValue, operator: string, target: FilterTarget, spec: EngineSpec): string {
  const epoch =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[+-]?\d+$/.test(value)
        ? Number(value)
        : null;
  if (
    target.generic === 'temporal' &&
    target.column?.type &&
    epoch !== null &&
    TEMPORAL_VALUE_OPERATORS.has(operator)
  ) {
    const naive = epochMsToNaive(epoch);
    if (naive) return timeLiteral(target.column, naive, spec);
  }
  return literal(value, spec);
}

/** `col >= since AND col < until` on a time column (Superset's get_time_filter); null without bounds. */
export function timeFilter(
  columnSql: string,
  column: CompilerColumn | null,
  bounds: TimeBounds | undefined,
  spec: EngineSpec,
): string | null {
  const parts: string[] = [];
  if (bounds?.since) parts.push(`${columnSql} >= ${timeLiteral(column, bounds.since, spec)}`);
  if (bounds?.until) parts.push(`${columnSql} < ${timeLiteral(column, bounds.until, spec)}`);
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/**
 * One filter clause as SQL, following Superset's get_sqla_query: values normalized for the column's
 * type, IN lists with NULL as `IS NULL OR IN`, an empty list refused, `== null` as IS NULL, LIKE on a
 * non-text column through a cast, ILIKE emulated with LOWER where the engine has none.
 */
export function filterSql(
  filter: QueryObjectFilterClause,
  target: FilterTarget,
  spec: EngineSpec,
  timeRanges: Readonly<Record<string, TimeBounds>> | undefined,
): string | null {
  const op = String(filter.op).toUpperCase();
  const col = target.sql;
  const raw = filter.val;

  if (op === 'IN' || op === 'NOT IN') {
    const list = (Array.isArray(raw) ? raw : [raw ?? null]).map((v) =>
      normalizeFilterValue(v, op, target.generic),
    );
    if (list.length === 0) throw new QueryObjectValidationError('Filter value list cannot be empty');
    const values = list.filter((v) => v !== null);
    const inList =
      values.length > 0 ? `${col} IN (${values.map((v) => valueSql(v, op, target, spec)).join(', ')})` : null;
    let condition = inList ?? `${col} IS NULL`;
    if (inList && values.length < list.length) condition = `(${col} IS NULL OR ${inList})`;
    return op === 'NOT IN' ? `NOT (${condition})` : condition;
  }
  if (op === 'IS NULL') return `${col} IS NULL`;
  if (op === 'IS NOT NULL') return `${col} IS NOT NULL`;
  if (op === 'IS TRUE') return `${col} IS TRUE`;
  if (op === 'IS FALSE') return `${col} IS FALSE`;

  const single = Array.isArray(raw) ? (raw[0] ?? null) : (raw ?? null);
  if (op === 'TEMPORAL_RANGE') {
    if (typeof single !== 'string' || !target.column) return null;
    const bounds = ownValue(timeRanges, single);
    if (!bounds) throw new Error(`Time range not evaluated by the caller: ${single}`);
    const grained = applyTimeGrain(col, filter.grain, spec, target.column);
    return timeFilter(grained, target.column, bounds, spec);
  }

  const value = normalizeFilterValue(single, op, target.generic);
  const comparison = ownValue(COMPARISONS, op);
  if (comparison) {
    if (value === null) {
      if (op === '==') return `${col} IS NULL`;
      if (op === '!=') return `${col} IS NOT NULL`;
      throw new QueryObjectValidationError('Must specify a value for filters with comparison operators');
    }
    return `${col} ${comparison} ${valueSql(value, op, target, spec)}`;
  }
  if (op === 'LIKE' || op === 'NOT LIKE' || op === 'ILIKE' || op === 'NOT ILIKE') {
    if (value === null) {
      throw new QueryObjectValidationError('Must specify a value for filters with comparison operators');
    }
    const text = target.generic === 'string' ? col : `CAST(${col} AS ${spec.textCastType})`;
    const pattern = literal(value, spec);
    const not = op.startsWith('NOT ') ? 'NOT ' : '';
    if (op.endsWith('ILIKE')) {
      return spec.supportsIlike
        ? `${text} ${not}ILIKE ${pattern}`
        : `LOWER(${text}) ${not}LIKE LOWER(${pattern})`;
    }
    return `${text} ${not}LIKE ${pattern}`;
  }
  throw new QueryObjectValidationError(`Invalid filter operation type: ${op}`);
}
