import type { KeyDescription, ListTablesOptions, TableDescription, TableSummary } from '../EngineSpec.js';
import {
  column,
  groupForeignKeys,
  tableNotFound,
  tableType,
  text,
  type ForeignKeyRow,
  type RowQuery,
} from '../introspection.js';
import { containsPattern, LIKE_ESCAPE, pageClause } from '../sqlText.js';
import { SQLITE_DIALECT } from './dialect.js';

// SQLite's "schemas" are its attached databases: main plus any ATTACHed file (temp is left out).

export async function sqliteSchemas(query: RowQuery): Promise<string[]> {
  const rows = await query('SELECT name FROM pragma_database_list ORDER BY seq');
  return rows.map((row) => text(row.name)).filter((name) => name !== 'temp');
}

export async function sqliteTables(
  query: RowQuery,
  schema: string,
  options: ListTablesOptions,
): Promise<{ count: number; result: TableSummary[] }> {
  // LIKE is case-insensitive for ASCII in SQLite, which is what the search wants.
  const filter =
    `type IN ('table', 'view') AND name NOT LIKE 'sqlite${LIKE_ESCAPE}_%' ESCAPE '${LIKE_ESCAPE}'` +
    (options.search ? ` AND name LIKE ? ESCAPE '${LIKE_ESCAPE}'` : '');
  const params = options.search ? [containsPattern(options.search)] : [];
  const master = `${SQLITE_DIALECT.quoteIdentifier(schema)}.sqlite_master`;
  const [counted] = await query(`SELECT count(*) AS n FROM ${master} WHERE ${filter}`, params);
  const rows = await query(
    `SELECT name, type FROM ${master} WHERE ${filter} ORDER BY name ${pageClause(options)}`,
    params,
  );
  return {
    count: Number(counted?.n ?? 0),
    result: rows.map((row) => ({ name: text(row.name), type: tableType(row.type) })),
  };
}

export async function sqliteDescribeTable(
  query: RowQuery,
  schemaOrNull: string | null,
  table: string,
): Promise<TableDescription> {
  const schema = schemaOrNull ?? 'main';
  const master = `${SQLITE_DIALECT.quoteIdentifier(schema)}.sqlite_master`;
  const found = await query(`SELECT type FROM ${master} WHERE name = ? AND type IN ('table', 'view')`, [
    table,
  ]);
  if (found.length === 0) throw tableNotFound(schemaOrNull, table);
  // hidden = 1 marks a virtual table's hidden columns; generated columns (2, 3) are real columns.
  const columns = await query(
    'SELECT name, type, "notnull" AS not_null, pk FROM pragma_table_xinfo(?, ?) WHERE hidden <> 1 ORDER BY cid',
    [table, schema],
  );
  const primary = columns
    .filter((row) => Number(row.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk))
    .map((row) => text(row.name));
  return {
    name: table,
    schema,
    columns: columns.map((row) => column(row.name, row.type, Number(row.not_null) === 0, null)),
    primaryKey: primary.length > 0 ? { name: null, column_names: primary } : null,
    foreignKeys: await foreignKeys(query, schema, table),
    indexes: await indexes(query, schema, table),
    comment: null,
  };
}

async function primaryKeyColumns(query: RowQuery, schema: string, table: string): Promise<string[]> {
  const rows = await query('SELECT name, pk FROM pragma_table_info(?, ?) WHERE pk > 0 ORDER BY pk', [
    table,
    schema,
  ]);
  return rows.map((row) => text(row.name));
}

async function foreignKeys(
  query: RowQuery,
  schema: string,
  table: string,
): Promise<TableDescription['foreignKeys']> {
  const rows = await query(
    'SELECT id, seq, "table" AS referred, "from" AS source, "to" AS target FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq',
    [table, schema],
  );
  const keyRows: ForeignKeyRow[] = [];
  for (const row of rows) {
    let target = row.target === null ? null : text(row.target);
    // REFERENCES t without columns points at t's primary key.
    if (target === null) {
      const referredKey = await primaryKeyColumns(query, schema, text(row.referred));
      target = referredKey[Number(row.seq)] ?? '';
    }
    keyRows.push({
      // SQLite's foreign keys have no names: the id groups a key's columns, and is dropped afterwards.
      name: String(row.id),
      column: text(row.source),
      position: Number(row.seq),
      referredSchema: schema,
      referredTable: text(row.referred),
      referredColumn: target,
    });
  }
  return groupForeignKeys(keyRows).map((key) => ({ ...key, name: null }));
}

async function indexes(query: RowQuery, schema: string, table: string): Promise<KeyDescription[]> {
  // Primary keys are reported separately; sqlite_autoindex_* back UNIQUE constraints (as in SQLAlchemy).
  const list = await query(
    `SELECT name FROM pragma_index_list(?, ?) WHERE origin <> 'pk' AND name NOT LIKE 'sqlite${LIKE_ESCAPE}_autoindex${LIKE_ESCAPE}_%' ESCAPE '${LIKE_ESCAPE}' ORDER BY name`,
    [table, schema],
  );
  const result: KeyDescription[] = [];
  for (const row of list) {
    const name = text(row.name);
    const columns = await query('SELECT name FROM pragma_index_info(?, ?) ORDER BY seqno', [name, schema]);
    result.push({ name, column_names: columns.map((entry) => text(entry.name)) });
  }
  return result;
}
