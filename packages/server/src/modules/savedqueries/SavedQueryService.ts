import { randomUUID } from 'node:crypto';
import {
  humanizeDelta,
  isAdmin,
  type SavedQueryCreateRequest,
  type SavedQueryResult,
  type SavedQueryUpdateRequest,
} from '@loupe/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../errors.js';
import { parseJsonText } from '../../platform/jsonText.js';
import { idScope } from '../../platform/list/idScope.js';
import type { ListResponse, ListService } from '../../platform/list/ListService.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatabaseService } from '../databases/DatabaseService.js';
import { savedQueryListFor } from './savedQueryList.js';
import type { SavedQueryRepository, SavedQueryRow } from './SavedQueryRepository.js';
import { sqlTables } from './sqlTables.js';

export interface SavedQueryServiceDeps {
  savedQueries: SavedQueryRepository;
  databases: DatabaseService;
  lists: ListService;
}

type Fields = SavedQueryCreateRequest;

/** Text fields of the legacy FAB form (`/savedqueryviewapi/api/create`), all optional. */
const LEGACY_TEXT_FIELDS = [
  'label',
  'description',
  'catalog',
  'schema',
  'sql',
  'template_parameters',
] as const;

function checkJson(field: string, value: string | null | undefined): void {
  if (value === undefined || value === null || value === '') return;
  try {
    parseJsonText(value);
  } catch {
    throw new BadRequestError({ [field]: ['Field cannot be decoded by JSON.'] });
  }
}

/** Saved queries: each user sees and changes only their own, Admin every one (Superset's SavedQueryFilter). */
export class SavedQueryService {
  constructor(private readonly deps: SavedQueryServiceDeps) {}

  private mayUse(row: SavedQueryRow, principal: Principal): boolean {
    return isAdmin(principal.grants) || row.user_id === principal.user.id;
  }

  private async visibleRow(id: number, principal: Principal): Promise<SavedQueryRow> {
    const row = await this.deps.savedQueries.findById(id);
    if (!row || !this.mayUse(row, principal)) throw new NotFoundError();
    return row;
  }

  private async checkDatabase(dbId: number | null | undefined, principal: Principal): Promise<void> {
    if (dbId === undefined || dbId === null) return;
    try {
      await this.deps.databases.visibleRow(dbId, principal);
    } catch (e) {
      if (e instanceof NotFoundError) throw new UnprocessableError({ db_id: ['Database does not exist'] });
      throw e;
    }
  }

  /** The saved queries the caller sees: their own, or every one for Admin (Superset's SavedQueryFilter). */
  scope(principal: Principal): Expression<SqlBool>[] {
    return isAdmin(principal.grants) ? [] : [sql<SqlBool>`saved_query.user_id = ${principal.user.id}`];
  }

  /** related/database names only databases the caller may use (Superset's DatabaseFilter); users are not scoped. */
  async relatedScope(column: string, principal: Principal): Promise<Expression<SqlBool>[]> {
    return column === 'database' ? idScope('t.id', await this.deps.databases.visibleIds(principal)) : [];
  }

  async list(q: string | undefined, principal: Principal): Promise<ListResponse> {
    const page = await this.deps.lists.list(savedQueryListFor(principal.user.id), q, this.scope(principal));
    for (const item of page.result) {
      Object.assign(item, {
        last_run_delta_humanized: humanizeDelta(item.last_run as string | null),
        changed_on_delta_humanized: humanizeDelta(item.changed_on as string | null),
        sql_tables: sqlTables(item.sql as string | null),
      });
    }
    for (const extra of ['sql_tables', 'last_run_delta_humanized', 'changed_on_delta_humanized'])
      if (!page.list_columns.includes(extra)) page.list_columns.push(extra);
    return page;
  }

  async get(id: number, principal: Principal): Promise<SavedQueryResult> {
    const row = await this.visibleRow(id, principal);
    const { savedQueries } = this.deps;
    return {
      id: row.id,
      uuid: row.uuid,
      catalog: row.catalog,
      schema: row.schema,
      label: row.label,
      description: row.description,
      sql: row.sql,
      sql_tables: sqlTables(row.sql),
      template_parameters: row.template_parameters,
      extra_json: row.extra_json,
      rows: row.rows,
      last_run: row.last_run,
      created_on: row.created_on,
      changed_on: row.changed_on,
      changed_on_delta_humanized: humanizeDelta(row.changed_on),
      created_by: (await savedQueries.person(row.created_by_fk)) ?? null,
      changed_by: (await savedQueries.person(row.changed_by_fk)) ?? null,
      database: (await savedQueries.database(row.db_id)) ?? null,
    };
  }

  async create(body: Fields, principal: Principal): Promise<{ id: number; result: Fields }> {
    checkJson('template_parameters', body.template_parameters);
    checkJson('extra_json', body.extra_json);
    await this.checkDatabase(body.db_id, principal);
    const now = nowIso();
    const id = await this.deps.savedQueries.insert({
      ...body,
      uuid: randomUUID(),
      user_id: principal.user.id,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.user.id,
      changed_by_fk: principal.user.id,
    });
    return { id, result: body };
  }

  async update(
    id: number,
    body: SavedQueryUpdateRequest,
    principal: Principal,
  ): Promise<{ id: number; result: Fields }> {
    await this.visibleRow(id, principal);
    checkJson('template_parameters', body.template_parameters);
    checkJson('extra_json', body.extra_json);
    await this.checkDatabase(body.db_id, principal);
    await this.deps.savedQueries.update(id, {
      ...body,
      changed_on: nowIso(),
      changed_by_fk: principal.user.id,
    });
    return { id, result: body };
  }

  /** Deletes all or none: an id the caller may not see makes the whole request a 404. */
  async delete(ids: readonly number[], principal: Principal): Promise<number> {
    const unique = [...new Set(ids)];
    const rows = await this.deps.savedQueries.findByIds(unique);
    if (rows.length !== unique.length || rows.some((r) => !this.mayUse(r, principal)))
      throw new NotFoundError();
    await this.deps.savedQueries.delete(unique);
    return unique.length;
  }

  /**
   * The legacy FAB `POST /savedqueryviewapi/api/create` SQL Lab's schedule button sends: a new saved
   * query whose extra_json carries the schedule (`{"schedule_info": {...}}`).
   */
  async createLegacy(
    fields: Record<string, unknown>,
    principal: Principal,
  ): Promise<{ id: number; result: Fields }> {
    const body: Fields = {};
    for (const key of LEGACY_TEXT_FIELDS) {
      const value = fields[key];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') throw new BadRequestError({ [key]: ['Not a valid string.'] });
      body[key] = value;
    }
    const extra = fields.extra_json;
    if (extra !== undefined && extra !== null)
      body.extra_json = typeof extra === 'string' ? extra : JSON.stringify(extra);
    const dbId = typeof fields.db_id === 'string' ? Number(fields.db_id) : fields.db_id;
    if (dbId !== undefined && dbId !== null) {
      if (typeof dbId !== 'number' || !Number.isInteger(dbId))
        throw new BadRequestError({ db_id: ['Not a valid integer.'] });
      body.db_id = dbId;
    }
    return this.create(body, principal);
  }
}
