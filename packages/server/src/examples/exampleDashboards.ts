import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChartRepository } from '../modules/charts/ChartRepository.js';
import { DashboardRepository } from '../modules/dashboards/DashboardRepository.js';
import { KeyValueRepository } from '../modules/keyvalue/KeyValueRepository.js';
import { nowIso } from '../platform/metadata/schema.js';
import type { Services } from '../services.js';
import { EXAMPLES_DATABASE_NAME } from './registerExamples.js';

/** Where the "example dashboards were created" record lives in the key_value store. */
export const EXAMPLE_ASSETS_RESOURCE = 'loupe_examples';
/**
 * The key of that record for this set of example assets. Once it exists the examples are never
 * created again, so a user who deletes an example dashboard or chart does not get it back. A later
 * release that ships new examples gives them a key of their own.
 */
export const EXAMPLE_DASHBOARDS_KEY = '0d8bba35-2d1f-4a8a-9a3f-4b1f8f6f0e11';

/** The fields of a Superset chart export (`charts/<name>.yaml`) the examples carry. */
export interface ExampleChartAsset {
  slice_name: string;
  description: string | null;
  certified_by: string | null;
  certification_details: string | null;
  viz_type: string;
  params: Record<string, unknown>;
  cache_timeout: number | null;
  uuid: string;
  version: string;
  /**
   * The example table the chart reads. Superset's exports name the dataset by `dataset_uuid`; the
   * example datasets get a fresh uuid on each install, so the table name (in the examples database,
   * schema `main`) is what stays the same.
   */
  dataset_table_name: string;
}

/** The fields of a Superset dashboard export (`dashboards/<name>.yaml`). */
export interface ExampleDashboardAsset {
  dashboard_title: string;
  description: string | null;
  css: string;
  slug: string | null;
  certified_by: string | null;
  certification_details: string | null;
  published: boolean;
  uuid: string;
  /** position_json as an object: Superset's layout (ROOT_ID, GRID_ID/TABS, ROW, CHART...). */
  position: Record<string, unknown>;
  /** json_metadata as an object. */
  metadata: Record<string, unknown>;
  version: string;
}

export interface ExampleAssets {
  charts: ExampleChartAsset[];
  dashboards: ExampleDashboardAsset[];
}

export interface ExampleDashboardsReport {
  charts: number;
  dashboards: number;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(o: Json, key: string, file: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new Error(`example asset ${file}: ${key} is not a string`);
  return v;
}

function optStr(o: Json, key: string, file: string): string | null {
  const v = o[key];
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') throw new Error(`example asset ${file}: ${key} is not a string`);
  return v;
}

function obj(o: Json, key: string, file: string): Json {
  const v = o[key];
  if (!isRecord(v)) throw new Error(`example asset ${file}: ${key} is not an object`);
  return v;
}

/** Reads one chart file; a malformed file is a packaging mistake, reported by name. */
export function parseChartAsset(raw: unknown): ExampleChartAsset {
  if (!isRecord(raw)) throw new Error('example chart asset is not an object');
  const file = typeof raw.uuid === 'string' ? raw.uuid : '?';
  const cacheTimeout = raw.cache_timeout;
  if (cacheTimeout !== null && cacheTimeout !== undefined && !Number.isInteger(cacheTimeout))
    throw new Error(`example asset ${file}: cache_timeout is not an integer`);
  return {
    slice_name: str(raw, 'slice_name', file),
    description: optStr(raw, 'description', file),
    certified_by: optStr(raw, 'certified_by', file),
    certification_details: optStr(raw, 'certification_details', file),
    viz_type: str(raw, 'viz_type', file),
    params: obj(raw, 'params', file),
    cache_timeout: typeof cacheTimeout === 'number' ? cacheTimeout : null,
    uuid: str(raw, 'uuid', file),
    version: str(raw, 'version', file),
    dataset_table_name: str(raw, 'dataset_table_name', file),
  };
}

export function parseDashboardAsset(raw: unknown): ExampleDashboardAsset {
  if (!isRecord(raw)) throw new Error('example dashboard asset is not an object');
  const file = typeof raw.uuid === 'string' ? raw.uuid : '?';
  return {
    dashboard_title: str(raw, 'dashboard_title', file),
    description: optStr(raw, 'description', file),
    css: optStr(raw, 'css', file) ?? '',
    slug: optStr(raw, 'slug', file),
    certified_by: optStr(raw, 'certified_by', file),
    certification_details: optStr(raw, 'certification_details', file),
    published: raw.published === true,
    uuid: str(raw, 'uuid', file),
    position: obj(raw, 'position', file),
    metadata: obj(raw, 'metadata', file),
    version: str(raw, 'version', file),
  };
}

/**
 * The folder of the example files: `src/examples/assets` of the server package, found from this
 * module whether it runs from `src` (tests) or from the compiled `dist` (the build does not copy data
 * files, and the package ships its sources beside `dist`).
 */
export const EXAMPLE_ASSETS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'src',
  'examples',
  'assets',
);

