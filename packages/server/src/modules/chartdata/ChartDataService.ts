import {
  applyPostProcessing,
  createTable,
  flattenedLabelMap,
  getColumnLabel,
  getMetricLabel,
  hasPermission,
  InvalidPostProcessingError,
  joinTimeOffsets,
  resolveTimeOffset,
  TIME_GRAIN_CATALOGUE,
  timeOffsetColumn,
  toRecords,
  type DataTable,
  type PostProcessingStep,
  type QueryContext,
  type QueryFormColumn,
  type QueryObject,
  type ResultType,
  type TimeOffsetResult,
} from '@loupe/core';
import { GENERIC_TYPE_CODE } from '../../engines/EngineSpec.js';
import type { ServiceLog } from '../../services.js';
import { ApiError, BadRequestError, ForbiddenError, NotFoundError } from '../../errors.js';
import { CachedRuns } from '../../platform/cache/cachedRuns.js';
import { cacheKey } from '../../platform/cache/cacheKey.js';
import { resolveCacheTimeout } from '../../platform/cache/cacheTimeout.js';
import type { ResultCache } from '../../platform/cache/resultCache.js';
import { DatabaseLimiter } from '../../platform/databaseLimiter.js';
import type { Principal } from '../../security/routeAccess.js';
import {
  compileQuery,
  QueryObjectValidationError,
  type CompiledQuery,
  type CompilerDataset,
  type TimeBounds,
} from '../../sql/compiler/index.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatasetParts } from '../datasets/datasetResult.js';
import type { DatasetRepository } from '../datasets/DatasetRepository.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { WorkerPool } from '../../platform/workers/WorkerPool.js';
import type { PostProcessResult, PostProcessTask } from '../../platform/workers/postProcessWorker.js';
import type { ChartDataExportService } from './ChartDataExportService.js';
import { parseQueryContext } from './chartDataRequest.js';
import { exploreJsonContext, legacyPayload, type ExploreJsonFlags } from './legacyExploreJson.js';
import { coltypesOf, inferredCode, rowsWithEpochTimes } from './chartDataValues.js';
import {
  axisGrain,
  evaluateTimes,
  prepareQuery,
  SQL_MAX_ROW,
  timeColumnLabels,
  toMs,
  type EvaluatedTimes,
} from './chartDataQuery.js';
import { queryFailure } from './queryFailure.js';
import { annotationData, type AnnotationSources } from './annotationData.js';
import { ChartDataTimer } from './chartDataTimer.js';

/** Results at least this long are post-processed in a worker thread. */
export const POST_PROCESS_IN_WORKER_ROWS = 10_000;

/** Superset's SUPERSET_WEBSERVER_TIMEOUT: a chart query may run this long. */
const QUERY_TIMEOUT_MS = 60_000;

/** What one query's run produces and the cache keeps (the response fields that do not depend on the cache). */
export interface QueryPayload {
  datasourceId: number;
  colnames: string[];
  indexnames: number[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  sql_rowcount: number;
  query: string;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: 'not_in_datasource' }[];
  from_dttm: number | null;
  to_dttm: number | null;
  label_map: Record<string, string[]>;
}

/** A query made ready to run: limits applied, times evaluated now, SQL compiled, its cache key and timeout. */
export interface QueryPlan {
  query: QueryObject;
  time: EvaluatedTimes;
  compiled: CompiledQuery;
  offsets: string[];
  key: string;
  timeout: number;
}

/** A chart-data JSON answer: one result per query. */
export interface ChartDataJson {
  result: Record<string, unknown>[];
}

/** A CSV, XLSX or ZIP answer, streamed. */
export interface FileOutcome {
  kind: 'file';
  contentType: string;
  filename: string;
  body: Readable;
}

export type ChartDataOutcome = { kind: 'json'; body: ChartDataJson } | FileOutcome;

/** How a chart-data request runs, beyond its context, caller and signal. */
export interface ChartDataRunOptions {
  /** Where the request's time is recorded (a batch entry's `timing`). */
  timer?: ChartDataTimer;
  /**
   * When the client goes away and no one else waits for a query of this request, how long (ms) the
   * query goes on first for an identical request to join (SharedRuns); 0 stops it at once.
   */
  lingerMs?: number;
}

/** The options as the run path reads them, with the client's signal. */
interface RunOptions extends Required<ChartDataRunOptions> {
  signal: AbortSignal | undefined;
}

/** The legacy explore_json's answer: a viz payload rather than a result per query. */
export type ExploreJsonOutcome = { kind: 'json'; body: Record<string, unknown> } | FileOutcome;

