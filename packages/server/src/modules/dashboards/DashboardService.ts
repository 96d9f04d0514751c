import { randomUUID } from 'node:crypto';
import { humanizeDelta, isAdmin, parseListQuery } from '@loupe/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { NotFoundError, UnprocessableError } from '../../errors.js';
import type { ListResponse, ListService } from '../../platform/list/ListService.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import type { PersonRef } from '../charts/ChartRepository.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import {
  checkJson,
  checkJsonMetadata,
  dashboardThumbnailUrl,
  dashboardUrl,
  normaliseSlug,
} from './dashboardFields.js';
import { dashboardListFor } from './dashboardList.js';
import type { DashboardRepository, DashboardRow } from './DashboardRepository.js';
import type { DashboardCreateRequest, DashboardResult } from './dashboardSchemas.js';

export interface DashboardServiceDeps {
  dashboards: DashboardRepository;
  datasets: DatasetService;
  lists: ListService;
  /** Superset's DASHBOARD_RBAC feature flag (off when not given): roles on a published dashboard grant it. */
  rbac?: boolean;
}

const fullName = (p: PersonRef | null | undefined): string => (p ? `${p.first_name} ${p.last_name}` : '');

/**
 * Dashboards: list, detail and create with Superset's validation, ownership and visibility
 * (DashboardAccessFilter).
 */
export class DashboardService {
  constructor(private readonly deps: DashboardServiceDeps) {}

  /**
   * The dashboards the caller may see, as list conditions (Superset's DashboardAccessFilter): Admin
   * sees all; anyone else the dashboards they own, and published ones holding at least one chart on
   * a dataset they may use. Superset checks that dataset access with the charts' perm/schema_perm;
   * here it is the same rule through the chart's dataset id (DatasetService.visibleIds, which reads
   * datasource, schema, catalog and database access). A user with access to every datasource
   * (all_datasource_access: Alpha) sees every published dashboard, also one without charts, as in
   * Superset (its outer join with a constant-true condition). Drafts stay with owners and admins.
   * Under DASHBOARD_RBAC a published dashboard with roles is seen by members of those roles only
   * (the data rule then applies to dashboards without roles); with the flag off roles do nothing.
   */
  /** Whether DASHBOARD_RBAC is on (roles then decide who sees a dashboard; a copy keeps them). */
  get rbac(): boolean {
    return this.deps.rbac === true;
  }

  async scope(principal: Principal): Promise<Expression<SqlBool>[]> {
    if (isAdmin(principal.grants)) return [];
    const owned = sql<SqlBool>`dashboards.id in (select du.dashboard_id from dashboard_user du
      where du.user_id = ${principal.user.id})`;
    const roleNames = Object.keys(principal.grants.roles);
    const hasRoles = sql<SqlBool>`dashboards.id in (select dr.dashboard_id from dashboard_roles dr)`;
    const byRole =
      this.deps.rbac === true && roleNames.length
        ? sql<SqlBool>` or (dashboards.published = 1 and dashboards.id in (select dr.dashboard_id
            from dashboard_roles dr join ab_role r on r.id = dr.role_id where r.name in (${sql.join(roleNames)})))`
        : sql<SqlBool>``;
    const withoutRoles = this.deps.rbac === true ? sql<SqlBool>` and not ${hasRoles}` : sql<SqlBool>``;
    const visible = await this.deps.datasets.visibleIds(principal);
    if (visible === 'all')
      return [sql<SqlBool>`(${owned} or (dashboards.published = 1${withoutRoles})${byRole})`];
    if (visible.length === 0) return [sql<SqlBool>`(${owned}${byRole})`];
    const withData = sql<SqlBool>`dashboards.id in (select ds.dashboard_id from dashboard_slices ds
      join slices s on s.id = ds.slice_id
      where s.datasource_type = 'table' and s.datasource_id in (${sql.join(visible)}))`;
    return [sql<SqlBool>`(${owned} or (dashboards.published = 1 and ${withData}${withoutRoles})${byRole})`];
  }

  /** A dashboard by id or slug that the caller may see; 404 otherwise (hidden ones are not named). */
  async visibleRow(idOrSlug: string, principal: Principal): Promise<DashboardRow> {
    const { dashboards } = this.deps;
    // Superset's id_or_slug_filter: digits are an id, anything else a slug.
    const row = /^\d{1,15}$/.test(idOrSlug)
      ? await dashboards.findById(Number(idOrSlug))
      : await dashboards.findBySlug(idOrSlug);
    if (!row || !(await dashboards.matches(row.id, await this.scope(principal)))) throw new NotFoundError();
    return row;
  }

  async list(q: string | undefined, principal: Principal): Promise<ListResponse> {
    const page = await this.deps.lists.list(
      dashboardListFor(principal.user.id),
      q,
      await this.scope(principal),
    );
    const everyColumn = !parseListQuery(q).columns?.length;
    for (const item of page.result) {
      const id = item.id as number;
      // Computed columns come with the columns they are computed from, so `columns:!(id,title)`
      // answers just those, as FAB does.
      const extras: Record<string, unknown> = {};
      if ('slug' in item) extras.url = dashboardUrl(id, item.slug as string | null);
      if ('published' in item) extras.status = item.published ? 'published' : 'draft';
      if ('changed_on' in item) {
        extras.changed_on_utc = item.changed_on ?? null;
        extras.changed_on_delta_humanized = humanizeDelta(item.changed_on as string | null);
      }
      if ('created_on' in item)
        extras.created_on_delta_humanized = humanizeDelta(item.created_on as string | null);
      if ('changed_by' in item) extras.changed_by_name = fullName(item.changed_by as PersonRef | null);
      // The thumbnail's digest changes with every save, so a browser never shows a stale picture.
      if (everyColumn)
        extras.thumbnail_url = dashboardThumbnailUrl(id, (item.changed_on as string | null) ?? '');
      // No tags yet: the full list still has Superset's key for them.
      if (everyColumn) extras.tags = [];
      Object.assign(item, extras);
    }
    return page;
  }

