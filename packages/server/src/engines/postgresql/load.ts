import type pg from 'pg';

import type { LoadColumnType, LoadTableRequest, LoadValue } from '../EngineSpec.js';
import { quoteWith } from '../sqlText.js';
import {
  decimalTypeName,
  qualifiedName,
  runTableLoad,
  valuesPlaceholders,
  type LoadDialect,
} from '../tableLoad.js';

const TYPES: Readonly<Record<Exclude<LoadColumnType, 'decimal'>, string>> = {
  boolean: 'BOOLEAN',
  integer: 'BIGINT',
  float: 'DOUBLE PRECISION',
  string: 'TEXT',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
};

const quote = (name: string): string => quoteWith('"', name);

export const POSTGRES_LOAD_DIALECT: LoadDialect = {
  quote,
  columnType: (column) => (column.type === 'decimal' ? decimalTypeName(column, 1000) : TYPES[column.type]),
  transactionalDdl: true,
  begin: 'BEGIN',
  // The protocol numbers parameters with an int16.
  maxParameters: 65_535,
  maxRows: 1000,
  rename: (schema, pairs) =>
    pairs.map(
      ([from, to]) =>
        `ALTER TABLE ${qualifiedName(POSTGRES_LOAD_DIALECT, schema, from)} RENAME TO ${quote(to)}`,
    ),
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
