import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { humanizeDelta } from '@loupe/core';
import { ApiError, BadRequestError, ForbiddenError, NotFoundError } from '../../errors.js';
import { parseJsonText } from '../../platform/jsonText.js';
import type { Principal } from '../../security/routeAccess.js';
import { chartFormData, datasetName, toSliceData, type ChartParts } from '../charts/chartResult.js';
import type { ChartService } from '../charts/ChartService.js';
import type { DatasetRepository } from '../datasets/DatasetRepository.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import type {
  ExplorePermalinkRequest,
  ExploreQuerystring,
  ExploreResponse,
  FormDataRequest,
} from '@loupe/core';
import type { ExploreStateRepository } from './ExploreStateRepository.js';
import type { PermalinkKeys } from './permalinkKey.js';

const FORM_DATA = 'explore_form_data';
/** Maps (user, tab, datasource, chart) to the form-data key last saved there, as Superset's contextual key. */
const FORM_DATA_CONTEXT = 'explore_form_data_ctx';
const PERMALINK = 'explore_permalink';
/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG default timeout. */
const FORM_DATA_TTL_MS = 7 * 24 * 3600 * 1000;

/** Superset's explore DatasetAccessDeniedError: 403 naming the datasource. */
class DatasetAccessDenied extends ApiError {
  constructor(datasourceId: number, datasourceType: string, name: string) {
    const body = {
      // Superset's get_datasource_access_error_msg.
      message: `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`,
      datasource_id: datasourceId,
      datasource_type: datasourceType,
    };
    super(403, body as { message: string });
  }
}

interface FormDataState {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

interface PermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: ExplorePermalinkRequest;
}

export interface ExploreServiceDeps {
  charts: ChartService;
  datasets: DatasetService;
  datasetRows: DatasetRepository;
  store: ExploreStateRepository;
  permalinkKeys: PermalinkKeys;
}

/** Form-data keys are random (Superset's random_key); 24 bytes fit key_value's uuid column. */
const newFormDataKey = (): string => randomBytes(24).toString('base64url');
const expiry = (): string => new Date(Date.now() + FORM_DATA_TTL_MS).toISOString();

const RESOURCE_NOT_FOUND = 'Resource was not found.';
const CACHE_ACCESS_DENIED = "You don't have permission to modify the value.";

/** Superset's validate_json on form_data: a 400 whose message is the marshmallow list. */
function checkJson(value: string): void {
  try {
    parseJsonText(value);
  } catch {
    throw new ApiError(400, { message: ['JSON not valid'] } as unknown as { message: string });
  }
}

/** `12__table` -> [12, 'table']; undefined when the form data names no datasource. */
function parseDatasource(value: unknown): [number, string] | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)__([a-z_]+)$/.exec(value);
  return match ? [Number(match[1]), match[2] as string] : undefined;
}

/**
 * Explore's state: the page bootstrap (GET /api/v1/explore/), the per-user, per-tab form-data cache
 * and permalinks, each checked against the datasource and chart the caller may use (Superset's
 * explore check_access).
 */
export class ExploreService {
  constructor(private readonly deps: ExploreServiceDeps) {}

  /**
   * Superset's explore check_access: 404 for a missing dataset or chart, 403 for one the caller may
   * not use. The form-data cache words both as its TemporaryCache errors; permalinks name the object.
   */
  private async checkAccess(
    datasourceId: number | null,
    datasourceType: string | null,
    chartId: number | null,
    principal: Principal,
    words: 'cache' | 'permalink' = 'cache',
  ): Promise<void> {
    const cache = words === 'cache';
    if (datasourceId !== null) {
      const dataset =
        datasourceType === 'table' ? await this.deps.datasetRows.findById(datasourceId) : undefined;
      if (!dataset) throw new NotFoundError(cache ? RESOURCE_NOT_FOUND : 'Dataset does not exist');
      const visible = await this.deps.datasets.visibleIds(principal);
      if (visible !== 'all' && !visible.includes(datasourceId))
        throw new ForbiddenError(cache ? CACHE_ACCESS_DENIED : "You don't have access to this dataset.");
    }
    if (chartId !== null) {
      try {
        await this.deps.charts.visibleRow(chartId, principal);
      } catch (e) {
        if (e instanceof NotFoundError)
          throw new NotFoundError(cache ? RESOURCE_NOT_FOUND : 'Chart not found.');
        throw e;
      }
    }
  }

