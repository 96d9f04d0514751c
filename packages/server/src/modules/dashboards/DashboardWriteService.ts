import { randomUUID } from 'node:crypto';
import { isAdmin, isRecord } from '@loupe/core';
import type {
  DashboardColorsRequest,
  DashboardCopyRequest,
  DashboardFiltersRequest,
  DashboardUpdateRequest,
} from '@loupe/core';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../../errors.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import { checkJson, checkJsonMetadata, normaliseSlug } from './dashboardFields.js';
import {
  layoutChartIds,
  layoutWithUuids,
  parseMetadata,
  remapChartIds,
  remapLayout,
} from './dashboardMetadata.js';
import type { DashboardRepository, DashboardRow } from './DashboardRepository.js';
import type { DashboardService } from './DashboardService.js';
import type {
  DashboardChanges,
  DashboardLinks,
  DashboardWriteRepository,
} from './DashboardWriteRepository.js';
import { updateNativeFilters } from './nativeFilters.js';

export interface DashboardWriteServiceDeps {
  dashboards: DashboardRepository;
  writes: DashboardWriteRepository;
  reads: DashboardService;
  datasets: DatasetService;
}

type Json = Record<string, unknown>;

/** Superset's `last_modified_time`: changed_on (an ISO instant) without its fraction, in epoch seconds. */
export const epochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** The json_metadata keys PUT /colors changes (Superset's DashboardColorsConfigUpdateSchema). */
const COLOR_KEYS = [
  'color_namespace',
  'color_scheme',
  'map_label_colors',
  'shared_label_colors',
  'label_colors',
  'color_scheme_domain',
] as const;

/**
 * Changing dashboards: save (Superset's UpdateDashboardCommand with set_dash_metadata), delete,
 * copy, colours and native filters. Each needs the dashboard visible (404) and, except a copy,
 * owned by the caller unless Admin (403, Superset's DashboardForbiddenError).
 */
export class DashboardWriteService {
  constructor(private readonly deps: DashboardWriteServiceDeps) {}

  private async ownedRow(id: number, principal: Principal): Promise<DashboardRow> {
    const row = await this.deps.reads.visibleRow(String(id), principal);
    await this.assertOwner(row.id, principal);
    return row;
  }

  private async assertOwner(id: number, principal: Principal): Promise<void> {
    if (isAdmin(principal.grants)) return;
    const owners = await this.deps.dashboards.ownersOf(id);
    if (!owners.some((o) => o.id === principal.user.id)) throw new ForbiddenError();
  }

  /**
   * The dashboard's charts after a save: the layout's charts that exist. A chart the caller may
   * not see is only kept when the dashboard already had it (no one adds what they cannot see).
   */
  private async layoutCharts(
    dashboardId: number | undefined,
    chartIds: readonly number[],
    principal: Principal,
  ): Promise<{ ids: number[]; uuids: Map<number, string> }> {
    const refs = await this.deps.writes.chartRefs(chartIds);
    const current = dashboardId === undefined ? [] : await this.deps.writes.chartIdsOf(dashboardId);
    const visible = await this.deps.datasets.visibleIds(principal);
    const kept = refs.filter(
      (c) =>
        visible === 'all' ||
        current.includes(c.id) ||
        (c.datasource_type === 'table' && c.datasource_id !== null && visible.includes(c.datasource_id)),
    );
    const order = new Map(chartIds.map((id, i) => [id, i]));
    kept.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { ids: kept.map((c) => c.id), uuids: new Map(kept.map((c) => [c.id, c.uuid])) };
  }

  /** PUT /api/v1/dashboard/<pk>: answers `{id, result, last_modified_time}`. */
  async update(
    id: number,
    body: DashboardUpdateRequest,
    principal: Principal,
  ): Promise<{ id: number; result: Json; last_modified_time: number }> {
    const row = await this.ownedRow(id, principal);
    checkJson('position_json', body.position_json);
    checkJsonMetadata(body.json_metadata);
    const { dashboards } = this.deps;
    const slug = body.slug === undefined ? undefined : normaliseSlug(body.slug);
    const errors: Record<string, string[]> = {};
    if (slug) {
      const other = await dashboards.findBySlug(slug);
      if (other && other.id !== id) errors.slug = ['Must be unique'];
    }
    const links: DashboardLinks = {};
    if (body.owners !== undefined && body.owners !== null) {
      const owners = [...new Set(body.owners)];
      if ((await dashboards.existingUserIds(owners)).length !== owners.length)
        errors.owners = ['Owners are invalid'];
      // A non-admin stays an owner, so a save cannot lock them out (Superset's compute_owners).
      if (!isAdmin(principal.grants) && !owners.includes(principal.user.id)) owners.push(principal.user.id);
      links.owners = owners;
    }
    if (body.roles !== undefined && body.roles !== null) {
      const roles = [...new Set(body.roles)];
      if ((await dashboards.existingRoleIds(roles)).length !== roles.length)
        errors.roles = ['Some roles do not exist'];
      links.roles = roles;
    }
    if (Object.keys(errors).length) throw new UnprocessableError(errors);

    const now = nowIso();
    const changes: DashboardChanges = { changed_on: now, changed_by_fk: principal.user.id };
    const copied = [
      'dashboard_title',
      'css',
      'certified_by',
      'certification_details',
      'external_url',
    ] as const;
    for (const key of copied) if (body[key] !== undefined) changes[key] = body[key];
    if (slug !== undefined) changes.slug = slug;
    if (body.published !== undefined && body.published !== null) changes.published = body.published ? 1 : 0;
    if (body.is_managed_externally !== undefined && body.is_managed_externally !== null)
      changes.is_managed_externally = body.is_managed_externally ? 1 : 0;

    // The layout: position_json as given, or the `positions` Superset's web sends in json_metadata.
    let positions: Json | undefined;
    if (body.position_json) {
      const parsed = checkJson('position_json', body.position_json);
      if (isRecord(parsed)) positions = parsed;
      else changes.position_json = body.position_json;
    } else if (body.position_json === null) changes.position_json = null;
    if (body.json_metadata) {
      const given = parseMetadata(body.json_metadata);
      if (isRecord(given.positions)) positions ??= given.positions;
      delete given.positions;
      // Keys the save does not name stay (import_time, remote_id...), as Superset's params_dict merge.
      changes.json_metadata = JSON.stringify({ ...parseMetadata(row.json_metadata), ...given });
    } else if (body.json_metadata === null) changes.json_metadata = null;
    if (positions) {
      const charts = await this.layoutCharts(id, layoutChartIds(positions), principal);
      changes.position_json = layoutWithUuids(positions, charts.uuids);
      links.charts = charts.ids;
    }
    await this.deps.writes.update(id, changes, links);
    const result: Json = { ...body };
    if (slug !== undefined) result.slug = slug;
    return { id, result, last_modified_time: epochSeconds(now) };
  }

  /** DELETE by id or in bulk: all or none; a hidden or missing id is 404, one not owned 403. */
  async delete(ids: readonly number[], principal: Principal): Promise<number> {
    const unique = [...new Set(ids)];
    const rows = await this.deps.dashboards.findByIds(unique);
    if (rows.length !== unique.length) throw new NotFoundError();
    const scope = await this.deps.reads.scope(principal);
    for (const row of rows)
      if (!(await this.deps.dashboards.matches(row.id, scope))) throw new NotFoundError();
    const reports = await this.deps.writes.reportNames(unique);
    if (reports.length)
      throw new UnprocessableError(`There are associated alerts or reports: ${reports.join(',')}`);
    for (const row of rows) await this.assertOwner(row.id, principal);
    await this.deps.writes.delete(unique);
    return unique.length;
  }

  /**
   * POST /<id_or_slug>/copy/ (Superset's CopyDashboardCommand): a new draft owned by the caller with
   * the given title, css and metadata, the original's layout, and its charts, or copies of them
   * (duplicate_slices) with every chart id in layout and metadata mapped to the copy. Under
   * DASHBOARD_RBAC only owners may copy.
   */
  async copy(
    idOrSlug: string,
    body: DashboardCopyRequest,
    principal: Principal,
    rbac: boolean,
  ): Promise<{ result: { id: number; last_modified_time: number } }> {
    const original = await this.deps.reads.visibleRow(idOrSlug, principal);
    checkJsonMetadata(body.json_metadata);
    if (rbac) await this.assertOwner(original.id, principal);
    const { writes } = this.deps;
    const now = nowIso();
    const idMap = new Map<number, number>();
    if (body.duplicate_slices)
      for (const chart of await writes.chartsOf(original.id))
        idMap.set(chart.id, await writes.cloneChart(chart, principal.user.id, randomUUID(), now));
    const metadata = remapChartIds(parseMetadata(body.json_metadata), idMap);
    const given = isRecord(metadata.positions) ? metadata.positions : undefined;
    delete metadata.positions;
    const originalLayout = parseMetadata(original.position_json);
    const positions =
      given ?? (Object.keys(originalLayout).length ? remapLayout(originalLayout, idMap) : undefined);
    const newId = await this.deps.dashboards.insert(
      {
        uuid: randomUUID(),
        dashboard_title: body.dashboard_title ?? null,
        slug: null,
        position_json: null,
        css: body.css ?? null,
        json_metadata: JSON.stringify(metadata),
        published: 0,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.user.id,
        changed_by_fk: principal.user.id,
      },
      [principal.user.id],
      [],
    );
    const links: DashboardLinks = {};
    const changes: DashboardChanges = {};
    if (positions) {
      const charts = await this.layoutCharts(newId, layoutChartIds(positions), principal);
      changes.position_json = layoutWithUuids(positions, charts.uuids);
      links.charts = charts.ids;
    } else {
      links.charts = [...new Set([...(await writes.chartIdsOf(original.id)).map((c) => idMap.get(c) ?? c)])];
    }
    if (Object.keys(changes).length || links.charts.length) await writes.update(newId, changes, links);
    return { result: { id: newId, last_modified_time: epochSeconds(now) } };
  }

  /**
   * PUT /<pk>/colors (Superset's UpdateDashboardColorsConfigCommand): only the colour keys of
   * json_metadata change; `mark_updated=false` leaves changed_on alone (the page sends it on load).
   */
  async colors(
    id: number,
    body: DashboardColorsRequest,
    markUpdated: boolean,
    principal: Principal,
  ): Promise<void> {
    const row = await this.ownedRow(id, principal);
    const metadata = parseMetadata(row.json_metadata);
    for (const key of COLOR_KEYS) if (body[key] !== undefined) metadata[key] = body[key];
    const changes: DashboardChanges = { json_metadata: JSON.stringify(metadata) };
    if (markUpdated) Object.assign(changes, { changed_on: nowIso(), changed_by_fk: principal.user.id });
    await this.deps.writes.update(id, changes, {});
  }

  /** PUT /<pk>/filters: the native filter configuration after the edits; answers the new list. */
  async filters(id: number, body: DashboardFiltersRequest, principal: Principal): Promise<Json[]> {
    const row = await this.ownedRow(id, principal);
    const metadata = parseMetadata(row.json_metadata);
    const current = Array.isArray(metadata.native_filter_configuration)
      ? metadata.native_filter_configuration.filter(isRecord)
      : [];
    const configuration = updateNativeFilters(current, body);
    metadata.native_filter_configuration = configuration;
    await this.deps.writes.update(
      id,
      { json_metadata: JSON.stringify(metadata), changed_on: nowIso(), changed_by_fk: principal.user.id },
      {},
    );
    return configuration;
  }
}
