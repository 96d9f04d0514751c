import { randomUUID } from 'node:crypto';
import { humanizeDelta, isAdmin } from '@loupe/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../../errors.js';
import { parseJsonText } from '../../platform/jsonText.js';
import type { ListResponse, ListService } from '../../platform/list/ListService.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatasetRepository, DatasetRow } from '../datasets/DatasetRepository.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import { chartListFor } from './chartList.js';
import type { ChartChanges, ChartRepository, ChartRow, PersonRef } from './ChartRepository.js';
import { chartFormData, datasetName, sliceUrl, toChartResult, type ChartParts } from './chartResult.js';
import type { ChartCreateRequest, ChartResult, ChartUpdateRequest } from '@loupe/core';

export interface ChartServiceDeps {
  charts: ChartRepository;
  datasets: DatasetService;
  datasetRows: DatasetRepository;
  lists: ListService;
  /** Called after a change that may change chart data answers (the chart-data memo drops them). */
  onChartDataChange(): void;
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Superset's validate_json on params and query_context: 400 with the field's message. */
function checkJson(field: string, value: string | null | undefined): void {
  if (value === undefined || value === null || value === '') return;
  try {
    parseJsonText(value);
  } catch {
    throw new BadRequestError({ [field]: ['JSON not valid'] });
  }
}

/**
 * A PUT that only stores a generated query context: any reader may send it (Superset's
 * is_query_context_update: exactly these two fields, the generation flag set).
 */
function isQueryContextUpdate(body: ChartUpdateRequest): boolean {
  const keys = Object.keys(body).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'query_context' &&
    keys[1] === 'query_context_generation' &&
    Boolean(body.query_context_generation)
  );
}

const CHART_FORBIDDEN = 'Changing this chart is forbidden';
const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

/** The viz_type of a params JSON, which Superset falls back to when the body has none. */
function paramsVizType(params: string | null | undefined): string | undefined {
  if (!params) return undefined;
  const parsed: unknown = JSON.parse(params);
  const vizType =
    parsed && typeof parsed === 'object' ? (parsed as { viz_type?: unknown }).viz_type : undefined;
  return typeof vizType === 'string' ? vizType : undefined;
}

/**
 * Charts: CRUD, ownership (only owners or Admin change a chart), favourites, and access through the
 * chart's dataset (Superset's ChartFilter: a chart is visible when its dataset is).
 */
export class ChartService {
  constructor(private readonly deps: ChartServiceDeps) {}

  /** The charts the caller may see: those whose dataset the caller may use. */
  async scope(principal: Principal): Promise<Expression<SqlBool>[]> {
    const visible = await this.deps.datasets.visibleIds(principal);
    if (visible === 'all') return [];
    if (visible.length === 0) return [sql<SqlBool>`1 = 0`];
    return [
      sql<SqlBool>`(slices.datasource_type = 'table' and slices.datasource_id in (${sql.join(visible)}))`,
    ];
  }

  /** The subset of these charts the caller may see, reading the caller's datasets once. */
  private async visibleOf(rows: readonly ChartRow[], principal: Principal): Promise<ChartRow[]> {
    if (rows.length === 0) return [];
    const visible = await this.deps.datasets.visibleIds(principal);
    if (visible === 'all') return [...rows];
    return rows.filter(
      (r) => r.datasource_type === 'table' && r.datasource_id !== null && visible.includes(r.datasource_id),
    );
  }

  /** A chart by id or uuid that the caller may see; 404 otherwise (hidden charts are not named). */
  async visibleRow(idOrUuid: number | string, principal: Principal): Promise<ChartRow> {
    const key = String(idOrUuid);
    const row = /^\d{1,15}$/.test(key)
      ? await this.deps.charts.findById(Number(key))
      : UUID.test(key)
        ? await this.deps.charts.findByUuid(key)
        : undefined;
    if (!row || (await this.visibleOf([row], principal)).length === 0) throw new NotFoundError();
    return row;
  }

  /**
   * A chart by id whatever the caller may see: explore opens it and then checks its datasource,
   * answering 403 rather than 404 as Superset does.
   */
  findRow(id: number): Promise<ChartRow | undefined> {
    return this.deps.charts.findById(id);
  }

  /** Who created and last changed the chart, for explore's metadata. */
  async auditPeople(row: ChartRow): Promise<{ createdBy?: PersonRef; changedBy?: PersonRef }> {
    return {
      createdBy: await this.deps.charts.person(row.created_by_fk),
      changedBy: await this.deps.charts.person(row.changed_by_fk),
    };
  }

  /** Changing a chart needs ownership or Admin; Superset answers a plain 403 Forbidden. */
  private async assertOwner(row: ChartRow, principal: Principal): Promise<void> {
    if (isAdmin(principal.grants)) return;
    const owners = await this.deps.charts.ownersOf(row.id);
    if (!owners.some((o) => o.id === principal.user.id)) throw new ForbiddenError();
  }

