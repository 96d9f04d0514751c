import type { ListTablesOptions, TableDescription, TableSummary } from '../EngineSpec.js';
import {
  column,
  groupForeignKeys,
  groupKeys,
  nullableText,
  tableNotFound,
  text,
  type RowQuery,
} from '../introspection.js';
import { containsPattern, LIKE_ESCAPE, pageClause } from '../sqlText.js';

export async function postgresSchemas(query: RowQuery): Promise<string[]> {
  const rows = await query(
    `SELECT nspname FROM pg_namespace
     WHERE nspname NOT IN ('pg_catalog', 'information_schema')
       AND nspname NOT LIKE 'pg${LIKE_ESCAPE}_toast%' ESCAPE '${LIKE_ESCAPE}'
       AND nspname NOT LIKE 'pg${LIKE_ESCAPE}_temp${LIKE_ESCAPE}_%' ESCAPE '${LIKE_ESCAPE}'
     ORDER BY nspname`,
  );
  return rows.map((row) => text(row.nspname));
}

// r table, p partitioned table, f foreign table, v view, m materialized view.
const RELATIONS = `
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm')`;

/** Count and page in SQL on pg_class, so a schema with thousands of tables is never read whole. */
export async function postgresTables(
  query: RowQuery,
  schema: string,
  options: ListTablesOptions,
): Promise<{ count: number; result: TableSummary[] }> {
  const filter = options.search ? ` AND c.relname ILIKE $2 ESCAPE '${LIKE_ESCAPE}'` : '';
  const params = options.search ? [schema, containsPattern(options.search)] : [schema];
  const [counted] = await query(`SELECT count(*) AS n ${RELATIONS}${filter}`, params);
  const rows = await query(
    `SELECT c.relname AS name,
       CASE c.relkind WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized_view' ELSE 'table' END AS type
     ${RELATIONS}${filter} ORDER BY c.relname ${pageClause(options)}`,
    params,
  );
  return {
    count: Number(counted?.n ?? 0),
    result: rows.map((row) => ({ name: text(row.name), type: row.type as TableSummary['type'] })),
  };
}

export async function postgresDescribeTable(
  query: RowQuery,
  schemaOrNull: string | null,
  table: string,
): Promise<TableDescription> {
  const schema = schemaOrNull ?? text((await query('SELECT current_schema() AS s'))[0]?.s);
  const [relation] = await query(
    `SELECT c.oid::int8 AS oid, obj_description(c.oid, 'pg_class') AS comment ${RELATIONS} AND c.relname = $2`,
    [schema, table],
  );
  if (!relation) throw tableNotFound(schemaOrNull, table);
  const oid = Number(relation.oid);
  const columns = await query(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
       col_description(a.attrelid, a.attnum) AS comment
     FROM pg_attribute a WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [oid],
  );
  const primary = await query(
    `SELECT con.conname AS name, a.attname AS column, k.ord AS position
     FROM pg_constraint con
     CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
     WHERE con.conrelid = $1 AND con.contype = 'p' ORDER BY k.ord`,
    [oid],
  );
  const foreign = await query(
    `SELECT con.conname AS name, a.attname AS column, k.ord AS position, rn.nspname AS referred_schema,
       rc.relname AS referred_table, ra.attname AS referred_column
     FROM pg_constraint con
     CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(attnum, refnum, ord)
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
     JOIN pg_class rc ON rc.oid = con.confrelid
     JOIN pg_namespace rn ON rn.oid = rc.relnamespace
     JOIN pg_attribute ra ON ra.attrelid = con.confrelid AND ra.attnum = k.refnum
     WHERE con.conrelid = $1 AND con.contype = 'f' ORDER BY con.conname, k.ord`,
    [oid],
  );
  // Key columns only (INCLUDE columns come after indnkeyatts); expression parts have attnum 0 and drop out.
  const indexes = await query(
    `SELECT ic.relname AS name, a.attname AS column, k.ord AS position
     FROM pg_index i
     JOIN pg_class ic ON ic.oid = i.indexrelid
     CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
     WHERE i.indrelid = $1 AND NOT i.indisprimary AND k.ord <= i.indnkeyatts
     ORDER BY ic.relname, k.ord`,
    [oid],
  );
  const keyRow = (
    row: Record<string, unknown>,
  ): { name: string | null; column: string; position: number } => ({
    name: nullableText(row.name),
    column: text(row.column),
    position: Number(row.position),
  });
  return {
    name: table,
    schema,
    columns: columns.map((row) => column(row.name, row.type, row.nullable === true, row.comment)),
    primaryKey: groupKeys(primary.map(keyRow))[0] ?? null,
    foreignKeys: groupForeignKeys(
      foreign.map((row) => ({
        ...keyRow(row),
        referredSchema: nullableText(row.referred_schema),
        referredTable: text(row.referred_table),
        referredColumn: text(row.referred_column),
      })),
    ),
    indexes: groupKeys(indexes.map(keyRow)),
    comment: nullableText(relation.comment),
  };
}
