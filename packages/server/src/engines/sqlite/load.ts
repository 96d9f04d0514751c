import type { LoadColumnType, LoadTableRequest, LoadValue } from '../EngineSpec.js';
import {
  alterTableRenames,
  decimalTypeName,
  runTableLoad,
  valuesPlaceholders,
  type LoadDialect,
} from '../tableLoad.js';
import { SQLITE_DIALECT } from './dialect.js';
import type { ChildRequest, SqliteChild } from './childProcess.js';

/** Declared types the SQLite spec and its value converter read back as boolean, numeric and temporal. */
const TYPES: Readonly<Record<Exclude<LoadColumnType, 'decimal'>, string>> = {
  boolean: 'BOOLEAN',
  integer: 'INTEGER',
  float: 'REAL',
  string: 'TEXT',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
};

export const SQLITE_LOAD_DIALECT: LoadDialect = {
  quoteIdentifier: SQLITE_DIALECT.quoteIdentifier,
  columnType: (column) => (column.type === 'decimal' ? decimalTypeName(column, 38) : TYPES[column.type]),
  transactionalDdl: true,
  begin: 'BEGIN',
  // The child runs one prepared single-row INSERT per row: the batch is bounded by the message size only.
  maxParameters: Number.MAX_SAFE_INTEGER,
  maxRows: 1000,
  rename: (schema, pairs) => alterTableRenames(SQLITE_LOAD_DIALECT, schema, pairs),
};

/** better-sqlite3 binds no booleans: SQLite stores them as 0 and 1. */
function parameter(value: LoadValue): string | number | bigint | null {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

async function complete(child: SqliteChild, request: ChildRequest): Promise<void> {
  for await (const batch of child.request(request)) void batch;
}

/** Loads a table through one child process, whose single database handle holds the transaction. */
export function sqliteLoadTable(
  child: SqliteChild,
  request: LoadTableRequest,
): Promise<{ rowCount: number }> {
  return runTableLoad(
    {
      run: (sql) => complete(child, { op: 'query', sql, params: [], maxRows: null, batchSize: 1 }),
      insert: (table, columns, rows) =>
        complete(child, {
          op: 'many',
          sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${valuesPlaceholders(1, columns.length, false)}`,
          rows: rows.map((row) => row.map(parameter)),
        }),
    },
    SQLITE_LOAD_DIALECT,
    request,
  );
}
