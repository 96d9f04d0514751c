import type { UploadOptions } from '@loupe/core';

import type { LoadColumn } from '../../engines/EngineSpec.js';
import { quoteIdent, type StagedColumn } from './staging.js';

/** The staged, typed table every reader produces. */
export const RAW_TABLE = 'raw';

/** The columns read from the file: columns_read (with the index column) or all of them, in file order. */
export function loadedColumns(names: readonly string[], options: UploadOptions): string[] {
  if (options.columns_read.length === 0) return [...names];
  const wanted = new Set([...options.columns_read, ...(options.index_column ? [options.index_column] : [])]);
  return names.filter((name) => wanted.has(name));
}

interface Output {
  column: LoadColumn;
  /** SQL giving the value as BOOLEAN, BIGINT, DOUBLE or VARCHAR (what the staging stream hands out). */
  sql: string;
}

const TIMESTAMP_TEXT = (x: string): string =>
  `CASE WHEN microsecond(${x}) % 1000000 = 0 THEN strftime(${x}, '%Y-%m-%d %H:%M:%S') ` +
  `ELSE strftime(${x}, '%Y-%m-%d %H:%M:%S.%f') END`;

/** A staged column as a load column, and the SQL that hands its values to the target engine. */
function output(name: string, type: string, sql: string): Output {
  const upper = type.toUpperCase();
  const decimal = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(upper);
  if (upper === 'BOOLEAN') return { column: { name, type: 'boolean' }, sql };
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|UTINYINT|USMALLINT|UINTEGER)$/.test(upper)) {
    return { column: { name, type: 'integer' }, sql: `CAST(${sql} AS BIGINT)` };
  }
  // Integers past BIGINT keep every digit as an exact DECIMAL(38, 0).
  if (/^(UBIGINT|HUGEINT|UHUGEINT)$/.test(upper)) {
    return { column: { name, type: 'decimal', precision: 38, scale: 0 }, sql: `CAST(${sql} AS VARCHAR)` };
  }
  if (upper === 'FLOAT' || upper === 'DOUBLE')
    return { column: { name, type: 'float' }, sql: `CAST(${sql} AS DOUBLE)` };
  if (decimal) {
    return {
      column: { name, type: 'decimal', precision: Number(decimal[1]), scale: Number(decimal[2]) },
      sql: `CAST(${sql} AS VARCHAR)`,
    };
  }
  if (upper === 'DATE') return { column: { name, type: 'date' }, sql: `strftime(${sql}, '%Y-%m-%d')` };
  if (upper.startsWith('TIMESTAMP')) {
    return { column: { name, type: 'timestamp' }, sql: TIMESTAMP_TEXT(`CAST(${sql} AS TIMESTAMP)`) };
  }
  return { column: { name, type: 'string' }, sql: `CAST(${sql} AS VARCHAR)` };
}

/**
 * The table to create and the query that reads its rows from the staged table, with pandas'
 * index rules: index_column alone drops that column (it became the unwritten index); with
 * dataframe_index it comes first, named index_label; dataframe_index alone adds a 0-based row number.
 */
export function shapeStaged(
  staged: readonly StagedColumn[],
  options: UploadOptions,
): { columns: LoadColumn[]; sql: string } {
  const types = new Map(staged.map((c) => [c.name, c.type]));
  const loaded = loadedColumns(
    staged.map((c) => c.name),
    options,
  );
  const outputs: Output[] = [];
  const index = options.index_column;
  if (options.dataframe_index) {
    const label = options.index_label ?? index ?? 'index';
    outputs.push(
      index
        ? output(label, types.get(index) ?? 'VARCHAR', quoteIdent(index))
        : output(label, 'BIGINT', '(row_number() OVER () - 1)'),
    );
  }
  for (const name of loaded) {
    if (name === index) continue;
    outputs.push(output(name, types.get(name) ?? 'VARCHAR', quoteIdent(name)));
  }
  const select = outputs.map((o) => `${o.sql} AS ${quoteIdent(o.column.name)}`);
  const limit = options.rows_to_read === null ? '' : ` LIMIT ${options.rows_to_read}`;
  return {
    columns: outputs.map((o) => o.column),
    sql: `SELECT ${select.join(', ')} FROM ${quoteIdent(RAW_TABLE)}${limit}`,
  };
}
