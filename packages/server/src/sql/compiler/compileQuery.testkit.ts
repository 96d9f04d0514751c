import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { inject } from 'vitest';

import type { EngineConnection, EngineSpec } from '../../engines/EngineSpec.js';
import { DUCKDB_SPEC } from '../../engines/duckdb/spec.js';
import { MYSQL_SPEC } from '../../engines/mysql/spec.js';
import { POSTGRES_SPEC } from '../../engines/postgresql/spec.js';
import { SQLITE_SPEC } from '../../engines/sqlite/spec.js';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import { createMysqlTestDatabase } from '../../testing/mysqlTestDatabase.js';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import type { CompilerDataset } from './types.js';

/** The sales rows every engine gets; notes carry quotes, backslashes and LIKE wildcards. */
export const SALES_ROWS = [
  [1, 'north', 10.5, '2024-01-01 10:00:00', true, "it's"],
  [2, 'south', 20, '2024-01-02 11:00:00', false, 'back\\slash'],
  [3, 'north', 5.25, '2024-02-01 12:00:00', true, 'North'],
  [4, null, 1, '2024-02-03 09:30:00', null, null],
  [5, 'east', 7, '2024-03-15 08:00:00', false, '50%'],
] as const;

interface EngineTypes {
  text: string;
  float: string;
  timestamp: string;
  boolean: string;
}

const TYPES: Record<string, EngineTypes> = {
  duckdb: { text: 'VARCHAR', float: 'DOUBLE', timestamp: 'TIMESTAMP', boolean: 'BOOLEAN' },
  sqlite: { text: 'TEXT', float: 'REAL', timestamp: 'DATETIME', boolean: 'BOOLEAN' },
  postgresql: { text: 'VARCHAR(50)', float: 'DOUBLE PRECISION', timestamp: 'TIMESTAMP', boolean: 'BOOLEAN' },
  mysql: { text: 'VARCHAR(50)', float: 'DOUBLE', timestamp: 'DATETIME', boolean: 'BOOLEAN' },
};

/** Seconds since 1970 of a naive UTC datetime ('YYYY-MM-DD HH:MM:SS'). */
function epochSeconds(datetime: string): number {
  return Date.parse(`${datetime.replace(' ', 'T')}Z`) / 1000;
}

/** Statements creating `sales` with SALES_ROWS, literals written by hand for each engine. */
function salesStatements(spec: EngineSpec): string[] {
  const t = TYPES[spec.engine]!;
  const q = (name: string): string => spec.quoteIdentifier(name);
  const text = (v: string | null): string => {
    if (v === null) return 'NULL';
    const escaped = v.replaceAll("'", "''");
    return spec.engine === 'mysql' ? `'${escaped.replaceAll('\\', '\\\\')}'` : `'${escaped}'`;
  };
  const bool = (v: boolean | null): string =>
    v === null ? 'NULL' : spec.engine === 'sqlite' ? (v ? '1' : '0') : String(v);
  const rows = SALES_ROWS.map(
    ([id, region, amount, soldAt, paid, note]) =>
      `(${id}, ${text(region)}, ${amount}, '${soldAt}', ${bool(paid)}, ${text(note)}, ${epochSeconds(soldAt)})`,
  );
  return [
    `CREATE TABLE ${q('sales')} (${q('id')} INTEGER, ${q('region')} ${t.text}, ${q('amount')} ${t.float}, ${q('sold_at')} ${t.timestamp}, ${q('paid')} ${t.boolean}, ${q('note')} ${t.text}, ${q('sold_epoch')} BIGINT)`,
    `INSERT INTO ${q('sales')} VALUES ${rows.join(', ')}`,
  ];
}

/** The dataset the compiler sees for `sales` on one engine. */
export function salesDataset(spec: EngineSpec, overrides: Partial<CompilerDataset> = {}): CompilerDataset {
  const t = TYPES[spec.engine]!;
  return {
    table_name: 'sales',
    schema: null,
    sql: null,
    main_dttm_col: 'sold_at',
    columns: [
      { column_name: 'id', type: 'INTEGER' },
      { column_name: 'region', type: t.text },
      { column_name: 'amount', type: t.float },
      { column_name: 'sold_at', type: t.timestamp, is_dttm: true },
      { column_name: 'paid', type: t.boolean },
      { column_name: 'note', type: t.text },
      { column_name: 'sold_epoch', type: 'BIGINT', is_dttm: true, python_date_format: 'epoch_s' },
      { column_name: 'region_upper', type: t.text, expression: 'UPPER(region)' },
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)' },
      { metric_name: 'total', expression: 'SUM(amount)' },
    ],
    ...overrides,
  };
}

export interface EngineUnderTest {
  spec: EngineSpec;
  connection: EngineConnection;
  close(): Promise<void>;
}

/** A real database of each engine holding `sales`. */
export const ENGINES: Record<string, () => Promise<EngineUnderTest>> = {
  async duckdb() {
    const fixture = await createDuckdbFixture(salesStatements(DUCKDB_SPEC));
    const connection = DUCKDB_SPEC.connect({ uri: fixture.uri });
    return { spec: DUCKDB_SPEC, connection, close: async () => (await connection.close(), fixture.remove()) };
  },
  async sqlite() {
    const dir = mkdtempSync(path.join(tmpdir(), 'loupe-compile-'));
    const file = path.join(dir, 'sales.db');
    const db = new Database(file);
    for (const statement of salesStatements(SQLITE_SPEC)) db.exec(statement);
    db.close();
    const connection = SQLITE_SPEC.connect({ uri: `sqlite:///${file}` });
    return {
      spec: SQLITE_SPEC,
      connection,
      close: async () => (await connection.close(), rmSync(dir, { recursive: true, force: true })),
    };
  },
  async postgresql() {
    const database = await createPgTestSchema(inject('pgUrl'));
    const connection = POSTGRES_SPEC.connect({ uri: database.url });
    for (const statement of salesStatements(POSTGRES_SPEC)) await connection.execute(statement);
    return {
      spec: POSTGRES_SPEC,
      connection,
      close: async () => (await connection.close(), await database.drop()),
    };
  },
  async mysql() {
    const database = await createMysqlTestDatabase(inject('mysqlUrl'));
    const connection = MYSQL_SPEC.connect({ uri: database.url });
    for (const statement of salesStatements(MYSQL_SPEC)) await connection.execute(statement);
    return {
      spec: MYSQL_SPEC,
      connection,
      close: async () => (await connection.close(), await database.drop()),
    };
  },
};

/** A result value in one comparable form: datetimes as 'YYYY-MM-DD HH:MM:SS', numbers as numbers. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}/.test(value)) {
    return value.slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value} 00:00:00`;
  return value;
}

export function plainRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}
