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