export interface ChartDataServiceDeps {
  datasets: DatasetService;
  datasetRows: DatasetRepository;
  connections: DatabaseConnections;
  /** Saved charts, read for the cache timeout of the chart named by `form_data.slice_id`. */
  charts: {
    findById(
      id: number,
    ): Promise<
      { cache_timeout: number | null; datasource_id: number | null; query_context: string | null } | undefined
    >;
  };
  cache: ResultCache;
  defaultCacheTimeoutSeconds: number;
  /** The per-database cap on concurrent queries, shared with SQL Lab. */
  limiter?: DatabaseLimiter;
  /** Where engine failures are logged. */
  log?: ServiceLog;
  /** The worker threads large results are post-processed in. */
  workers: WorkerPool;
  /** CSV and XLSX answers (`result_format` csv or xlsx). */
  exports: ChartDataExportService;
  /** Superset's SQL_MAX_ROW: most rows one query reads (default 100,000). */
  sqlMaxRow?: number;
  /** Stored annotation layers, read for the NATIVE layers of a query's `annotation_layers`. */
  annotationLayers: AnnotationSources['layers'];
  now?: () => Date;
}

/** Superset's SIP-40 datasource access error (security_manager.raise_for_access). */
class DatasourceAccessDenied extends ApiError {
  constructor(name: string) {
    super(403, {
      errors: [
        {
          // Superset's get_datasource_access_error_msg.
          message: `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`,
          error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
          level: 'warning',
          // PERMISSION_INSTRUCTIONS_LINK is empty by default; the issue code is Superset's for this type.
          extra: {
            link: '',
            datasource: name,
            issue_codes: [{ code: 1017, message: "Issue 1017 - User doesn't have the proper permissions." }],
          },
        },
      ],
    });
  }
}

const TABLE_LIKE = new Set(['csv', 'xlsx']);

function filterColumnName(column: QueryFormColumn): string {
  return getColumnLabel(column);
}

/**
 * POST /api/v1/chart/data: a QueryContext to one payload per query (DESIGN.md "How a chart gets its
 * data"): access check, time ranges evaluated now, SQL compiled per engine, the run cached and joined
 * with identical runs in flight under the database's concurrency cap, then time offsets joined and
 * post-processing applied, as Superset's QueryContextProcessor does.
 */
export class ChartDataService {
  private readonly runs: CachedRuns<QueryPayload>;
  private readonly limiter: DatabaseLimiter;
  private readonly now: () => Date;

  constructor(private readonly deps: ChartDataServiceDeps) {
    this.limiter = deps.limiter ?? new DatabaseLimiter();
    this.runs = new CachedRuns<QueryPayload>(deps.cache);
    this.now = deps.now ?? ((): Date => new Date());
  }

  /** The dataset of the request, checked: 404 when unknown, 403 (Superset's SIP-40 body) without access. */
  private async datasource(context: QueryContext, principal: Principal): Promise<DatasetParts> {
    const { id, type } = context.datasource;
    if (type !== 'table' && type !== 'dataset') throw new NotFoundError();
    const row = await this.deps.datasetRows.findById(id);
    if (!row) throw new NotFoundError();
    const visible = await this.deps.datasets.visibleIds(principal);
    if (visible !== 'all' && !visible.includes(id)) throw new DatasourceAccessDenied(row.table_name);
    return this.deps.datasets.parts(row);
  }

  async data(
    context: QueryContext,
    principal: Principal,
    signal?: AbortSignal,
    options: ChartDataRunOptions = {},
  ): Promise<ChartDataOutcome> {
    const run: RunOptions = {
      signal,
      timer: options.timer ?? new ChartDataTimer(),
      lingerMs: options.lingerMs ?? 0,
    };
    const parts = await this.datasource(context, principal);
    const fileFormat = TABLE_LIKE.has(context.result_format);
    if (fileFormat && !hasPermission(principal.grants, 'can_csv', 'Superset')) throw new ForbiddenError();
    const chartTimeout = await this.chartCacheTimeout(context);
    if (fileFormat) {
      return this.deps.exports.fileExport(
        context,
        parts,
        {
          plan: (raw) => this.plan(context, parts, raw, chartTimeout),
          compile: (query, time) => this.compile(query, parts, time),
          run: (raw) => this.runOne(context, parts, raw, chartTimeout, run),
        },
        signal,
      );
    }
    const results: Record<string, unknown>[] = [];
    for (const query of context.queries) {
      const result = await this.runOne(context, parts, query, chartTimeout, run);
      if ('annotation_data' in result)
        result.annotation_data = await this.annotations(query, result, principal, run);
      results.push(result);
    }
    return { kind: 'json', body: { result: results } };
  }

