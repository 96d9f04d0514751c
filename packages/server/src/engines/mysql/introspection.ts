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

// MySQL's "schemas" are its databases; the server's own ones are left out.
const SYSTEM_SCHEMAS = "('mysql', 'information_schema', 'performance_schema', 'sys')";

export async function mysqlSchemas(query: RowQuery): Promise<string[]> {
  const rows = await query(
    `SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA
     WHERE SCHEMA_NAME NOT IN ${SYSTEM_SCHEMAS} ORDER BY SCHEMA_NAME`,
  );
  return rows.map((row) => text(row.name));
}

/** Count and page in SQL, so a database with thousands of tables is never read whole. */
export async function mysqlTables(
  query: RowQuery,
  schema: string,
  options: ListTablesOptions,
): Promise<{ count: number; result: TableSummary[] }> {
  // LOWER() on both sides: the search is case-insensitive whatever the column's collation.
  const filter = options.search ? ` AND LOWER(TABLE_NAME) LIKE LOWER(?) ESCAPE '${LIKE_ESCAPE}'` : '';
  const params = options.search ? [schema, containsPattern(options.search)] : [schema];
  const where = `FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?${filter}`;
  const [counted] = await query(`SELECT COUNT(*) AS n ${where}`, params);
  // Names first, types for the page only: TABLE_TYPE makes the server open every table's definition,
  // which for 10,000 tables costs about 100 ms, while names alone come from the directory listing.
  const names = (
    await query(`SELECT TABLE_NAME AS name ${where} ORDER BY TABLE_NAME ${pageClause(options)}`, params)
  ).map((row) => text(row.name));
  const types = new Map<string, unknown>();
  if (names.length > 0) {
    const rows = await query(
      `SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = ? AND TABLE_NAME IN (${names.map(() => '?').join(', ')})`,
      [schema, ...names],
    );
    for (const row of rows) types.set(text(row.name), row.type);
  }
  return {
    count: Number(counted?.n ?? 0),
    result: names.map((name) => ({ name, type: types.get(name) === 'VIEW' ? 'view' : 'table' })),
  };
}

export async function mysqlDescribeTable(
  query: RowQuery,
  schemaOrNull: string | null,
  table: string,
): Promise<TableDescription> {
  const schema = schemaOrNull ?? text((await query('SELECT DATABASE() AS s'))[0]?.s);
  const params = [schema, table];
  const [relation] = await query(
    `SELECT TABLE_TYPE AS type, TABLE_COMMENT AS comment FROM information_schema.TABLES
     WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?`,
    params,
  );
  if (!relation) throw tableNotFound(schemaOrNull, table);
  const columns = await query(
    `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable, COLUMN_COMMENT AS comment
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
    params,
  );
  const indexRows = await query(
    `SELECT INDEX_NAME AS name, COLUMN_NAME AS col, SEQ_IN_INDEX AS position FROM information_schema.STATISTICS
     WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
    params,
  );
  const foreign = await query(
    `SELECT CONSTRAINT_NAME AS name, COLUMN_NAME AS col, ORDINAL_POSITION AS position,
       REFERENCED_TABLE_SCHEMA AS referred_schema, REFERENCED_TABLE_NAME AS referred_table,
       REFERENCED_COLUMN_NAME AS referred_column
     FROM information_schema.KEY_COLUMN_USAGE
     WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME IS NOT NULL
     ORDER BY CONSTRAINT_NAME, ORDINAL_POSITION`,
    params,
  );
  const keyRow = (
    row: Record<string, unknown>,
  ): { name: string | null; column: string; position: number } => ({
    name: nullableText(row.name),
    column: text(row.col),
    position: Number(row.position),
  });
  const primary = groupKeys(indexRows.filter((row) => row.name === 'PRIMARY').map(keyRow))[0];
  return {
    name: table,
    schema,
    columns: columns.map((row) => column(row.name, row.type, row.nullable === 'YES', row.comment)),
    // MySQL names every primary key PRIMARY; like SQLAlchemy, the key is reported without a name.
    primaryKey: primary ? { name: null, column_names: primary.column_names } : null,
    foreignKeys: groupForeignKeys(
      foreign.map((row) => ({
        ...keyRow(row),
        referredSchema: nullableText(row.referred_schema),
        referredTable: text(row.referred_table),
        referredColumn: text(row.referred_column),
      })),
    ),
    indexes: groupKeys(indexRows.filter((row) => row.name !== 'PRIMARY').map(keyRow)),
    // Views carry the comment "VIEW" in information_schema, which is not a comment.
    comment: relation.type === 'VIEW' ? null : nullableText(relation.comment),
  };
}