async function readJsonFiles(dir: string): Promise<unknown[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))));
}

/**
 * The shipped example files, one JSON file per chart (`charts/`) and per dashboard (`dashboards/`),
 * read only on a start that still has examples to create.
 */
export async function loadExampleAssets(dir: string = EXAMPLE_ASSETS_DIR): Promise<ExampleAssets> {
  return {
    charts: (await readJsonFiles(path.join(dir, 'charts'))).map(parseChartAsset),
    dashboards: (await readJsonFiles(path.join(dir, 'dashboards'))).map(parseDashboardAsset),
  };
}

/**
 * The dashboard's layout with every CHART's `meta.chartId` set to the id its uuid has in this
 * install (Superset's importer does the same). A chart that could not be created (its example table
 * missing) leaves the layout, so the dashboard shows no empty slot.
 */
export function resolvePosition(position: Json, chartIds: ReadonlyMap<string, number>): Json {
  const out: Json = structuredClone(position);
  const dropped = new Set<string>();
  for (const [key, node] of Object.entries(out)) {
    if (!isRecord(node) || node.type !== 'CHART') continue;
    const meta = isRecord(node.meta) ? node.meta : undefined;
    const id = typeof meta?.uuid === 'string' ? chartIds.get(meta.uuid) : undefined;
    if (meta && id !== undefined) meta.chartId = id;
    else dropped.add(key);
  }
  for (const key of dropped) delete out[key];
  if (dropped.size)
    for (const node of Object.values(out))
      if (isRecord(node) && Array.isArray(node.children))
        node.children = node.children.filter((child) => typeof child !== 'string' || !dropped.has(child));
  return out;
}

/** The asset's chart ids (`meta.chartId` in its layout, from the install it was exported from) by uuid. */
function assetChartIds(position: Json): Map<number, string> {
  const ids = new Map<number, string>();
  for (const node of Object.values(position))
    if (isRecord(node) && node.type === 'CHART' && isRecord(node.meta)) {
      const { chartId, uuid } = node.meta;
      if (typeof chartId === 'number' && typeof uuid === 'string') ids.set(chartId, uuid);
    }
  return ids;
}

/**
 * The dashboard's metadata with its native filters pointed at this install, as Superset's importer
 * does: chart ids in `scope.excluded` mapped through the layout's uuids (a chart not created drops
 * out), each target's example table (`dataset_table_name`, as charts name theirs) made a `datasetId`.
 * Saved `chartsInScope` lists are left out: the dashboard computes them from the layout.
 */
export function resolveMetadata(
  metadata: Json,
  position: Json,
  chartIds: ReadonlyMap<string, number>,
  datasetIds: ReadonlyMap<string, number>,
): Json {
  const out: Json = structuredClone(metadata);
  const uuidOf = assetChartIds(position);
  const newId = (old: unknown): number | undefined =>
    typeof old === 'number' ? chartIds.get(uuidOf.get(old) ?? '') : undefined;
  const filters = Array.isArray(out.native_filter_configuration) ? out.native_filter_configuration : [];
  for (const filter of filters) {
    if (!isRecord(filter)) continue;
    delete filter.chartsInScope;
    delete filter.tabsInScope;
    if (isRecord(filter.scope) && Array.isArray(filter.scope.excluded))
      filter.scope.excluded = filter.scope.excluded.map(newId).filter((id) => id !== undefined);
    if (Array.isArray(filter.targets))
      filter.targets = filter.targets.map((target: unknown) => {
        if (!isRecord(target) || typeof target.dataset_table_name !== 'string') return target;
        const { dataset_table_name: table, ...rest } = target;
        const datasetId = datasetIds.get(table);
        return datasetId === undefined ? rest : { ...rest, datasetId };
      });
  }
  return out;
}

/** The example tables the dashboards' native filters read (`targets[].dataset_table_name`). */
function filterTableNames(dashboards: readonly ExampleDashboardAsset[]): Set<string> {
  const tables = new Set<string>();
  for (const { metadata } of dashboards)
    for (const filter of Array.isArray(metadata.native_filter_configuration)
      ? metadata.native_filter_configuration
      : [])
      for (const target of isRecord(filter) && Array.isArray(filter.targets) ? filter.targets : [])
        if (isRecord(target) && typeof target.dataset_table_name === 'string')
          tables.add(target.dataset_table_name);
  return tables;
}

/** The uuids of the charts a layout shows. */
export function positionChartUuids(position: Json): string[] {
  const uuids: string[] = [];
  for (const node of Object.values(position))
    if (isRecord(node) && node.type === 'CHART' && isRecord(node.meta) && typeof node.meta.uuid === 'string')
      uuids.push(node.meta.uuid);
  return uuids;
}