  private contextKey(userId: number, tabId: number | undefined, body: FormDataRequest): string {
    const context = JSON.stringify([
      userId,
      tabId ?? null,
      body.datasource_id,
      body.chart_id ?? null,
      body.datasource_type,
    ]);
    return createHash('sha256').update(context).digest('hex').slice(0, 36);
  }

  private stateOf(principal: Principal, body: FormDataRequest): string {
    const state: FormDataState = {
      owner: principal.user.id,
      datasource_id: body.datasource_id,
      datasource_type: body.datasource_type,
      chart_id: body.chart_id ?? null,
      form_data: body.form_data,
    };
    return JSON.stringify(state);
  }

  /** The key saved last from this tab for this datasource and chart, or a new one (no tab: always new). */
  private async keyFor(
    principal: Principal,
    tabId: number | undefined,
    body: FormDataRequest,
  ): Promise<string> {
    const { store } = this.deps;
    const contextKey = this.contextKey(principal.user.id, tabId, body);
    const previous = tabId ? await store.find(FORM_DATA_CONTEXT, contextKey) : undefined;
    const key = previous?.value ?? newFormDataKey();
    await store.put(FORM_DATA_CONTEXT, contextKey, key, principal.user.id, expiry());
    return key;
  }

  async createFormData(
    body: FormDataRequest,
    tabId: number | undefined,
    principal: Principal,
  ): Promise<string> {
    checkJson(body.form_data);
    await this.checkAccess(body.datasource_id, body.datasource_type, body.chart_id ?? null, principal);
    await this.deps.store.purgeExpired(FORM_DATA);
    const key = await this.keyFor(principal, tabId, body);
    await this.deps.store.put(FORM_DATA, key, this.stateOf(principal, body), principal.user.id, expiry());
    return key;
  }

  /** PUT: another user's entry is a 403; the answer is the key to use from now on (new when the tab changed). */
  async updateFormData(
    key: string,
    body: FormDataRequest,
    tabId: number | undefined,
    principal: Principal,
  ): Promise<string> {
    checkJson(body.form_data);
    await this.checkAccess(body.datasource_id, body.datasource_type, body.chart_id ?? null, principal);
    const entry = await this.deps.store.find(FORM_DATA, key);
    // Superset answers an unknown key with the key itself and stores nothing.
    if (!entry) return key;
    if ((JSON.parse(entry.value) as FormDataState).owner !== principal.user.id)
      throw new ForbiddenError(CACHE_ACCESS_DENIED);
    const newKey = await this.keyFor(principal, tabId, body);
    await this.deps.store.put(FORM_DATA, newKey, this.stateOf(principal, body), principal.user.id, expiry());
    return newKey;
  }

  /** The stored form data (a JSON string), or undefined when the key is unknown or expired. */
  async formData(key: string, principal: Principal): Promise<string | undefined> {
    const entry = await this.deps.store.find(FORM_DATA, key);
    if (!entry) return undefined;
    const state = JSON.parse(entry.value) as FormDataState;
    await this.checkAccess(state.datasource_id, state.datasource_type, state.chart_id, principal);
    // Reading keeps an entry alive, as Superset's explore form-data cache refreshes on retrieval.
    await this.deps.store.touch(FORM_DATA, key, expiry());
    return state.form_data;
  }

  async readFormData(key: string, principal: Principal): Promise<string> {
    const formData = await this.formData(key, principal);
    if (formData === undefined) throw new NotFoundError();
    return formData;
  }

  async deleteFormData(key: string, principal: Principal): Promise<void> {
    const entry = await this.deps.store.find(FORM_DATA, key);
    if (!entry) throw new NotFoundError();
    const state = JSON.parse(entry.value) as FormDataState;
    if (state.owner !== principal.user.id) throw new ForbiddenError(CACHE_ACCESS_DENIED);
    await this.deps.store.delete(FORM_DATA, key);
  }

  async createPermalink(
    body: ExplorePermalinkRequest,
    principal: Principal,
  ): Promise<{ key: string; url: string }> {
    const datasource = parseDatasource(body.formData.datasource);
    if (!datasource) throw new BadRequestError('The dataset associated with this chart no longer exists');
    const [datasourceId, datasourceType] = datasource;
    const sliceId = body.formData.slice_id;
    const chartId = typeof sliceId === 'number' && sliceId > 0 ? sliceId : null;
    await this.checkAccess(datasourceId, datasourceType, chartId, principal, 'permalink');
    const value: PermalinkValue = {
      chartId,
      datasourceId,
      datasourceType,
      datasource: `${datasourceId}__${datasourceType}`,
      state: body,
    };
    const id = await this.deps.store.insert(
      PERMALINK,
      randomUUID(),
      JSON.stringify(value),
      principal.user.id,
      null,
    );
    const key = this.deps.permalinkKeys.encode(id);
    return { key, url: `/superset/explore/p/${key}/` };
  }

