import { randomBytes } from 'node:crypto';

import {
  EngineError,
  type LoadColumn,
  type LoadTableRequest,
  type LoadValue,
  type SqlDialect,
} from './EngineSpec.js';

/**
 * The engine-independent half of `EngineConnection.loadTable`: which tables to create, fill, drop and
 * rename, in which order, so that a failure leaves no half-made table and a replaced table is only
 * dropped once its successor holds every row. Each engine supplies a dialect and a session on one
 * connection (engines/<name>/load.ts).
 */

type Row = readonly LoadValue[];

export interface LoadSession {
  /** Runs one statement without parameters (DDL, transaction control). */
  run(sql: string): Promise<void>;
  /** Inserts rows into `table` (already quoted, maybe schema-qualified) with bound parameters. */
  insert(table: string, columns: readonly string[], rows: readonly Row[]): Promise<void>;
  /**
   * A faster bulk path for a table this load created (so its columns are exactly the load's, in
   * order), where the engine has one (DuckDB's appender).
   */
  appendRows?(schema: string | null, table: string, rows: readonly Row[]): Promise<void>;
}

export interface LoadDialect {
  /** The engine's identifier quoting: its SqlDialect's, so loads quote exactly as the spec does. */
  quoteIdentifier: SqlDialect['quoteIdentifier'];
  columnType(column: LoadColumn): string;
  /** Whether CREATE, DROP and RENAME roll back with a transaction (MySQL commits DDL at once). */
  transactionalDdl: boolean;
  begin: string;
  /** Most bound parameters in one INSERT, and most rows. */
  maxParameters: number;
  maxRows: number;
  /** Renames `from` to `to` in the same schema; several pairs are swapped atomically where the engine can. */
  rename(schema: string | null, pairs: readonly (readonly [string, string])[]): string[];
}

/** A name for a scratch table beside the target: short, so engines' name limits (63, 64) never cut it. */
export function scratchTableName(kind: 'upload' | 'old'): string {
  return `_loupe_${kind}_${randomBytes(5).toString('hex')}`;
}

export function qualifiedName(dialect: LoadDialect, schema: string | null, table: string): string {
  return schema === null
    ? dialect.quoteIdentifier(table)
    : `${dialect.quoteIdentifier(schema)}.${dialect.quoteIdentifier(table)}`;
}

/** `ALTER TABLE ... RENAME TO ...`, one statement per pair: the rename of engines without a multi-table RENAME. */
export function alterTableRenames(
  dialect: LoadDialect,
  schema: string | null,
  pairs: readonly (readonly [string, string])[],
): string[] {
  return pairs.map(
    ([from, to]) =>
      `ALTER TABLE ${qualifiedName(dialect, schema, from)} RENAME TO ${dialect.quoteIdentifier(to)}`,
  );
}

function createTableSql(
  dialect: LoadDialect,
  name: string,
  columns: readonly LoadColumn[],
  ifNotExists = false,
): string {
  const definitions = columns.map((c) => `${dialect.quoteIdentifier(c.name)} ${dialect.columnType(c)}`);
  return `CREATE TABLE ${ifNotExists ? 'IF NOT EXISTS ' : ''}${name} (${definitions.join(', ')})`;
}

/** `(?, ?), (?, ?)` for question-mark engines, `($1, $2), ($3, $4)` for numbered ones. */
export function valuesPlaceholders(rows: number, columns: number, numbered: boolean): string {
  const groups: string[] = [];
  for (let row = 0; row < rows; row++) {
    const marks: string[] = [];
    for (let column = 0; column < columns; column++) {
      marks.push(numbered ? `$${row * columns + column + 1}` : '?');
    }
    groups.push(`(${marks.join(', ')})`);
  }
  return groups.join(', ');
}

/**
 * Feeds every row batch to the session, through its bulk path when the table is the load's own, else
 * in INSERTs within the dialect's limits; returns the row count.
 */
