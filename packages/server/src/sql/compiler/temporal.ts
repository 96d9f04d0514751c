import { ownValue } from '@loupe/core';
import type { EngineSpec } from '../../engines/EngineSpec.js';
import { datetimeText, parseNaiveDatetime, type NaiveDatetime } from '../../engines/literals.js';
import { QueryObjectValidationError } from './errors.js';
import type { CompilerColumn } from './types.js';

/** Epoch numbers as timestamps per engine, before a time grain applies (Superset's epoch_to_dttm). */
const EPOCH_SECONDS: Readonly<Record<string, string>> = {
  duckdb: 'EPOCH_MS(CAST({col} * 1000 AS BIGINT))',
  postgresql: "(TIMESTAMP 'epoch' + {col} * INTERVAL '1 second')",
  mysql: 'FROM_UNIXTIME({col})',
  sqlite: "DATETIME({col}, 'unixepoch')",
};

function parse(datetime: string): NaiveDatetime {
  try {
    return parseNaiveDatetime(datetime);
  } catch (e) {
    throw new QueryObjectValidationError((e as Error).message);
  }
}

function epochSeconds(dt: NaiveDatetime): number {
  const [y, mo, d] = dt.date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = dt.time.split(':').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, mo - 1, d, h, mi, s) / 1000);
}

/** Python strftime for the directives date formats use; others are kept as written. */
export function strftime(format: string, dt: NaiveDatetime): string {
  const [y, mo, d] = dt.date.split('-') as [string, string, string];
  const [h, mi, s] = dt.time.split(':') as [string, string, string];
  const parts: Record<string, string> = {
    Y: y,
    y: y.slice(2),
    m: mo,
    d,
    H: h,
    M: mi,
    S: s,
    f: dt.fraction || '000000',
    '%': '%',
  };
  return format.replace(/%(.)/g, (all, key: string) => parts[key] ?? all);
}

function isTemporalType(column: CompilerColumn, spec: EngineSpec): boolean {
  return column.type ? spec.genericType(column.type) === 'temporal' : false;
}

/**
 * A bound of a time filter as a literal comparable with the column, as Superset's dttm_sql_literal:
 * a temporal column gets the engine's datetime literal, a column with python_date_format gets epoch
 * numbers or formatted text, any other column the datetime as text.
 */
export function timeLiteral(column: CompilerColumn | null, datetime: string, spec: EngineSpec): string {
  const dt = parse(datetime);
  if (!column || !column.type || isTemporalType(column, spec)) {
    return spec.datetimeLiteral(datetimeText(dt), column?.type ?? null);
  }
  const format = column.python_date_format;
  if (format === 'epoch_s') return String(epochSeconds(dt));
  if (format === 'epoch_ms') return String(epochSeconds(dt) * 1000);
  if (format) return spec.literal(strftime(format, dt));
  return spec.literal(datetimeText(dt));
}

/** The expression truncated to a time grain through the engine's grain expression. */
export function applyTimeGrain(
  expression: string,
  grain: string | null | undefined,
  spec: EngineSpec,
  column: CompilerColumn | null,
): string {
  if (!grain) return expression;
  // The grain comes from the request: only the map's own entries count (not "toString", "__proto__").
  const grains = spec.timeGrainExpressions as Readonly<Record<string, string | undefined>>;
  const template = ownValue(grains, grain);
  if (typeof template !== 'string')
    throw new QueryObjectValidationError(`No grain spec for ${grain} for database ${spec.engine}`);
  let col = expression;
  const format = column?.python_date_format;
  const epoch = EPOCH_SECONDS[spec.engine];
  if (epoch && format === 'epoch_s') col = epoch.replaceAll('{col}', expression);
  if (epoch && format === 'epoch_ms') col = epoch.replaceAll('{col}', `(${expression} / 1000)`);
  return template.replaceAll('{col}', col);
}
