import type { GenericType, SqlDialect } from '../EngineSpec.js';
import { baseTypeName, commonGenericType } from '../genericTypes.js';
import {
  literalFunction,
  parseNaiveDatetime,
  sqliteDatetimeText,
  standardStringLiteral,
} from '../literals.js';
import { limitOffsetClause, quoteWith } from '../sqlText.js';
import { timeGrainTable } from '../timeGrains.js';

/** {col} truncated to `start`, plus its `part` rounded down to a multiple of `size` units. */
const bucket = (unit: string, part: string, size: number, start: string): string =>
  `DATETIME(STRFTIME('${start}', {col}), PRINTF('+%d ${unit}', CAST(STRFTIME('${part}', {col}) AS INTEGER) / ${size} * ${size}))`;

/**
 * strftime/datetime forms as in Superset's SQLite spec; the week variants are exact on the boundary
 * day ('weekday N' moves forward to day N, or stays when already there). %w is 0 for Sunday.
 */
export const SQLITE_TIME_GRAINS = timeGrainTable({
  PT1S: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', {col}))",
  PT5S: bucket('seconds', '%S', 5, '%Y-%m-%dT%H:%M:00'),
  PT30S: bucket('seconds', '%S', 30, '%Y-%m-%dT%H:%M:00'),
  PT1M: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}))",
  PT5M: bucket('minutes', '%M', 5, '%Y-%m-%dT%H:00:00'),
  PT10M: bucket('minutes', '%M', 10, '%Y-%m-%dT%H:00:00'),
  PT15M: bucket('minutes', '%M', 15, '%Y-%m-%dT%H:00:00'),
  PT30M: bucket('minutes', '%M', 30, '%Y-%m-%dT%H:00:00'),
  PT1H: "DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}))",
  PT6H: bucket('hours', '%H', 6, '%Y-%m-%dT00:00:00'),
  P1D: "DATETIME({col}, 'start of day')",
  P1W: "DATETIME({col}, 'start of day', '-' || ((CAST(STRFTIME('%w', {col}) AS INTEGER) + 6) % 7) || ' days')",
  P1M: "DATETIME({col}, 'start of month')",
  P3M: "DATETIME({col}, 'start of month', PRINTF('-%d month', (CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3))",
  P1Y: "DATETIME({col}, 'start of year')",
  '1969-12-28T00:00:00Z/P1W': "DATETIME({col}, 'start of day', '-' || STRFTIME('%w', {col}) || ' days')",
  'P1W/1970-01-03T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 6')",
  'P1W/1970-01-04T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 0')",
});

/** Declared types are free text in SQLite; unknown ones fall back to its type-affinity rules. */
function genericType(type: string): GenericType | null {
  const common = commonGenericType(type);
  if (common) return common;
  const base = baseTypeName(type);
  // INTERVAL holds "INT", but a duration is no number to sum.
  if (base.startsWith('interval') || base.endsWith(']')) return null;
  if (base.includes('int')) return 'numeric';
  if (/char|clob|text/.test(base)) return 'string';
  if (/real|floa|doub/.test(base)) return 'numeric';
  return null;
}

/** How SQLite SQL is written: SQLITE_SPEC's, and its introspection's and table loads'. */
export const SQLITE_DIALECT: SqlDialect = {
  quoteIdentifier: (name) => quoteWith('"', name),
  // TRUE/FALSE are keywords only since SQLite 3.23; 1/0 read the same everywhere.
  literal: literalFunction(standardStringLiteral, ['1', '0']),
  datetimeLiteral: (datetime, type) => `'${sqliteDatetimeText(parseNaiveDatetime(datetime), type)}'`,
  supportsIlike: false,
  textCastType: 'TEXT',
  maxColumnNameLength: null,
  timeGrainExpressions: SQLITE_TIME_GRAINS,
  limitClause: limitOffsetClause,
  genericType,
  isTemporalType: (type) => genericType(type) === 'temporal',
};
