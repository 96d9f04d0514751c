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

/** Count and page in SQL, so a schema with thousands of tables is never read whole. */
export async function duckDbTables(
  query: RowQuery,
  schema: string,
  options: ListTablesOptions,
): Promise<{ count: number; result: TableSummary[] }> {
  const filter = options.search ? `WHERE name ILIKE $2 ESCAPE '${LIKE_ESCAPE}'` : '';
  const params = options.search ? [schema, containsPattern(options.search)] : [schema];
  // duckdb_tables() costs tens of milliseconds with 10,000 tables, so the count comes with the page
  // (a window over the filtered rows) and is queried alone only when the page is empty.
  const rows = await query(
    `SELECT name, type, count(*) OVER () AS total FROM (${RELATIONS}) r ${filter} ORDER BY name ${pageClause(options)}`,
    params,
  );
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number((await query(`SELECT count(*) AS n FROM (${RELATIONS}) r ${filter}`, params))[0]?.n ?? 0);
  return {
    count: total,
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
