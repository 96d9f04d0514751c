import type pg from 'pg';

import type { LoadColumnType, LoadTableRequest, LoadValue } from '../EngineSpec.js';
import {
  alterTableRenames,
  decimalTypeName,
  runTableLoad,
  valuesPlaceholders,
  type LoadDialect,
} from '../tableLoad.js';
import { POSTGRES_DIALECT } from './dialect.js';

const TYPES: Readonly<Record<Exclude<LoadColumnType, 'decimal'>, string>> = {
  boolean: 'BOOLEAN',
  integer: 'BIGINT',
  float: 'DOUBLE PRECISION',
  string: 'TEXT',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
};

export const POSTGRES_LOAD_DIALECT: LoadDialect = {
  quoteIdentifier: POSTGRES_DIALECT.quoteIdentifier,
  columnType: (column) => (column.type === 'decimal' ? decimalTypeName(column, 1000) : TYPES[column.type]),
  transactionalDdl: true,
  begin: 'BEGIN',
  // The protocol numbers parameters with an int16.
  maxParameters: 65_535,
  maxRows: 1000,
  rename: (schema, pairs) => alterTableRenames(POSTGRES_LOAD_DIALECT, schema, pairs),
};

/** node-postgres sends parameters as text; bigints are written out exactly. */
function parameter(value: LoadValue): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Loads a table on one pooled client; untyped parameters take the target columns' types. */
export function postgresLoadTable(
  client: pg.PoolClient,
  request: LoadTableRequest,
): Promise<{ rowCount: number }> {
  return runTableLoad(
    {
      run: async (sql) => {
        await client.query(sql);
      },
      insert: async (table, columns, rows) => {
        const placeholders = valuesPlaceholders(rows.length, columns.length, true);
        await client.query({
          text: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`,
          values: rows.flat().map(parameter),
        });
      },
    },
    POSTGRES_LOAD_DIALECT,
    request,
  );
}