async function insertAll(
  session: LoadSession,
  dialect: LoadDialect,
  into: { schema: string | null; name: string; created: boolean },
  request: LoadTableRequest,
): Promise<number> {
  let count = 0;
  const appendRows = into.created ? session.appendRows?.bind(session) : undefined;
  if (appendRows) {
    for await (const batch of request.rows) {
      await appendRows(into.schema, into.name, batch);
      count += batch.length;
    }
    return count;
  }
  const table = qualifiedName(dialect, into.schema, into.name);
  const names = request.columns.map((c) => dialect.quoteIdentifier(c.name));
  const perInsert = Math.max(
    1,
    Math.min(dialect.maxRows, Math.floor(dialect.maxParameters / Math.max(1, names.length))),
  );
  for await (const batch of request.rows) {
    for (let start = 0; start < batch.length; start += perInsert) {
      const rows = batch.slice(start, start + perInsert);
      await session.insert(table, names, rows);
      count += rows.length;
    }
  }
  return count;
}

/** One transaction around everything: a rollback undoes the created table too. */
async function loadInTransaction(
  session: LoadSession,
  dialect: LoadDialect,
  request: LoadTableRequest,
): Promise<number> {
  const { schema, table, mode } = request;
  const target = qualifiedName(dialect, schema, table);
  const scratch = scratchTableName('upload');
  const name = mode === 'replace' ? scratch : table;
  const into = qualifiedName(dialect, schema, name);
  await session.run(dialect.begin);
  try {
    if (mode !== 'append') await session.run(createTableSql(dialect, into, request.columns));
    const count = await insertAll(session, dialect, { schema, name, created: mode !== 'append' }, request);
    if (mode === 'replace') {
      await session.run(`DROP TABLE IF EXISTS ${target}`);
      for (const sql of dialect.rename(schema, [[scratch, table]])) await session.run(sql);
    }
    await session.run('COMMIT');
    return count;
  } catch (error) {
    await session.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Rows in a transaction; tables made on the way are dropped again when anything fails. */
async function loadWithCleanup(
  session: LoadSession,
  dialect: LoadDialect,
  request: LoadTableRequest,
): Promise<number> {
  const { schema, table, mode } = request;
  const target = qualifiedName(dialect, schema, table);
  const scratch = scratchTableName('upload');
  const created = mode === 'append' ? null : mode === 'replace' ? scratch : table;
  const into = created === null ? target : qualifiedName(dialect, schema, created);
  if (created !== null) await session.run(createTableSql(dialect, into, request.columns));
  try {
    await session.run(dialect.begin);
    let count: number;
    try {
      const name = created ?? table;
      count = await insertAll(session, dialect, { schema, name, created: created !== null }, request);
      await session.run('COMMIT');
    } catch (error) {
      await session.run('ROLLBACK').catch(() => undefined);
      throw error;
    }
    if (mode === 'replace') {
      // The target may not exist yet; an empty stand-in makes the swap one atomic statement either way.
      const old = scratchTableName('old');
      await session.run(createTableSql(dialect, target, request.columns, true));
      for (const sql of dialect.rename(schema, [
        [table, old],
        [scratch, table],
      ])) {
        await session.run(sql);
      }
      await session.run(`DROP TABLE IF EXISTS ${qualifiedName(dialect, schema, old)}`);
    }
    return count;
  } catch (error) {
    if (created !== null) await session.run(`DROP TABLE IF EXISTS ${into}`).catch(() => undefined);
    throw error;
  }
}

/** Runs a load on one engine session, transactionally where the engine allows it. */
export function runTableLoad(
  session: LoadSession,
  dialect: LoadDialect,
  request: LoadTableRequest,
): Promise<{ rowCount: number }> {
  if (request.columns.length === 0) {
    return Promise.reject(new EngineError('A table needs at least one column.'));
  }
  const load = dialect.transactionalDdl ? loadInTransaction : loadWithCleanup;
  return load(session, dialect, request).then((rowCount) => ({ rowCount }));
}

/** DECIMAL(p, s) within an engine's largest precision; a scale never exceeds the precision. */
export function decimalTypeName(column: LoadColumn, maxPrecision: number, maxScale = maxPrecision): string {
  const precision = Math.min(Math.max(column.precision ?? 38, 1), maxPrecision);
  const scale = Math.min(Math.max(column.scale ?? 0, 0), maxScale, precision);
  return `DECIMAL(${precision}, ${scale})`;
}