  async permalink(key: string, principal: Principal): Promise<PermalinkValue | undefined> {
    const id = this.deps.permalinkKeys.decode(key);
    const entry = id === undefined ? undefined : await this.deps.store.findById(PERMALINK, id);
    if (!entry) return undefined;
    const value = JSON.parse(entry.value) as PermalinkValue;
    await this.checkAccess(value.datasourceId, value.datasourceType, value.chartId, principal, 'permalink');
    return value;
  }

  async readPermalink(key: string, principal: Principal): Promise<PermalinkValue> {
    const value = await this.permalink(key, principal);
    if (!value) throw new NotFoundError();
    return value;
  }

  /** GET /api/v1/explore/: Superset's GetExploreCommand. */
  async explore(query: ExploreQuerystring, principal: Principal): Promise<ExploreResponse> {
    let message: string | null = null;
    let initial: Record<string, unknown> = {};
    let chartState: unknown;
    if (query.permalink_key) {
      const value = await this.permalink(query.permalink_key, principal);
      if (!value) throw new NotFoundError('An error occurred while accessing the value.');
      initial = { ...value.state.formData };
      if (value.state.urlParams?.length) initial.url_params = Object.fromEntries(value.state.urlParams);
      chartState = (value.state as { chartState?: unknown }).chartState;
    } else if (query.form_data_key) {
      const stored = await this.formData(query.form_data_key, principal);
      if (stored !== undefined) initial = JSON.parse(stored) as Record<string, unknown>;
    }
    if (Object.keys(initial).length === 0) {
      if (query.slice_id) {
        initial.slice_id = query.slice_id;
        if (query.form_data_key) message = 'Form data not found in cache, reverting to chart metadata.';
      } else if (query.datasource_id) {
        initial.datasource = `${query.datasource_id}__${query.datasource_type ?? ''}`;
        if (query.form_data_key) message = 'Form data not found in cache, reverting to dataset metadata.';
      }
    }

    // Superset's get_form_data: the saved chart's form data under what the request brought.
    let formData = initial;
    const sliceId =
      typeof formData.slice_id === 'number' && formData.slice_id > 0 ? formData.slice_id : query.slice_id;
    const chartRow = sliceId ? await this.deps.charts.findRow(sliceId) : undefined;
    const chart = chartRow ? await this.deps.charts.parts(chartRow) : undefined;
    if (chart) formData = { ...chartFormData(chart.row), ...formData };

    // Superset's get_datasource_info: the form data's `id__type` wins over the query string.
    const fromForm = parseDatasource(formData.datasource);
    const datasourceId = fromForm?.[0] ?? query.datasource_id;
    const datasourceType = (fromForm ? fromForm[1] : query.datasource_type) || 'table';
    const row =
      datasourceId !== undefined && datasourceType === 'table'
        ? await this.deps.datasetRows.findById(datasourceId)
        : undefined;
    let dataset: Record<string, unknown> = {
      type: datasourceType,
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
    };
    if (row) {
      const visible = await this.deps.datasets.visibleIds(principal);
      if (visible !== 'all' && !visible.includes(row.id))
        throw new DatasetAccessDenied(row.id, datasourceType, datasetName(row));
      dataset = await this.deps.datasets.datasourceData(row.id, principal);
    }
    formData.datasource = `${row ? row.id : (datasourceId ?? 'None')}__${datasourceType}`;

    const result: ExploreResponse['result'] = {
      dataset,
      form_data: formData,
      slice: chart ? toSliceData(chart) : null,
      message,
      metadata: chart ? await this.metadata(chart) : null,
    };
    if (chartState !== undefined) result.chartState = chartState;
    return { result };
  }

  /** Explore's chart metadata: who made and changed it, and on which dashboards it is. */
  private async metadata(chart: ChartParts): Promise<Record<string, unknown>> {
    const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
    const { createdBy, changedBy } = await this.deps.charts.auditPeople(chart.row);
    const metadata: Record<string, unknown> = {
      created_on_humanized: humanizeDelta(chart.row.created_on),
      changed_on_humanized: humanizeDelta(chart.row.changed_on),
      owners: chart.owners.map(name),
      dashboards: chart.dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
    };
    if (createdBy) metadata.created_by = name(createdBy);
    if (changedBy) metadata.changed_by = name(changedBy);
    return metadata;
  }
}
