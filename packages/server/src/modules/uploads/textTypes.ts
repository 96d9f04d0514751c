import type { UploadColumnType } from '@loupe/core';

import { detectDateFormat, type DateFormat } from './dateFormats.js';
import { quoteIdent, type StagingDb } from './staging.js';

/** How one column of text is read: a native type, or text parsed as dates afterwards. */
export interface ColumnPlan {
  name: string;
  readType: 'BIGINT' | 'DOUBLE' | 'BOOLEAN' | 'VARCHAR';
  date: DateFormat | null;
}

const READ_TYPES: Readonly<Record<Exclude<UploadColumnType, 'date' | 'timestamp'>, ColumnPlan['readType']>> =
  {
    integer: 'BIGINT',
    float: 'DOUBLE',
    string: 'VARCHAR',
    boolean: 'BOOLEAN',
  };

/**
 * Counts, per column, the values that are not integers, not numbers, not booleans, not ISO dates and
 * not ISO timestamps. A column takes the first type that reads every value: integers stay exact
 * BIGINTs (pandas would make a column with gaps float), only true/false are booleans.
 */
function inferenceSql(table: string, columns: readonly string[], decimal: string): string {
  const parts = columns.flatMap((column, index) => {
    const v = `trim(${quoteIdent(column)})`;
    // With a decimal comma, a dot is not a decimal point (DuckDB's reader would refuse it).
    const number =
      decimal === '.' ? v : `CASE WHEN contains(${v}, '.') THEN NULL ELSE replace(${v}, $decimal, '.') END`;
    const not = (test: string): string =>
      `count(*) FILTER (WHERE ${v} IS NOT NULL AND NOT coalesce(${test}, false))`;
    return [
      `${not(`regexp_full_match(${v}, '[+-]?[0-9]+') AND TRY_CAST(${v} AS BIGINT) IS NOT NULL`)} AS i${index}`,
      `${not(`TRY_CAST(${number} AS DOUBLE) IS NOT NULL`)} AS f${index}`,
      `${not(`lower(${v}) IN ('true', 'false')`)} AS b${index}`,
      `${not(`NOT contains(${v}, ':') AND TRY_CAST(${v} AS DATE) IS NOT NULL`)} AS d${index}`,
      `${not(`TRY_CAST(${v} AS TIMESTAMP) IS NOT NULL`)} AS t${index}`,
      `count(${v}) AS n${index}`,
    ];
  });
  return `SELECT ${parts.join(', ')} FROM ${quoteIdent(table)}`;
}

/**
 * Plans how each column of a staged all-text table is typed: declared types (column_data_types) first,
 * dates for column_dates in the format that reads them, the narrowest type that reads every value
 * otherwise. Columns that are not loaded stay text and are not examined.
 */
export async function planTextColumns(
  staging: StagingDb,
  table: string,
  options: {
    columns: readonly string[];
    loaded: ReadonlySet<string>;
    declared: Readonly<Record<string, UploadColumnType>>;
    dates: readonly string[];
    dayFirst: boolean;
    decimal: string;
  },
): Promise<ColumnPlan[]> {
  const examined = options.columns.filter((c) => options.loaded.has(c) && !options.declared[c]);
  const params: Record<string, string> = options.decimal === '.' ? {} : { decimal: options.decimal };
  const [counts] = examined.length
    ? await staging.query(inferenceSql(table, examined, options.decimal), params)
    : [{} as Record<string, unknown>];
  const plans: ColumnPlan[] = [];
  for (const name of options.columns) {
    const declared = options.declared[name];
    const wantsDate = options.dates.includes(name) || declared === 'date' || declared === 'timestamp';
    if (!options.loaded.has(name)) {
      plans.push({ name, readType: 'VARCHAR', date: null });
    } else if (wantsDate) {
      const kind = declared === 'date' || declared === 'timestamp' ? declared : undefined;
      const { format } = await detectDateFormat(staging, table, name, { dayFirst: options.dayFirst, kind });
      plans.push({ name, readType: 'VARCHAR', date: format });
    } else if (declared) {
      plans.push({ name, readType: READ_TYPES[declared], date: null });
    } else {
      plans.push(inferred(name, examined.indexOf(name), counts ?? {}));
    }
  }
  return plans;
}

function inferred(name: string, index: number, counts: Record<string, unknown>): ColumnPlan {
  const failing = (prefix: string): number => Number(counts[`${prefix}${index}`] ?? 0);
  if (Number(counts[`n${index}`] ?? 0) === 0) return { name, readType: 'VARCHAR', date: null };
  if (failing('i') === 0) return { name, readType: 'BIGINT', date: null };
  if (failing('f') === 0) return { name, readType: 'DOUBLE', date: null };
  if (failing('b') === 0) return { name, readType: 'BOOLEAN', date: null };
  if (failing('d') === 0) return { name, readType: 'VARCHAR', date: { kind: 'date', format: null } };
  if (failing('t') === 0) return { name, readType: 'VARCHAR', date: { kind: 'timestamp', format: null } };
  return { name, readType: 'VARCHAR', date: null };
}
