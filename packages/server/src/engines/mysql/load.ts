import type mysql from 'mysql2';

import type { LoadColumnType, LoadTableRequest, LoadValue } from '../EngineSpec.js';
import {
  decimalTypeName,
  qualifiedName,
  runTableLoad,
  valuesPlaceholders,
  type LoadDialect,
} from '../tableLoad.js';
import { MYSQL_DIALECT } from './dialect.js';

const TYPES: Readonly<Record<Exclude<LoadColumnType, 'decimal'>, string>> = {
  boolean: 'BOOLEAN',
  integer: 'BIGINT',
  float: 'DOUBLE',
  string: 'TEXT',
  date: 'DATE',
  timestamp: 'DATETIME(6)',
};

/** MySQL commits DDL at once, so a failed load drops what it created instead of rolling it back. */
export const MYSQL_LOAD_DIALECT: LoadDialect = {
  quoteIdentifier: MYSQL_DIALECT.quoteIdentifier,
  columnType: (column) => (column.type === 'decimal' ? decimalTypeName(column, 65, 30) : TYPES[column.type]),
  transactionalDdl: false,
  begin: 'START TRANSACTION',
  // A prepared statement holds at most 65,535 placeholders.
  maxParameters: 65_535,
  maxRows: 1000,
  // RENAME TABLE with several pairs swaps them in one atomic step.
  rename: (schema, pairs) => [
    `RENAME TABLE ${pairs
      .map(
        ([from, to]) =>
          `${qualifiedName(MYSQL_LOAD_DIALECT, schema, from)} TO ${qualifiedName(MYSQL_LOAD_DIALECT, schema, to)}`,
      )
      .join(', ')}`,
  ],
};

/** The binary protocol has no boolean type; bigints are written out exactly. */
function parameter(value: LoadValue): string | number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** Loads a table on one pooled connection with server-side prepared INSERTs, unprepared afterwards. */
export async function mysqlLoadTable(
  connection: mysql.PoolConnection,
  request: LoadTableRequest,
): Promise<{ rowCount: number }> {
  const client = connection.promise();
  const prepared = new Set<string>();
  try {
    return await runTableLoad(
      {
        run: async (sql) => {
          await client.query(sql);
        },
        insert: async (table, columns, rows) => {
          const placeholders = valuesPlaceholders(rows.length, columns.length, false);
          const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`;
          prepared.add(sql);
          await client.execute(sql, rows.flat().map(parameter));
        },
      },
      MYSQL_LOAD_DIALECT,
      request,
    );
  } finally {
    // Pooled connections live on: statements left prepared would count against the server's limit.
    for (const sql of prepared) connection.unprepare(sql);
  }
}