  /** A full result's `annotation_data`; another chart's data is read through `data`, with the caller's access. */
  private annotations(
    query: QueryObject,
    result: Record<string, unknown>,
    principal: Principal,
    run: RunOptions,
  ) {
    const bound = (v: unknown): number | null => (typeof v === 'number' ? v : null);
    return annotationData(
      query,
      { from_dttm: bound(result.from_dttm), to_dttm: bound(result.to_dttm) },
      {
        layers: this.deps.annotationLayers,
        charts: this.deps.charts,
        run: async (context) => {
          const outcome = await this.data(context, principal, run.signal, {
            timer: run.timer,
            lingerMs: run.lingerMs,
          });
          return outcome.kind === 'json' ? outcome.body.result : [];
        },
      },
    );
  }

  /** The legacy /superset/explore_json/: legacy form data through the same path, answered as a viz payload. */
  async exploreJson(
    formData: Record<string, unknown>,
    flags: ExploreJsonFlags,
    principal: Principal,
    signal?: AbortSignal,
  ): Promise<ExploreJsonOutcome> {
    const context = parseQueryContext(exploreJsonContext(formData, flags));
    const outcome = await this.data(context, principal, signal);
    if (outcome.kind === 'file') return outcome;
    return { kind: 'json', body: legacyPayload(formData, context, outcome.body.result) };
  }

  /**
   * GET /api/v1/chart/{pk}/data/: the chart's saved query context run again, with the request's
   * format, type and force (Superset's ChartDataRestApi.get_data). A chart the caller may not see
   * is a 404, as Superset's chart filter hides it.
   */
  async savedChartData(
    chartId: number,
    args: { format?: string; type?: string; force?: string },
    principal: Principal,
    signal?: AbortSignal,
  ): Promise<ChartDataOutcome> {
    const chart = await this.deps.charts.findById(chartId);
    if (!chart) throw new NotFoundError();
    const visible = await this.deps.datasets.visibleIds(principal);
    if (visible !== 'all' && (chart.datasource_id === null || !visible.includes(chart.datasource_id)))
      throw new NotFoundError();
    let saved: unknown;
    try {
      saved = chart.query_context ? JSON.parse(chart.query_context) : undefined;
    } catch {
      saved = undefined;
    }
    if (!saved || typeof saved !== 'object')
      throw new BadRequestError('Chart has no query context saved. Please save the chart again.');
    const body = {
      ...(saved as Record<string, unknown>),
      result_format: args.format ?? 'json',
      result_type: args.type ?? 'full',
      force: args.force === 'true',
    };
    return this.data(parseQueryContext(body), principal, signal);
  }

  /** GET /api/v1/chart/data/{cache_key}: a result still in the cache, for a caller who may read its dataset. */
  async fromCache(key: string, principal: Principal): Promise<{ result: Record<string, unknown>[] }> {
    const entry = (await this.deps.cache.get(key)) as { value?: QueryPayload; cachedAt?: string } | undefined;
    const payload = entry?.value;
    if (!payload || typeof payload.datasourceId !== 'number')
      throw new NotFoundError('Cached data not found');
    const row = await this.deps.datasetRows.findById(payload.datasourceId);
    if (!row) throw new NotFoundError('Cached data not found');
    const visible = await this.deps.datasets.visibleIds(principal);
    if (visible !== 'all' && !visible.includes(row.id)) throw new DatasourceAccessDenied(row.table_name);
    return { result: [this.shape(payload, key, entry?.cachedAt ?? null, null, true)] };
  }

  private shape(
    payload: QueryPayload,
    key: string | null,
    cachedAt: string | null,
    timeout: number | null,
    isCached: boolean,
  ): Record<string, unknown> {
    const { datasourceId: _id, ...fields } = payload;
    return {
      cache_key: key,
      cached_dttm: cachedAt,
      cache_timeout: timeout,
      is_cached: isCached,
      status: 'success',
      error: null,
      errors: [],
      stacktrace: null,
      result_format: 'json',
      applied_template_filters: [],
      annotation_data: {},
      ...fields,
    };
  }

