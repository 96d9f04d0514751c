import { randomUUID } from 'node:crypto';
import {
  canAccessDatabase,
  dataAccessOf,
  databasePermName,
  humanizeDelta,
  parseDatabaseExtra,
  PASSWORD_MASK,
  type DatabaseCreateRequest,
  type DatabaseResult,
  type DatabaseUpdateRequest,
} from '@loupe/core';
import type { Expression, SqlBool } from 'kysely';
import type { EngineConnection, EngineSpec } from '../../engines/EngineSpec.js';
import { ApiError, BadRequestError, NotFoundError, UnprocessableError } from '../../errors.js';
import { idScope } from '../../platform/list/idScope.js';
import type { ListResponse, ListService } from '../../platform/list/ListService.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import type { SecretBox } from '../../security/secretBox.js';
import type { PermissionRepository } from '../security/PermissionRepository.js';
import { connectionError } from './connectionError.js';
import { resolveConnection, type ConnectionInput, type ResolvedConnection } from './connectionInput.js';
import {
  passwordNeededConnectionError,
  passwordNeededError,
  sameConnection,
  type ConnectionSafety,
} from './connectionSafety.js';
import { DatabaseConnections } from './DatabaseConnections.js';
import { DATABASE_LIST } from './databaseList.js';
import type { DatabaseRepository, DatabaseRow } from './DatabaseRepository.js';
import { toDatabaseResult } from './databaseResult.js';
import { validateParameters } from './engineCatalog.js';

export interface DatabaseServiceDeps {
  databases: DatabaseRepository;
  connections: DatabaseConnections;
  permissions: PermissionRepository;
  secrets: SecretBox;
  lists: ListService;
  /** What new and changed connections may point at (SQLite, the data dir). */
  safety: ConnectionSafety;
  /** Called after a change that may change chart data answers (the chart-data memo drops them). */
  onChartDataChange(): void;
}

type OptionFields = Omit<
  DatabaseCreateRequest,
  'database_name' | keyof ConnectionInput | 'masked_encrypted_extra' | 'ssh_tunnel'
>;