  async parts(row: ChartRow): Promise<ChartParts> {
    const { charts, datasetRows } = this.deps;
    return {
      row,
      owners: await charts.ownersOf(row.id),
      dashboards: await charts.dashboardsOf(row.id),
      dataset:
        row.datasource_type === 'table' && row.datasource_id !== null
          ? await datasetRows.findById(row.datasource_id)
          : undefined,
    };
  }

  /**
   * The chart's dataset: a missing one is Superset's 422 validation error, one the caller may not
   * use its ChartForbiddenError.
   */
  private async datasource(id: number, type: string, principal: Principal): Promise<DatasetRow> {
    const row = type === 'table' ? await this.deps.datasetRows.findById(id) : undefined;
    if (!row) throw new UnprocessableError({ datasource_id: ['Datasource does not exist'] });
    const visible = await this.deps.datasets.visibleIds(principal);
    if (visible !== 'all' && !visible.includes(row.id)) throw new ForbiddenError(CHART_FORBIDDEN);
    return row;
  }

  /**
   * Superset's populate_owner_list: none given means the caller on create; a non-admin who leaves
   * themselves out is kept as an owner so they cannot lock themselves out by mistake.
   */
  private async ownerList(owners: readonly number[] | undefined, principal: Principal): Promise<number[]> {
    if (owners === undefined) return [principal.user.id];
    const unique = [...new Set(owners)];
    const existing = await this.deps.charts.existingUserIds(unique);
    if (existing.length !== unique.length) throw new UnprocessableError({ owners: ['Owners are invalid'] });
    if (!isAdmin(principal.grants) && !unique.includes(principal.user.id)) unique.push(principal.user.id);
    return unique;
  }

  /**
   * The dashboards to put the chart on: all must exist, and a non-admin must own each one the chart
   * is newly added to (links the chart already has are kept as they are, as Superset does).
   */
  private async dashboardList(
    dashboards: readonly number[],
    principal: Principal,
    current: readonly number[] = [],
  ): Promise<number[]> {
    const unique = [...new Set(dashboards)];
    const existing = await this.deps.charts.existingDashboardIds(unique);
    if (existing.length !== unique.length)
      throw new UnprocessableError({ dashboards: ['Dashboards do not exist'] });
    const added = unique.filter((d) => !current.includes(d));
    if (added.length && !isAdmin(principal.grants)) {
      const owned = await this.deps.charts.ownedDashboardIds(principal.user.id, added);
      if (owned.length !== added.length) throw new ForbiddenError(DASHBOARDS_FORBIDDEN);
    }
    return unique;
  }

  async list(q: string | undefined, principal: Principal): Promise<ListResponse> {
    const page = await this.deps.lists.list(chartListFor(principal.user.id), q, await this.scope(principal));
    const fullName = (p: unknown) => {
      const person = p as { first_name: string; last_name: string } | null | undefined;
      return person ? `${person.first_name} ${person.last_name}` : '';
    };
    for (const item of page.result) {
      const id = item.id as number;
      const extras: Record<string, unknown> = {
        url: sliceUrl(id),
        slice_url: sliceUrl(id),
        edit_url: `/chart/edit/${id}`,
        thumbnail_url: null,
        changed_on_delta_humanized: humanizeDelta(item.changed_on as string | null | undefined),
        changed_on_utc: item.changed_on ?? null,
        changed_on_dttm: item.changed_on ? Date.parse(item.changed_on as string) : null,
        created_on_delta_humanized: humanizeDelta(item.created_on as string | null | undefined),
        changed_by_name: fullName(item.changed_by),
        created_by_name: fullName(item.created_by),
        datasource_name_text: item.datasource_name ?? null,
        datasource_url:
          item.datasource_id === null || item.datasource_id === undefined
            ? null
            : `/tablemodelview/edit/${String(item.datasource_id)}`,
      };
      if ('params' in item && 'viz_type' in item && 'datasource_id' in item)
        extras.form_data = chartFormData({
          id,
          params: item.params as string | null,
          viz_type: item.viz_type as string | null,
          datasource_id: item.datasource_id as number | null,
          datasource_type: (item.datasource_type as string | null | undefined) ?? 'table',
          cache_timeout: (item.cache_timeout as number | null | undefined) ?? null,
        });
      Object.assign(item, extras);
    }
    return page;
  }

  async get(idOrUuid: string, principal: Principal): Promise<ChartResult> {
    return toChartResult(await this.parts(await this.visibleRow(idOrUuid, principal)));
  }