  /** Superset's QueryContext.slice_: the chart of `form_data.slice_id`, whose cache_timeout counts. */
  private async chartCacheTimeout(context: QueryContext): Promise<number | null> {
    const sliceId = context.form_data?.slice_id;
    if (typeof sliceId !== 'number' || !Number.isInteger(sliceId)) return null;
    return (await this.deps.charts.findById(sliceId))?.cache_timeout ?? null;
  }

  private async runOne(
    context: QueryContext,
    parts: DatasetParts,
    raw: QueryObject,
    chartTimeout: number | null,
    { signal, timer, lingerMs }: RunOptions,
  ): Promise<Record<string, unknown>> {
    const resultType: ResultType = (raw.result_type as ResultType | undefined) ?? context.result_type;
    if (resultType === 'columns') {
      return {
        data: parts.columns.map((c) => ({
          column_name: c.column_name,
          verbose_name: c.verbose_name,
          dtype: c.type,
        })),
      };
    }
    if (resultType === 'timegrains') {
      const expressions = parts.spec.timeGrainExpressions;
      const grains = TIME_GRAIN_CATALOGUE.filter((g) => expressions[g.id] !== undefined).map((g) => ({
        name: g.label,
        function: expressions[g.id],
        duration: g.duration,
      }));
      return { data: [{ name: 'Original value', function: '{col}', duration: null }, ...grains] };
    }

    const { query, time, compiled, offsets, key, timeout } = await this.plan(
      context,
      parts,
      raw,
      chartTimeout,
    );
    if (resultType === 'query') return { query: compiled.sql, language: 'sql' };

    const run = await this.runs
      .getOrCompute(
        { key, ttlSeconds: timeout, force: context.force, lingerMs },
        async (runSignal) => {
          const temporalLabels = timeColumnLabels(query, parts.columns);
          const main = await this.execute(compiled.sql, parts, temporalLabels, runSignal, timer);
          const metrics = (query.metrics ?? []).map(getMetricLabel);
          let table = createTable(main.data, main.colnames, { temporal: main.temporal });
          const labelMap: Record<string, string[]> = {};
          if (offsets.length > 0) {
            const offsetTables: TimeOffsetResult[] = [];
            for (const offset of offsets) {
              const resolved =
                time.range.since && time.range.until
                  ? resolveTimeOffset(offset, time.range.since.getTime(), time.range.until.getTime())
                  : offset;
              const shiftedQuery: QueryObject = {
                ...query,
                post_processing: [],
                time_offsets: [],
                row_offset: 0,
              };
              const shifted = evaluateTimes(shiftedQuery, resolved, this.now());
              const sql = (await this.compile(shiftedQuery, parts, shifted)).sql;
              const result = await this.execute(sql, parts, temporalLabels, runSignal, timer);
              offsetTables.push({
                offset,
                resolvedOffset: resolved,
                table: createTable(result.data, result.colnames, { temporal: result.temporal }),
              });
              for (const metric of metrics) labelMap[timeOffsetColumn(metric, offset)] = [metric, offset];
            }
            table = await timer.measure('postProcessing', () =>
              joinTimeOffsets(table, offsetTables, {
                metrics,
                timeGrain: query.extras?.time_grain_sqla ?? axisGrain(query),
              }),
            );
          }
          table = await timer.measure('postProcessing', () =>
            this.postProcess(table, query.post_processing ?? []),
          );
          const colnames = table.columns.map((c) => (typeof c === 'string' ? c : c.join(', ')));
          const data = toRecords(table);
          const typeOf = new Map(main.colnames.map((name, i) => [name, main.coltypes[i] as number]));
          const coltypes = colnames.map(
            (name) =>
              typeOf.get(name) ??
              (table.temporal.includes(name) ? GENERIC_TYPE_CODE.temporal : inferredCode(data, name)),
          );
          return {
            datasourceId: parts.row.id,
            colnames,
            indexnames: data.map((_, i) => i),
            coltypes,
            data,
            rowcount: data.length,
            sql_rowcount: main.data.length,
            query: compiled.sql,
            applied_filters: compiled.appliedFilterColumns.map((c) => ({ column: filterColumnName(c) })),
            rejected_filters: compiled.rejectedFilterColumns.map((c) => ({
              column: filterColumnName(c),
              reason: 'not_in_datasource' as const,
            })),
            from_dttm: toMs(time.range.since),
            to_dttm: toMs(time.range.until),
            label_map: { ...flattenedLabelMap(colnames), ...labelMap },
          };
        },
        signal,
      )
      .catch((e: unknown) => queryFailure(e, this.deps.log));
    timer.answeredBy(run.isCached ? 'cache' : run.joined ? 'joined' : 'engine');

    const shaped = this.shape(run.value, key, run.cachedAt, timeout, run.isCached);
    if (resultType === 'results') {
      const { data, colnames, coltypes, rowcount, sql_rowcount } = run.value;
      return { data, colnames, coltypes, rowcount, sql_rowcount };
    }
    return shaped;
  }