/**
 * Creates the example charts and dashboards on the example datasets, owned by the admin, once: a
 * record in the key_value store says they were created, and from then on every start returns at
 * once, whatever the user deleted or changed since. Charts and dashboards whose uuid already exists
 * are kept as they are (a start stopped half-way finishes the rest on the next). Returns what was
 * created, or null when nothing was to do (already done, or no examples database or admin yet).
 */
export async function createExampleDashboards(
  services: Services,
  assets: () => Promise<ExampleAssets> = loadExampleAssets,
): Promise<ExampleDashboardsReport | null> {
  const kv = new KeyValueRepository(services.db);
  if ((await kv.valueByUuid(EXAMPLE_ASSETS_RESOURCE, EXAMPLE_DASHBOARDS_KEY)) !== undefined) return null;
  const database = await services.repositories.databases.findByName(EXAMPLES_DATABASE_NAME);
  const admin = await services.repositories.users.findByUsername('admin');
  if (!database || !admin) return null;
  const principal = await services.auth.loadPrincipal(admin.id, 'session', 'examples');
  if (!principal) return null;

  const { charts: chartAssets, dashboards: dashboardAssets } = await assets();
  const charts = new ChartRepository(services.db);
  const dashboards = new DashboardRepository(services.db);
  const report: ExampleDashboardsReport = { charts: 0, dashboards: 0 };

  const chartIds = new Map<string, number>();
  for (const chart of chartAssets) {
    const existing = await charts.findByUuid(chart.uuid);
    if (existing) {
      chartIds.set(chart.uuid, existing.id);
      continue;
    }
    const dataset = await services.repositories.datasets.findByName(
      database.id,
      'main',
      chart.dataset_table_name,
    );
    // The user removed that example dataset: its charts are left out rather than created broken.
    if (!dataset) continue;
    const { id } = await services.charts.create(
      {
        slice_name: chart.slice_name,
        viz_type: chart.viz_type,
        // Superset's importer points the form data at the dataset of this install the same way.
        params: JSON.stringify({ ...chart.params, datasource: `${dataset.id}__table` }),
        description: chart.description,
        cache_timeout: chart.cache_timeout,
        certified_by: chart.certified_by,
        certification_details: chart.certification_details,
        datasource_id: dataset.id,
        datasource_type: 'table',
        owners: [admin.id],
        uuid: chart.uuid,
      },
      principal,
    );
    chartIds.set(chart.uuid, id);
    report.charts += 1;
  }

  // The example datasets native filters name by table.
  const datasetIds = new Map<string, number>();
  for (const table of filterTableNames(dashboardAssets)) {
    const dataset = await services.repositories.datasets.findByName(database.id, 'main', table);
    if (dataset) datasetIds.set(table, dataset.id);
  }

  for (const dashboard of dashboardAssets) {
    if (await dashboardUuidExists(services, dashboard.uuid)) continue;
    const position = resolvePosition(dashboard.position, chartIds);
    // A slug someone already took is left off rather than refused (slugs are unique).
    const slug = dashboard.slug && !(await dashboards.slugExists(dashboard.slug)) ? dashboard.slug : null;
    const now = nowIso();
    const dashboardId = await dashboards.insert(
      {
        uuid: dashboard.uuid,
        dashboard_title: dashboard.dashboard_title,
        description: dashboard.description,
        css: dashboard.css,
        slug,
        position_json: JSON.stringify(position),
        json_metadata: JSON.stringify(
          resolveMetadata(dashboard.metadata, dashboard.position, chartIds, datasetIds),
        ),
        published: dashboard.published ? 1 : 0,
        certified_by: dashboard.certified_by,
        certification_details: dashboard.certification_details,
        external_url: null,
        is_managed_externally: 0,
        created_on: now,
        changed_on: now,
        created_by_fk: admin.id,
        changed_by_fk: admin.id,
      },
      [admin.id],
      [],
    );
    // dashboard_slices: each chart keeps the dashboards it was on and gains this one.
    for (const uuid of new Set(positionChartUuids(position))) {
      const chartId = chartIds.get(uuid);
      if (chartId === undefined) continue;
      const on = (await charts.dashboardsOf(chartId)).map((d) => d.id);
      await charts.update(chartId, { changed_on: now }, undefined, [...on, dashboardId]);
    }
    report.dashboards += 1;
  }

  await kv.insert(
    EXAMPLE_ASSETS_RESOURCE,
    EXAMPLE_DASHBOARDS_KEY,
    JSON.stringify({
      created_on: nowIso(),
      charts: chartAssets.map((c) => c.uuid),
      dashboards: dashboardAssets.map((d) => d.uuid),
    }),
    admin.id,
  );
  return report;
}

/** Whether a dashboard with this uuid exists (DashboardRepository reads by id and slug only). */
async function dashboardUuidExists(services: Services, uuid: string): Promise<boolean> {
  const row = await services.db
    .selectFrom('dashboards')
    .select('id')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row !== undefined;
}