  async create(
    body: ChartCreateRequest,
    principal: Principal,
  ): Promise<{ id: number; result: ChartCreateRequest }> {
    checkJson('params', body.params);
    checkJson('query_context', body.query_context);
    const dataset = await this.datasource(body.datasource_id, body.datasource_type, principal);
    const owners = await this.ownerList(body.owners, principal);
    const dashboards = await this.dashboardList(body.dashboards ?? [], principal);
    const now = nowIso();
    const id = await this.deps.charts.insert(
      {
        uuid: body.uuid ?? randomUUID(),
        slice_name: body.slice_name,
        datasource_id: dataset.id,
        datasource_type: 'table',
        datasource_name: datasetName(dataset),
        viz_type: body.viz_type ?? paramsVizType(body.params) ?? null,
        params: body.params ?? null,
        query_context: body.query_context ?? null,
        description: body.description ?? null,
        cache_timeout: body.cache_timeout ?? null,
        perm: dataset.perm,
        schema_perm: dataset.schema_perm,
        catalog_perm: dataset.catalog_perm,
        certified_by: body.certified_by ?? null,
        certification_details: body.certification_details ?? null,
        external_url: body.external_url ?? null,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        last_saved_at: now,
        last_saved_by_fk: principal.user.id,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.user.id,
        changed_by_fk: principal.user.id,
      },
      owners,
      dashboards,
    );
    return { id, result: body };
  }

  async update(
    id: number,
    body: ChartUpdateRequest,
    principal: Principal,
  ): Promise<{ id: number; result: ChartUpdateRequest }> {
    const row = await this.visibleRow(id, principal);
    if (!isQueryContextUpdate(body)) await this.assertOwner(row, principal);
    checkJson('params', body.params);
    checkJson('query_context', body.query_context);
    const now = nowIso();
    const changes: ChartChanges = { changed_on: now, changed_by_fk: principal.user.id };
    const copied = [
      'viz_type',
      'params',
      'query_context',
      'description',
      'cache_timeout',
      'certified_by',
      'certification_details',
      'external_url',
    ] as const;
    const fields = changes as Record<string, unknown>;
    for (const key of copied) if (body[key] !== undefined) fields[key] = body[key];
    if (body.slice_name) changes.slice_name = body.slice_name;
    if (body.is_managed_externally !== undefined && body.is_managed_externally !== null)
      changes.is_managed_externally = body.is_managed_externally ? 1 : 0;
    if ((body.datasource_id !== undefined && body.datasource_id !== null) || 'datasource_type' in body) {
      if (!body.datasource_type)
        throw new UnprocessableError({
          datasource_type: ['Datasource type is required when datasource_id is given'],
        });
    }
    const datasourceId = body.datasource_id ?? undefined;
    if (datasourceId !== undefined || body.datasource_type) {
      const dataset = await this.datasource(
        datasourceId ?? row.datasource_id ?? 0,
        body.datasource_type ?? row.datasource_type ?? 'table',
        principal,
      );
      Object.assign(changes, {
        datasource_id: dataset.id,
        datasource_type: 'table',
        datasource_name: datasetName(dataset),
        perm: dataset.perm,
        schema_perm: dataset.schema_perm,
        catalog_perm: dataset.catalog_perm,
      });
    }
    // A generated query context stored in the background is no user's save.
    if (body.query_context_generation === undefined || body.query_context_generation === null) {
      changes.last_saved_at = now;
      changes.last_saved_by_fk = principal.user.id;
    }
    const owners = body.owners === undefined ? undefined : await this.ownerList(body.owners, principal);
    const dashboards =
      body.dashboards === undefined
        ? undefined
        : await this.dashboardList(
            body.dashboards,
            principal,
            (await this.deps.charts.dashboardsOf(id)).map((d) => d.id),
          );
    await this.deps.charts.update(id, changes, owners, dashboards);
    this.deps.onChartDataChange();
    return { id, result: body };
  }

  /** Deletes all or none: a hidden or missing id is a 404, a chart the caller does not own a 403. */
  async delete(ids: readonly number[], principal: Principal): Promise<number> {
    const unique = [...new Set(ids)];
    const rows = await this.deps.charts.findByIds(unique);
    if (rows.length !== unique.length) throw new NotFoundError();
    if ((await this.visibleOf(rows, principal)).length !== rows.length) throw new NotFoundError();
    const reports = await this.deps.charts.reportNames(unique);
    if (reports.length)
      throw new UnprocessableError(`There are associated alerts or reports: ${reports.join(',')}`);
    for (const row of rows) await this.assertOwner(row, principal);
    await this.deps.charts.delete(unique);
    this.deps.onChartDataChange();
    return unique.length;
  }

  /** GET favorite_status/: one entry per requested chart the caller may see; none at all is a 404. */
  async favouriteStatus(
    ids: readonly number[],
    principal: Principal,
  ): Promise<{ id: number; value: boolean }[]> {
    const rows = await this.deps.charts.findByIds([...new Set(ids)]);
    const seen = (await this.visibleOf(rows, principal)).map((r) => r.id);
    if (seen.length === 0) throw new NotFoundError();
    const favourites = await this.deps.charts.favouriteIds(principal.user.id, seen);
    return seen.sort((a, b) => a - b).map((id) => ({ id, value: favourites.has(id) }));
  }

  async addFavourite(id: number, principal: Principal): Promise<void> {
    await this.visibleRow(id, principal);
    await this.deps.charts.addFavourite(principal.user.id, id);
  }

  async removeFavourite(id: number, principal: Principal): Promise<void> {
    await this.visibleRow(id, principal);
    await this.deps.charts.removeFavourite(principal.user.id, id);
  }
}
