import type { DatabaseResult, SqlLabBootstrap, SqlLabConf, SqlLabDatabase, TabState } from '@loupe/core';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { objectField } from '../../platform/legacyForm.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { SqlLabLimits } from '../../config.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatabaseService } from '../databases/DatabaseService.js';
import { tabStateChanges } from './tabStateFields.js';
import type { TableSchemaRow, TabStateRepository, TabStateRow } from './TabStateRepository.js';
import { toQueryDict, type QueryDict } from '../sqllab/queryDict.js';
import { toTabStateResult } from './tabStateResult.js';

export interface TabStateServiceDeps {
  tabs: TabStateRepository;
  databases: DatabaseService;
  /** SQL Lab's row caps, sent in the bootstrap's `common.conf`. */
  limits: SqlLabLimits;
  /** The resolved feature flags, sent in the bootstrap's `common.feature_flags`. */
  featureFlags: Record<string, boolean>;
}

/**
 * The row settings of Superset's bootstrap `common.conf` that SQL Lab reads: the editor's default
 * limit, the limit dropdown's maximum (SQL_MAX_ROW) and the display cap. Loupe clamps a run's limit
 * to the display cap, so that is also the largest limit worth offering.
 */
export type { SqlLabConf };

/** Database fields SQL Lab's bootstrap sends for each database (Superset's DATABASE_KEYS). */
function sqlLabDatabase(full: DatabaseResult): SqlLabDatabase {
  return {
    allow_file_upload: full.allow_file_upload,
    allow_ctas: full.allow_ctas,
    allow_cvas: full.allow_cvas,
    allow_dml: full.allow_dml,
    allow_run_async: full.allow_run_async,
    allows_subquery: full.allows_subquery,
    backend: full.backend,
    database_name: full.database_name,
    expose_in_sqllab: full.expose_in_sqllab,
    force_ctas_schema: full.force_ctas_schema,
    id: full.id,
    disable_data_preview: full.disable_data_preview,
    allows_virtual_table_explore: full.allows_virtual_table_explore,
    engine_information: full.engine_information,
  };
}

// The bootstrap's wire shape is core's schema, which GET /api/v1/sqllab/ serialises with.
export type { SqlLabBootstrap };

function clientIdOf(value: unknown, field: string): string {
  if (typeof value === 'string' && value !== '') return value;
  throw new BadRequestError({ [field]: ['Missing data for required field.'] });
}

function intOf(value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n)) return n;
  throw new BadRequestError({ [field]: ['Not a valid integer.'] });
}

/**
 * SQL Lab's server-side editor state: tabs and their table schemas, each private to its user.
 * Another user's tab or table schema is answered 404, as if it did not exist.
 */
export class TabStateService {
  constructor(private readonly deps: TabStateServiceDeps) {}

  private async ownTab(id: number, principal: Principal): Promise<TabStateRow> {
    const row = await this.deps.tabs.findById(id);
    if (!row || row.user_id !== principal.user.id) throw new NotFoundError();
    return row;
  }

  private async ownTableSchema(id: number, principal: Principal): Promise<TableSchemaRow> {
    const row = await this.deps.tabs.findTableSchema(id);
    if (!row) throw new NotFoundError();
    await this.ownTab(row.tab_state_id, principal);
    return row;
  }

  private async result(row: TabStateRow, principal: Principal): Promise<TabState> {
    const { tabs } = this.deps;
    return toTabStateResult({
      row,
      tableSchemas: await tabs.tableSchemasOf(row.id),
      latestQuery: row.latest_query_id
        ? await tabs.queryByClientId(row.latest_query_id, principal.user.id)
        : undefined,
      savedQuery: row.saved_query_id ? await tabs.savedQueryRef(row.saved_query_id, row.user_id) : undefined,
    });
  }

  /** POST /tabstateview/: the new tab becomes the user's only active one. */
  async create(fields: Record<string, unknown>, principal: Principal): Promise<{ id: number }> {
    const editor = objectField(fields, 'queryEditor');
    const changes = tabStateChanges(editor, 'lenient');
    const now = nowIso();
    const id = await this.deps.tabs.insertActive({
      label: 'Untitled Query',
      sql: 'SELECT ...',
      ...changes,
      user_id: principal.user.id,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.user.id,
      changed_by_fk: principal.user.id,
    });
    return { id };
  }