  async get(idOrSlug: string, principal: Principal): Promise<DashboardResult> {
    const row = await this.visibleRow(idOrSlug, principal);
    const { dashboards } = this.deps;
    const changedBy = (await dashboards.person(row.changed_by_fk)) ?? null;
    return {
      id: row.id,
      uuid: row.uuid,
      slug: row.slug,
      url: dashboardUrl(row.id, row.slug),
      dashboard_title: row.dashboard_title,
      published: Boolean(row.published),
      css: row.css,
      json_metadata: row.json_metadata,
      position_json: row.position_json,
      certified_by: row.certified_by,
      certification_details: row.certification_details,
      thumbnail_url: dashboardThumbnailUrl(row.id, row.changed_on ?? ''),
      is_managed_externally: Boolean(row.is_managed_externally),
      external_url: row.external_url,
      owners: await dashboards.ownersOf(row.id),
      roles: await dashboards.rolesOf(row.id),
      tags: [],
      charts: await dashboards.chartNames(row.id),
      changed_by: changedBy,
      changed_by_name: fullName(changedBy),
      changed_on: row.changed_on,
      changed_on_delta_humanized: humanizeDelta(row.changed_on),
      created_by: (await dashboards.person(row.created_by_fk)) ?? null,
      created_on_delta_humanized: humanizeDelta(row.created_on),
      theme: null,
    };
  }

  /**
   * Superset's populate_owner_list with default_to_user: none given means the caller; a non-admin
   * who leaves themselves out is kept as an owner so they cannot lock themselves out.
   */
  private ownerList(owners: readonly number[] | undefined, principal: Principal): number[] {
    if (!owners?.length) return [principal.user.id];
    const unique = [...new Set(owners)];
    if (!isAdmin(principal.grants) && !unique.includes(principal.user.id)) unique.push(principal.user.id);
    return unique;
  }

  /**
   * POST /api/v1/dashboard/ (Superset's CreateDashboardCommand): JSON fields checked (400), then
   * the slug's uniqueness, the owners and the roles (422, reported together as Superset does).
   */
  async create(
    body: DashboardCreateRequest,
    principal: Principal,
  ): Promise<{ id: number; result: DashboardCreateRequest }> {
    const { dashboards } = this.deps;
    checkJson('position_json', body.position_json);
    checkJsonMetadata(body.json_metadata);
    const slug = normaliseSlug(body.slug);
    const owners = this.ownerList(body.owners, principal);
    const roles = [...new Set(body.roles ?? [])];
    const errors: Record<string, string[]> = {};
    if (slug !== null && (await dashboards.slugExists(slug))) errors.slug = ['Must be unique'];
    if ((await dashboards.existingUserIds(owners)).length !== owners.length)
      errors.owners = ['Owners are invalid'];
    if ((await dashboards.existingRoleIds(roles)).length !== roles.length)
      errors.roles = ['Some roles do not exist'];
    if (Object.keys(errors).length) throw new UnprocessableError(errors);
    const now = nowIso();
    const id = await dashboards.insert(
      {
        uuid: randomUUID(),
        dashboard_title: body.dashboard_title ?? null,
        slug,
        position_json: body.position_json ?? null,
        css: body.css ?? null,
        json_metadata: body.json_metadata ?? null,
        published: body.published ? 1 : 0,
        certified_by: body.certified_by ?? null,
        certification_details: body.certification_details ?? null,
        external_url: body.external_url ?? null,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.user.id,
        changed_by_fk: principal.user.id,
      },
      owners,
      roles,
    );
    // Superset answers the loaded body: the slug as stored.
    const result: DashboardCreateRequest = { ...body };
    if (body.slug !== undefined) result.slug = slug;
    return { id, result };
  }

  /** GET favorite_status/: one entry per requested dashboard the caller may see; none is a 404. */
  async favouriteStatus(
    ids: readonly number[],
    principal: Principal,
  ): Promise<{ id: number; value: boolean }[]> {
    const scope = await this.scope(principal);
    const seen: number[] = [];
    for (const row of await this.deps.dashboards.findByIds([...new Set(ids)]))
      if (await this.deps.dashboards.matches(row.id, scope)) seen.push(row.id);
    if (seen.length === 0) throw new NotFoundError();
    const favourites = await this.deps.dashboards.favouriteIds(principal.user.id, seen);
    return seen.sort((a, b) => a - b).map((id) => ({ id, value: favourites.has(id) }));
  }

  async addFavourite(id: number, principal: Principal): Promise<void> {
    await this.visibleRow(String(id), principal);
    await this.deps.dashboards.addFavourite(principal.user.id, id);
  }

  async removeFavourite(id: number, principal: Principal): Promise<void> {
    await this.visibleRow(String(id), principal);
    await this.deps.dashboards.removeFavourite(principal.user.id, id);
  }
}
