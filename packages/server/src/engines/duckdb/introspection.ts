import type { ListTablesOptions, TableDescription, TableSummary } from '../EngineSpec.js';
import {
  column,
  groupForeignKeys,
  groupKeys,
  nullableText,
  tableNotFound,
  tableType,
  text,
  type RowQuery,
} from '../introspection.js';
import { containsPattern, LIKE_ESCAPE, pageClause } from '../sqlText.js';

// Introspection is limited to the current database (the file); attached databases are not listed.

export async function duckDbSchemas(query: RowQuery): Promise<string[]> {
  const rows = await query(
    `SELECT schema_name FROM duckdb_schemas()
     WHERE database_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog')
     ORDER BY schema_name`,
  );
  return rows.map((row) => text(row.schema_name));
}

const RELATIONS = `
  SELECT table_name AS name, 'table' AS type FROM duckdb_tables()
  WHERE database_name = current_database() AND schema_name = $1 AND NOT internal
  UNION ALL
  SELECT view_name AS name, 'view' AS type FROM duckdb_views()
  WHERE database_name = current_database() AND schema_name = $1 AND NOT internal`;

/**
 * Count and page in SQL, so a schema with thousands of tables is never read whole. The count is its
 * own query: `count(*) OVER ()` beside the page made DuckDB fail now and then with "INTERNAL Error:
 * Attempted to access index 0 within vector of size 0" when listings ran concurrently (and the error
 * invalidates the whole database instance). The two run side by side, each on its own connection.
 */
export async function duckDbTables(
  query: RowQuery,
  schema: string,
  options: ListTablesOptions,
): Promise<{ count: number; result: TableSummary[] }> {
  const filter = options.search ? `WHERE name ILIKE $2 ESCAPE '${LIKE_ESCAPE}'` : '';
  const params = options.search ? [schema, containsPattern(options.search)] : [schema];
  const [counted, rows] = await Promise.all([
    query(`SELECT count(*) AS n FROM (${RELATIONS}) r ${filter}`, params),
    query(`SELECT name, type FROM (${RELATIONS}) r ${filter} ORDER BY name ${pageClause(options)}`, params),
  ]);
  return {
    count: Number(counted[0]?.n ?? 0),
    result: rows.map((row) => ({ name: text(row.name), type: tableType(row.type) })),
  };
}

/**
 * DuckDB lists index expressions as one text: `[a, "b c", '"label"']`. Elements are split at top-level
 * commas; a single-quoted element is a string literal holding the expression, and a double-quoted
 * expression is a quoted identifier.
 */
export function indexColumns(expressions: unknown): string[] {
  const inner = text(expressions)
    .trim()
    .replace(/^\[|\]$/g, '');
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of inner) {
    if (quote) {
      current += char;
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      current += char;
      quote = char;
    } else if (char === ',') {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) => {
    let value = part.trim();
    if (/^'.*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'");
    if (/^".*"$/.test(value)) value = value.slice(1, -1).replace(/""/g, '"');
    return value;
  });
}

export async function duckDbDescribeTable(
  query: RowQuery,
  schemaOrNull: string | null,
  table: string,
): Promise<TableDescription> {
  const [current] = await query('SELECT current_schema() AS s');
  const schema = schemaOrNull ?? text(current?.s);
  const relation = await query(
    `SELECT comment FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = $1 AND table_name = $2
     UNION ALL
     SELECT comment FROM duckdb_views() WHERE database_name = current_database() AND schema_name = $1 AND view_name = $2`,
    [schema, table],
  );
  if (relation.length === 0) throw tableNotFound(schemaOrNull, table);
  const columns = await query(
    `SELECT column_name, data_type, is_nullable, comment FROM duckdb_columns()
     WHERE database_name = current_database() AND schema_name = $1 AND table_name = $2
     ORDER BY column_index`,
    [schema, table],
  );
  const constraints = await query(
    `SELECT constraint_name, constraint_type, constraint_column_names, referenced_table, referenced_column_names
     FROM duckdb_constraints()
     WHERE database_name = current_database() AND schema_name = $1 AND table_name = $2
       AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')
     ORDER BY constraint_index`,
    [schema, table],
  );
  const indexes = await query(
    `SELECT index_name, expressions FROM duckdb_indexes()
     WHERE database_name = current_database() AND schema_name = $1 AND table_name = $2
     ORDER BY index_name`,
    [schema, table],
  );
  const primary = constraints.find((row) => row.constraint_type === 'PRIMARY KEY');
  const foreign = constraints.filter((row) => row.constraint_type === 'FOREIGN KEY');
  return {
    name: table,
    schema,
    columns: columns.map((row) =>
      column(row.column_name, row.data_type, row.is_nullable === true, row.comment),
    ),
    primaryKey: primary
      ? {
          name: nullableText(primary.constraint_name),
          column_names: stringList(primary.constraint_column_names),
        }
      : null,
    foreignKeys: groupForeignKeys(
      foreign.flatMap((row) => {
        const referred = stringList(row.referenced_column_names);
        return stringList(row.constraint_column_names).map((name, position) => ({
          name: nullableText(row.constraint_name),
          column: name,
          position,
          referredSchema: schema,
          referredTable: text(row.referenced_table),
          referredColumn: referred[position] ?? '',
        }));
      }),
    ),
    indexes: groupKeys(
      indexes.flatMap((row) =>
        indexColumns(row.expressions).map((name, position) => ({
          name: nullableText(row.index_name),
          column: name,
          position,
        })),
      ),
    ),
    comment: nullableText(relation[0]?.comment),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => text(item)) : [];
}