  async get(id: number, principal: Principal): Promise<TabState> {
    return this.result(await this.ownTab(id, principal), principal);
  }

  async update(id: number, fields: Record<string, unknown>, principal: Principal): Promise<number> {
    await this.ownTab(id, principal);
    const changes = tabStateChanges(fields, 'strict');
    await this.deps.tabs.update(id, { ...changes, changed_on: nowIso(), changed_by_fk: principal.user.id });
    return id;
  }

  async delete(id: number, principal: Principal): Promise<void> {
    await this.ownTab(id, principal);
    await this.deps.tabs.delete(id);
  }

  async activate(id: number, principal: Principal): Promise<number> {
    await this.ownTab(id, principal);
    await this.deps.tabs.activate(id, principal.user.id);
    return id;
  }

  /** Re-homes a query the client ran before the tab existed server-side. */
  async migrateQuery(id: number, fields: Record<string, unknown>, principal: Principal): Promise<number> {
    await this.ownTab(id, principal);
    await this.deps.tabs.moveQuery(clientIdOf(fields.queryId, 'queryId'), id, principal.user.id);
    return id;
  }

  async deleteQuery(id: number, clientId: string, principal: Principal): Promise<void> {
    await this.ownTab(id, principal);
    await this.deps.tabs.deleteQuery(clientId, id, principal.user.id);
  }

  /** POST /tableschemaview/: the posted table object is kept whole as the description. */
  async addTableSchema(fields: Record<string, unknown>, principal: Principal): Promise<{ id: number }> {
    const table = objectField(fields, 'table');
    const tabId = intOf(table.queryEditorId, 'queryEditorId');
    await this.ownTab(tabId, principal);
    const databaseId = intOf(table.dbId, 'dbId');
    await this.deps.databases.visibleRow(databaseId, principal);
    const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    const now = nowIso();
    const id = await this.deps.tabs.replaceTableSchema({
      tab_state_id: tabId,
      database_id: databaseId,
      catalog: text(table.catalog),
      schema: text(table.schema),
      table: text(table.name),
      description: JSON.stringify(table),
      expanded: 1,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.user.id,
      changed_by_fk: principal.user.id,
    });
    return { id };
  }

  async deleteTableSchema(id: number, principal: Principal): Promise<void> {
    await this.ownTableSchema(id, principal);
    await this.deps.tabs.deleteTableSchema(id);
  }

  async setExpanded(
    id: number,
    fields: Record<string, unknown>,
    principal: Principal,
  ): Promise<{ id: number; expanded: boolean }> {
    await this.ownTableSchema(id, principal);
    if (typeof fields.expanded !== 'boolean')
      throw new BadRequestError({ expanded: ['Not a valid boolean.'] });
    await this.deps.tabs.setExpanded(id, fields.expanded);
    return { id, expanded: fields.expanded };
  }

  /** GET /api/v1/sqllab/: what SQL Lab needs to open (Superset's SqlLabRestApi.get). */
  async bootstrap(principal: Principal): Promise<SqlLabBootstrap> {
    const { tabs, databases } = this.deps;
    const labels = await tabs.labelsOf(principal.user.id);
    const active = await tabs.activeOf(principal.user.id);
    const visible = await databases.visibleIds(principal);
    const ids = visible === 'all' ? await tabs.databaseIds() : visible;
    const databaseMap: Record<string, SqlLabDatabase> = {};
    for (const id of ids) {
      const full = await databases.get(id, principal);
      if (!full.expose_in_sqllab) continue;
      databaseMap[String(id)] = sqlLabDatabase(full);
    }
    const queries: Record<string, QueryDict> = {};
    for (const row of await tabs.queriesOfTabs(
      labels.map((l) => l.id),
      principal.user.id,
    )) {
      queries[row.client_id] = toQueryDict(row);
    }
    return {
      tab_state_ids: labels.map((l) => [l.id, l.label]),
      active_tab: active ? await this.result(active, principal) : null,
      databases: databaseMap,
      queries,
      common: {
        conf: {
          DEFAULT_SQLLAB_LIMIT: this.deps.limits.defaultLimit,
          DISPLAY_MAX_ROW: this.deps.limits.displayMaxRow,
          SQL_MAX_ROW: this.deps.limits.displayMaxRow,
        },
        // SQLLAB_BACKEND_PERSISTENCE tells the editor whether these tab states are where its tabs live.
        feature_flags: this.deps.featureFlags,
      },
    };
  }
}