function optionColumns(
  body: Partial<OptionFields> & { extra?: string | undefined; impersonate_user?: boolean | undefined },
) {
  const flag = (v: boolean | undefined): number | undefined => (v === undefined ? undefined : v ? 1 : 0);
  const columns = {
    cache_timeout: body.cache_timeout,
    expose_in_sqllab: flag(body.expose_in_sqllab),
    allow_run_async: flag(body.allow_run_async),
    allow_ctas: flag(body.allow_ctas),
    allow_cvas: flag(body.allow_cvas),
    allow_dml: flag(body.allow_dml),
    allow_file_upload: flag(body.allow_file_upload),
    impersonate_user: flag(body.impersonate_user),
    is_managed_externally: flag(body.is_managed_externally),
    force_ctas_schema: body.force_ctas_schema,
    external_url: body.external_url,
    extra: body.extra,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

function checkExtra(extra: string | undefined): void {
  if (extra === undefined) return;
  const parsed = parseDatabaseExtra(extra);
  if (typeof parsed === 'string') throw new BadRequestError({ extra: [parsed] });
}

/**
 * Ids of databases the user may see (Superset's DatabaseFilter): full database access, or a schema or
 * dataset in it.
 */
export async function visibleDatabaseIds(
  principal: Principal,
  databases: Pick<DatabaseRepository, 'listNames'>,
): Promise<number[] | 'all'> {
  const access = dataAccessOf(principal.grants);
  if (access.allDatabases || access.allDatasources) return 'all';
  const all = await databases.listNames();
  return all
    .filter(({ id, database_name }) => {
      if (canAccessDatabase(access, databasePermName(database_name, id))) return true;
      const prefix = `[${database_name}].[`;
      return [...access.schemaPerms, ...access.datasourcePerms].some((p) => p.startsWith(prefix));
    })
    .map((d) => d.id);
}

/** Database connections: CRUD with encrypted, masked secrets; connection tests; access rules. */
export class DatabaseService {
  constructor(private readonly deps: DatabaseServiceDeps) {}

  /** Ids of databases the user may see: full database access, or a schema or dataset in it. */
  async visibleIds(principal: Principal): Promise<number[] | 'all'> {
    return visibleDatabaseIds(principal, this.deps.databases);
  }

  /** The databases the list shows the caller, for the list API's distinct/<col> too. */
  async scope(principal: Principal): Promise<Expression<SqlBool>[]> {
    return idScope('dbs.id', await this.visibleIds(principal));
  }

  /** The database row when the user may see it; 404 otherwise (as Superset, not revealing it exists). */
  async visibleRow(id: number, principal: Principal): Promise<DatabaseRow> {
    const row = await this.deps.databases.findById(id);
    const visible = row ? await this.visibleIds(principal) : [];
    if (!row || (visible !== 'all' && !visible.includes(id))) throw new NotFoundError();
    return row;
  }

  async list(q: string | undefined, principal: Principal): Promise<ListResponse> {
    const page = await this.deps.lists.list(DATABASE_LIST, q, await this.scope(principal));
    const rows = await this.deps.databases.findByIds(page.ids);
    for (const item of page.result) {
      const row = rows.find((r) => r.id === item.id);
      if (!row) continue;
      const full = toDatabaseResult(row, this.deps.connections.specOf(row));
      Object.assign(item, {
        backend: full.backend,
        allows_subquery: full.allows_subquery,
        allows_cost_estimate: full.allows_cost_estimate,
        allows_virtual_table_explore: full.allows_virtual_table_explore,
        disable_data_preview: full.disable_data_preview,
        disable_drill_to_detail: false,
        allow_multi_catalog: false,
        engine_information: full.engine_information,
        changed_on_delta_humanized: humanizeDelta(row.changed_on),
      });
    }
    if (!page.list_columns.includes('backend')) page.list_columns.push('backend');
    return page;
  }

  async get(id: number, principal: Principal): Promise<DatabaseResult> {
    const row = await this.visibleRow(id, principal);
    return toDatabaseResult(row, this.deps.connections.specOf(row));
  }

  private async checkNameFree(name: string, exceptId?: number): Promise<void> {
    const existing = await this.deps.databases.findByName(name);
    if (existing && existing.id !== exceptId) {
      throw new UnprocessableError({ database_name: ['A database with the same name already exists.'] });
    }
  }

  /** Connects with the given settings and runs a trivial query; a failure is a 422 SIP-40 error. */
  private async assertConnects(
    spec: EngineSpec,
    uri: string,
    password: string | null | undefined,
    extra: string | null | undefined,
    readOnly: boolean,
  ): Promise<void> {
    // Opened as the saved database would be (data dir for relative files, read-only when nothing may
    // write), so a DuckDB file the saved connection holds is shared rather than opened a second way.
    let connection: EngineConnection | undefined;
    try {
      // Connecting can already refuse the settings (a URI without a host): the same connection error.
      connection = spec.connect(
        this.deps.connections.settingsOf(uri, password ?? undefined, extra, readOnly),
      );
      await connection.testConnection();
    } catch (e) {
      throw connectionError(e, spec, password);
    } finally {
      await connection?.close().catch(() => undefined);
    }
  }

  async create(body: DatabaseCreateRequest, principal: Principal): Promise<DatabaseResult> {
    checkExtra(body.extra);
    const resolved = resolveConnection(body);
    if (!resolved) throw new BadRequestError({ sqlalchemy_uri: ['Missing data for required field.'] });
    this.deps.safety.check(resolved.spec, resolved.maskedUri);
    await this.checkNameFree(body.database_name);
    await this.assertConnects(
      resolved.spec,
      resolved.maskedUri,
      resolved.password,
      body.extra,
      DatabaseConnections.isReadOnly({
        allow_dml: body.allow_dml ? 1 : 0,
        allow_ctas: body.allow_ctas ? 1 : 0,
        allow_cvas: body.allow_cvas ? 1 : 0,
        allow_file_upload: body.allow_file_upload ? 1 : 0,
      }),
    );
    const now = nowIso();
    const id = await this.deps.databases.insert({
      uuid: body.uuid ?? randomUUID(),
      database_name: body.database_name,
      verbose_name: null,
      sqlalchemy_uri: resolved.maskedUri,
      password: resolved.password ? this.deps.secrets.encrypt(resolved.password) : null,
      configuration_method: resolved.configurationMethod,
      server_cert: body.server_cert ?? null,
      encrypted_extra: null,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.user.id,
      changed_by_fk: principal.user.id,
      ...optionColumns(body),
    } as Parameters<DatabaseRepository['insert']>[0]);
    await this.deps.permissions.ensurePairs([['database_access', databasePermName(body.database_name, id)]]);
    this.deps.onChartDataChange();
    return toDatabaseResult((await this.deps.databases.findById(id))!, resolved.spec);
  }

  async update(id: number, body: DatabaseUpdateRequest, principal: Principal): Promise<DatabaseResult> {
    const row = await this.visibleRow(id, principal);
    checkExtra(body.extra);
    const resolved = resolveConnection(body);
    // Leaving the stored URI as it is stays allowed: the examples database lives in the data dir.
    if (resolved) this.deps.safety.check(resolved.spec, resolved.maskedUri, row.sqlalchemy_uri);
    if (body.database_name !== undefined) await this.checkNameFree(body.database_name, id);
    const changes: Record<string, unknown> = {
      ...optionColumns(body),
      changed_on: nowIso(),
      changed_by_fk: principal.user.id,
    };
    if (body.database_name !== undefined) changes.database_name = body.database_name;
    if (body.server_cert !== undefined && body.server_cert !== PASSWORD_MASK)
      changes.server_cert = body.server_cert;
    if (resolved) {
      const extra = body.extra ?? row.extra ?? undefined;
      const password = this.passwordFor(resolved, extra, row, () =>
        passwordNeededError(resolved.configurationMethod),
      );
      await this.assertConnects(
        resolved.spec,
        resolved.maskedUri,
        password,
        extra,
        DatabaseConnections.isReadOnly(row),
      );
      changes.sqlalchemy_uri = resolved.maskedUri;
      changes.configuration_method = resolved.configurationMethod;
      if (resolved.password !== undefined) {
        changes.password = resolved.password ? this.deps.secrets.encrypt(resolved.password) : null;
      }
    }
    await this.deps.databases.update(id, changes);
    if (body.database_name !== undefined && body.database_name !== row.database_name) {
      await this.deps.permissions.renameDataViews(`[${row.database_name}].`, `[${body.database_name}].`);
    }
    await this.deps.connections.drop(id);
    this.deps.onChartDataChange();
    const updated = (await this.deps.databases.findById(id))!;
    return toDatabaseResult(updated, this.deps.connections.specOf(updated));
  }

  async delete(id: number, principal: Principal): Promise<void> {
    const row = await this.visibleRow(id, principal);
    const datasets = await this.deps.databases.datasetNames(id);
    if (datasets.length) {
      throw new UnprocessableError(
        `Cannot delete a database that has datasets attached: ${datasets.join(', ')}`,
      );
    }
    await this.deps.connections.drop(id);
    await this.deps.databases.delete(id);
    await this.deps.permissions.deleteDataViews(`[${row.database_name}].`);
    this.deps.onChartDataChange();
  }

  /** POST test_connection/: the body's settings, or a saved database's password when the mask is sent. */
  async testConnection(
    body: ConnectionInput & { database_name?: string | undefined; extra?: string | undefined },
  ): Promise<void> {
    checkExtra(body.extra);
    const resolved = resolveConnection(body);
    if (!resolved) throw new BadRequestError({ sqlalchemy_uri: ['Missing data for required field.'] });
    const saved = body.database_name ? await this.deps.databases.findByName(body.database_name) : undefined;
    this.deps.safety.check(resolved.spec, resolved.maskedUri, saved?.sqlalchemy_uri);
    const password = this.passwordFor(resolved, body.extra, saved, () =>
      passwordNeededConnectionError(resolved.spec),
    );
    await this.assertConnects(
      resolved.spec,
      resolved.maskedUri,
      password,
      body.extra,
      saved ? DatabaseConnections.isReadOnly(saved) : true,
    );
  }

  /** POST validate_parameters/: the same refusals as a new connection before anything connects. */
  async validateParameters(body: Parameters<typeof validateParameters>[0]): Promise<void> {
    await validateParameters(body, (spec, uri) => this.deps.safety.check(spec, uri));
  }

  /**
   * The password to connect with. The mask sent back means "the saved password", which is reused
   * only for the saved connection unchanged (as Superset, which reuses it only when the URI equals
   * the saved one). With a changed host, port, user, database or options, or no saved database, the
   * caller is asked for the password (`refuse`) instead of it being sent wherever the body points.
   */
  private passwordFor(
    resolved: ResolvedConnection,
    extra: string | undefined,
    saved: DatabaseRow | undefined,
    refuse: () => ApiError,
  ): string | undefined {
    if (resolved.password !== undefined) return resolved.password ?? undefined;
    const unchanged =
      saved !== undefined &&
      sameConnection({ uri: saved.sqlalchemy_uri, extra: saved.extra }, { uri: resolved.maskedUri, extra });
    if (!unchanged) throw refuse();
    return this.deps.connections.passwordOf(saved);
  }
}
