import { sqlParser } from '../../sql/parsing/nodeSqlParser.js';

export interface SqlTable {
  table: string;
  schema: string | null;
  catalog: null;
}

type WithClause = { name?: { value?: unknown } | string }[] | null | undefined;

/** Names the statements define with WITH: they are not tables of the database. */
function cteNames(ast: unknown): Set<string> {
  const names = new Set<string>();
  for (const statement of Array.isArray(ast) ? ast : [ast]) {
    const clauses = (statement as { with?: WithClause } | null)?.with ?? [];
    for (const clause of clauses) {
      const name = typeof clause.name === 'string' ? clause.name : clause.name?.value;
      if (typeof name === 'string') names.add(name.toLowerCase());
    }
  }
  return names;
}

/**
 * The tables a saved query reads, as Superset's list shows them (`sql_tables`). A query the parser
 * cannot read (templated SQL, a dialect quirk) lists no tables rather than failing the page.
 */
export function sqlTables(sql: string | null | undefined): SqlTable[] {
  if (!sql?.trim()) return [];
  try {
    const { tableList, ast } = sqlParser().parse(sql, { database: 'postgresql' });
    const ctes = cteNames(ast);
    const seen = new Set<string>();
    const tables: SqlTable[] = [];
    for (const entry of tableList) {
      const [, schema, table] = entry.split('::');
      if (!table || ctes.has(table.toLowerCase()) || seen.has(entry)) continue;
      seen.add(entry);
      tables.push({ table, schema: schema && schema !== 'null' ? schema : null, catalog: null });
    }
    return tables;
  } catch {
    return [];
  }
}