  /**
   * Core's post-processing of a result: in the worker pool once the result is large (pivots, rolling
   * windows and resampling over many rows would hold the event loop), in process otherwise, where
   * copying the table to a thread would cost more than the work.
   */
  private async postProcess(
    table: DataTable,
    steps: readonly (PostProcessingStep | null | undefined)[],
  ): Promise<DataTable> {
    if (steps.length === 0) return table;
    if (table.rows.length < POST_PROCESS_IN_WORKER_ROWS) return applyPostProcessing(table, steps);
    const result = await this.deps.workers.run<PostProcessResult>('postProcessWorker', 'postProcess', {
      table,
      steps,
    } satisfies PostProcessTask);
    if ('invalid' in result) throw new InvalidPostProcessingError(result.invalid);
    return result.table;
  }

  /** A query made ready to run (see QueryPlan). */
  private async plan(
    context: QueryContext,
    parts: DatasetParts,
    raw: QueryObject,
    chartTimeout: number | null,
  ): Promise<QueryPlan> {
    const resultType: ResultType = (raw.result_type as ResultType | undefined) ?? context.result_type;
    const query = prepareQuery(raw, resultType, parts, this.deps.sqlMaxRow ?? SQL_MAX_ROW);
    const evaluated = evaluateTimes(query, null, this.now());
    // Samples drop the query's own time bounds (Superset clears from_dttm/to_dttm); filters stay.
    const time = resultType === 'samples' ? { ...evaluated, range: { since: null, until: null } } : evaluated;
    const compiled = await this.compile(query, parts, time);
    const offsets = (query.time_offsets ?? []).filter((o) => typeof o === 'string' && o !== '');
    const key = cacheKey({
      datasource: `${parts.row.id}__table`,
      sql: compiled.sql,
      post_processing: query.post_processing ?? [],
      result_type: resultType,
      rls: null,
      time_offsets: offsets,
    });
    const timeout = resolveCacheTimeout({
      custom: context.custom_cache_timeout,
      chart: chartTimeout,
      dataset: parts.row.cache_timeout,
      database: parts.database.cache_timeout,
      defaultSeconds: this.deps.defaultCacheTimeoutSeconds,
    });
    return { query, time, compiled, offsets, key, timeout };
  }

  private async compile(
    query: QueryObject,
    parts: DatasetParts,
    time: { granularity: TimeBounds; filters: Record<string, TimeBounds> },
  ): Promise<CompiledQuery> {
    const dataset: CompilerDataset = {
      table_name: parts.row.table_name,
      schema: parts.row.schema,
      sql: parts.row.sql,
      template_params: parts.row.template_params,
      fetch_values_predicate: parts.row.fetch_values_predicate,
      main_dttm_col: parts.row.main_dttm_col,
      columns: parts.columns,
      metrics: parts.metrics,
    };
    try {
      return await compileQuery({
        query,
        dataset,
        spec: parts.spec,
        timeRanges: time.filters,
        granularityBounds: time.granularity,
      });
    } catch (e) {
      if (e instanceof QueryObjectValidationError) throw new BadRequestError(e.message);
      throw e;
    }
  }

  private async execute(
    sql: string,
    parts: DatasetParts,
    temporalLabels: ReadonlySet<string>,
    signal: AbortSignal,
    timer: ChartDataTimer,
  ) {
    const connection = this.deps.connections.get(parts.database);
    const asked = performance.now();
    const result = await this.limiter.run(
      parts.database,
      () => {
        timer.add('queued', performance.now() - asked);
        return timer.measure('engine', () =>
          connection.execute(sql, { signal, timeoutMs: QUERY_TIMEOUT_MS }),
        );
      },
      signal,
    );
    const coltypes = coltypesOf(result, parts.spec).map((code, i) =>
      temporalLabels.has(result.columns[i]!.name) ? GENERIC_TYPE_CODE.temporal : code,
    );
    const colnames = result.columns.map((c) => c.name);
    return {
      colnames,
      coltypes,
      data: rowsWithEpochTimes(result, coltypes),
      temporal: colnames.filter((_, i) => coltypes[i] === GENERIC_TYPE_CODE.temporal),
    };
  }
}
