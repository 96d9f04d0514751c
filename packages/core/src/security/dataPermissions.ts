import type { UserGrants } from './access.js';
import { isAdmin } from './access.js';

/** View-menu names of Superset's per-object permissions (contract §10). */
export function databasePermName(databaseName: string, id: number): string {
  return `[${databaseName}].(id:${id})`;
}

export function schemaPermName(databaseName: string, schema: string | null | undefined): string | null {
  return schema ? `[${databaseName}].[${schema}]` : null;
}

export function datasetPermName(databaseName: string, tableName: string, id: number): string {
  return `[${databaseName}].[${tableName}](id:${id})`;
}

function viewsWith(grants: UserGrants, permission: string): Set<string> {
  const views = new Set<string>();
  for (const pairs of Object.values(grants.roles))
    for (const [p, v] of pairs) if (p === permission) views.add(v);
  return views;
}

/** What a user may reach among data objects: everything, or the listed perms. */
export interface DataAccess {
  allDatabases: boolean;
  allDatasources: boolean;
  databasePerms: Set<string>;
  schemaPerms: Set<string>;
  datasourcePerms: Set<string>;
}

export function dataAccessOf(grants: UserGrants): DataAccess {
  const admin = isAdmin(grants);
  const allDatabases = admin || viewsWith(grants, 'all_database_access').size > 0;
  return {
    allDatabases,
    allDatasources: allDatabases || viewsWith(grants, 'all_datasource_access').size > 0,
    databasePerms: viewsWith(grants, 'database_access'),
    schemaPerms: viewsWith(grants, 'schema_access'),
    datasourcePerms: viewsWith(grants, 'datasource_access'),
  };
}

/** Superset's rule for a dataset: all access, or its database, schema or own datasource permission. */
export function canAccessDataset(
  access: DataAccess,
  dataset: { perm: string | null; schema_perm: string | null; database_perm: string },
): boolean {
  return (
    access.allDatasources ||
    access.databasePerms.has(dataset.database_perm) ||
    (dataset.schema_perm !== null && access.schemaPerms.has(dataset.schema_perm)) ||
    (dataset.perm !== null && access.datasourcePerms.has(dataset.perm))
  );
}

/** Full access to a database (SQL Lab, any schema): all databases or its database_access. */
export function canAccessDatabase(access: DataAccess, databasePerm: string): boolean {
  return access.allDatabases || access.databasePerms.has(databasePerm);
}

/** A table a SQL statement reads, its schema resolved (the query's schema or the engine's default). */
export interface QueriedTable {
  schema: string | null;
  table: string;
}

/** A physical dataset of the queried database, as the table check needs it. */
export interface TableDataset {
  schema: string | null;
  table_name: string;
  perm: string | null;
}

/**
 * Superset's raise_for_access for SQL: access to the whole database (or all datasources) covers any
 * statement; otherwise every table must be covered by schema_access on its schema or
 * datasource_access on a dataset of that table. Returns the tables not covered (empty: allowed).
 * Names compare without case: the engines fold unquoted names, and a dataset is named as listed.
 */
export function tablesWithoutAccess(
  access: DataAccess,
  database: { name: string; id: number },
  tables: readonly QueriedTable[],
  datasets: readonly TableDataset[],
): QueriedTable[] {
  if (access.allDatasources || access.databasePerms.has(databasePermName(database.name, database.id))) {
    return [];
  }
  const same = (a: string | null, b: string | null): boolean =>
    (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  return tables.filter((table) => {
    const schemaPerm = schemaPermName(database.name, table.schema);
    if (schemaPerm && access.schemaPerms.has(schemaPerm)) return false;
    return !datasets.some(
      (d) =>
        same(d.table_name, table.table) &&
        // A dataset without a schema names the table in the database's only or default schema.
        (d.schema === null || same(d.schema, table.schema)) &&
        d.perm !== null &&
        access.datasourcePerms.has(d.perm),
    );
  });
}

/** Superset's message for tables a user may not query (security manager's get_table_access_error_msg). */
export function tableAccessErrorMessage(tables: readonly QueriedTable[]): string {
  const names = tables.map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table)).join(', ');
  return `You need access to the following tables: ${names}, \`all_database_access\` or \`all_datasource_access\` permission`;
}
