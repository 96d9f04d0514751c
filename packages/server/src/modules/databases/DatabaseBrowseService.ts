import {
  isRecord,
  canAccessDatabase,
  dataAccessOf,
  databasePermName,
  decodeRison,
  schemaPermName,
  type TableMetadataResponse,
  type TablesResponse,
} from '@loupe/core';
import { EngineError } from '../../engines/EngineSpec.js';
import type { EngineConnection, TableDescription } from '../../engines/EngineSpec.js';
import { ApiError, BadRequestError, ForbiddenError } from '../../errors.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatabaseConnections } from './DatabaseConnections.js';
import type { DatabaseRow } from './DatabaseRepository.js';
import type { DatabaseService } from './DatabaseService.js';

// The wire shapes are core's, so what this builds is what the routes' response schemas serialise.
export type { TableMetadataResponse, TablesResponse };

const TABLES_PAGE_SIZE = 100;

/**
 * Tables Loupe keeps for itself in a database it manages: the examples marker
 * (`EXAMPLES_MARKER_TABLE` in examples/loadExamples.ts, not imported so browsing does not load the
 * examples loader). Never offered in a table listing, to any client.
 */
export const INTERNAL_TABLES: ReadonlySet<string> = new Set(['_loupe_examples']);

/** An engine failure while browsing, with the engine's own message. */
function browseError(e: unknown): never {
  if (e instanceof EngineError) {
    throw new ApiError(422, {
      errors: [{ message: e.message, error_type: e.errorType, level: 'error', extra: {} }],
    });
  }
  throw e;
}

/** Reading a saved database's catalog: schemas, tables, table metadata, SELECT * text. */
export class DatabaseBrowseService {
  constructor(private readonly deps: { databases: DatabaseService; connections: DatabaseConnections }) {}

  /** Browsing a schema needs access to the whole database or to that schema. */
  private async connectionFor(
    id: number,
    principal: Principal,
    schema?: string | null,
  ): Promise<[DatabaseRow, EngineConnection]> {
    const row = await this.deps.databases.visibleRow(id, principal);
    const access = dataAccessOf(principal.grants);
    const schemaPerm = schemaPermName(row.database_name, schema);
    const allowed =
      canAccessDatabase(access, databasePermName(row.database_name, row.id)) ||
      (schemaPerm !== null && access.schemaPerms.has(schemaPerm));
    if (!allowed && schema !== undefined) throw new ForbiddenError();
    return [row, this.deps.connections.get(row)];
  }

  /**
   * The schemas the user may browse. `default_schema` (a Loupe addition; Superset sends `result`
   * alone) is where unqualified names resolve (DuckDB/SQLite `main`, PostgreSQL's search_path), so
   * SQL Lab can preselect it; null when the engine cannot tell or the user may not browse it.
   */
  async schemas(
    id: number,
    principal: Principal,
  ): Promise<{ result: string[]; default_schema: string | null }> {
    const [row, connection] = await this.connectionFor(id, principal);
    const [all, current] = await Promise.all([
      connection.schemas().catch(browseError),
      // Only a convenience: an engine that cannot say still lists its schemas.
      connection.defaultSchema?.().catch(() => null) ?? Promise.resolve(null),
    ]);
    const access = dataAccessOf(principal.grants);
    const visible = canAccessDatabase(access, databasePermName(row.database_name, row.id))
      ? all
      : all.filter((s) => access.schemaPerms.has(schemaPermName(row.database_name, s) ?? ''));
    return {
      result: visible,
      default_schema: current !== null && visible.includes(current) ? current : null,
    };
  }

  async tables(id: number, q: string | undefined, principal: Principal): Promise<TablesResponse> {
    const decoded = decodeRison(q);
    const args = isRecord(decoded) ? decoded : undefined;
    const schema = typeof args?.schema_name === 'string' ? args.schema_name : undefined;
    if (!schema) throw new BadRequestError({ schema_name: ['Missing data for required field.'] });
    const [, connection] = await this.connectionFor(id, principal, schema);
    const pageSize = Number.isInteger(args?.page_size)
      ? Math.max(1, Number(args?.page_size))
      : TABLES_PAGE_SIZE;
    const page = Number.isInteger(args?.page) ? Math.max(0, Number(args?.page)) : 0;
    const search = typeof args?.filter === 'string' ? args.filter : undefined;
    const { count, result } = await connection
      .tables(schema, { search, offset: page * pageSize, limit: pageSize })
      .catch(browseError);
    const shown = result.filter((t) => !INTERNAL_TABLES.has(t.name));
    return {
      // An internal table on this page leaves the count; one on another page is still counted there.
      count: count - (result.length - shown.length),
      result: shown.map((t) => ({ value: t.name, type: t.type, extra: null })),
    };
  }

  private async describe(
    id: number,
    table: string,
    schema: string | null,
    principal: Principal,
  ): Promise<[DatabaseRow, TableDescription]> {
    const [row, connection] = await this.connectionFor(id, principal, schema);
    return [row, await connection.describeTable(schema, table).catch(browseError)];
  }

  private selectStarSql(row: DatabaseRow, description: TableDescription, schema: string | null): string {
    const spec = this.deps.connections.specOf(row);
    const q = (n: string): string => spec.quoteIdentifier(n);
    const from = schema ? `${q(schema)}.${q(description.name)}` : q(description.name);
    const cols = description.columns.map((c) => q(c.name)).join(',\n       ');
    return `SELECT ${cols || '*'}\nFROM ${from}\n${spec.limitClause(100)}`;
  }

  async tableMetadata(
    id: number,
    table: string,
    schema: string | null,
    principal: Principal,
  ): Promise<TableMetadataResponse> {
    const [row, d] = await this.describe(id, table, schema, principal);
    const pk = new Set(d.primaryKey?.column_names ?? []);
    return {
      name: d.name,
      columns: d.columns.map((c) => ({
        name: c.name,
        type: c.type,
        longType: c.type,
        keys: pk.has(c.name) ? [{ type: 'pk', name: d.primaryKey?.name ?? null }] : [],
        comment: c.comment,
      })),
      selectStar: this.selectStarSql(row, d, schema),
      primaryKey: d.primaryKey ? { ...d.primaryKey, type: 'pk' } : {},
      foreignKeys: d.foreignKeys.map((f) => ({ ...f, options: {}, type: 'fk' })),
      indexes: d.indexes.map((i) => ({ ...i, type: 'index' })),
      comment: d.comment,
    };
  }

  async selectStar(
    id: number,
    table: string,
    schema: string | null,
    principal: Principal,
  ): Promise<{ result: string }> {
    const [row, d] = await this.describe(id, table, schema, principal);
    return { result: this.selectStarSql(row, d, schema) };
  }

  /** Engine-specific extras (partitions, clustering); none of the supported engines report any. */
  async tableExtra(
    id: number,
    table: string,
    schema: string | null,
    principal: Principal,
  ): Promise<Record<string, never>> {
    await this.describe(id, table, schema, principal);
    return {};
  }
}
