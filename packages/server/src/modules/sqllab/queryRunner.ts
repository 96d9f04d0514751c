import {
  GENERIC_TYPE_CODE,
  EngineError,
  type EngineConnection,
  type EngineSpec,
  type ExecuteOptions,
  type QueryResult,
} from '../../engines/EngineSpec.js';
import { timeoutError } from '../../engines/cancellation.js';
import { NotFoundError } from '../../errors.js';
import { nowIso } from '../../platform/metadata/schema.js';
import { limitingFactor, type RowLimit } from '../../sql/limits.js';
import type { ParsedStatement } from '../../sql/statements.js';
import { ProgressWriter } from './progressWriter.js';
import { toQueryDict, type QueryDict } from './queryDict.js';
import type { QueryRepository } from './QueryRepository.js';
import { sqlLabError } from './sqlLabErrors.js';
import type { ServiceLog } from '../../services.js';

export interface ResultColumnInfo {
  column_name: string;
  name: string;
  type: string | null;
  type_generic: number | null;
  is_dttm: boolean;
}

/** The sync payload of /sqllab/execute/ and /sqllab/results/ (contract §4). */
export interface ExecutePayload {
  query_id: number;
  status: 'success';
  data: Record<string, unknown>[];
  columns: ResultColumnInfo[];
  selected_columns: ResultColumnInfo[];
  expanded_columns: never[];
  query: QueryDict;
  displayLimitReached?: boolean;
}

export interface RunRequest {
  queryId: number;
  statements: readonly ParsedStatement[];
  connection: EngineConnection;
  spec: EngineSpec;
  limit: RowLimit;
  timeoutMs: number;
  signal: AbortSignal;
  /** The key the results are stored under (async runs, and sync runs from a SQL Lab tab). */
  resultsKey?: string;
  /** Async runs write the engine's progress on the query row for polling clients. */
  reportProgress?: boolean;
  /**
   * Stores the rows in the results backend (with resultsKey). Awaited before the row says success, so a
   * client that sees success (on any node) finds the results there.
   */
  keepResults?: (payload: Omit<ExecutePayload, 'query'>) => Promise<void>;
}

/** Final status of the query row for an engine failure (Superset's QueryStatus). */
function statusOf(error: EngineError): 'stopped' | 'timed_out' | 'failed' {
  if (error.errorType === 'QUERY_CANCELLED') return 'stopped';
  if (error.errorType === 'SQLLAB_TIMEOUT_ERROR') return 'timed_out';
  return 'failed';
}

function columnsOf(result: QueryResult, spec: EngineSpec): ResultColumnInfo[] {
  return result.columns.map((c) => {
    const generic = c.type ? spec.genericType(c.type) : null;
    return {
      column_name: c.name,
      name: c.name,
      type: c.type ? c.type.toUpperCase() : null,
      type_generic: generic === null ? null : GENERIC_TYPE_CODE[generic],
      is_dttm: c.type ? spec.isTemporalType(c.type) : false,
    };
  });
}

/**
 * Runs a SQL Lab query's statements in order on one engine connection and records each transition
 * of its `query` row: running, then success, failed, stopped or timed_out. The last statement's rows
 * are the result, fetched one past the limit to learn whether the limit cut it.
 */
export class QueryRunner {
  constructor(
    private readonly queries: QueryRepository,
    private readonly log?: ServiceLog,
  ) {}

  async run(request: RunRequest): Promise<ExecutePayload> {
    const { statements, connection, spec, limit, signal } = request;
    const deadline = Date.now() + request.timeoutMs;
    const executed = statements.map((s) => s.sql).join(';\n');
    const last = statements[statements.length - 1];
    await this.queries.update(request.queryId, {
      status: 'running',
      start_running_time: nowIso(),
      executed_sql: executed,
      select_sql: last?.sql ?? null,
      changed_on: nowIso(),
    });
    let result: QueryResult = { columns: [], rows: [] };
    // Which statement failed, so the client can show it beside the engine's message.
    let current = 0;
    // Async runs report the engine's progress where it has one; clients poll the row for it.
    const progress = request.reportProgress
      ? new ProgressWriter((value) =>
          this.queries.update(request.queryId, { progress: value, changed_on: nowIso() }),
        )
      : undefined;
    try {
      if (signal.aborted) throw new EngineError('The query was cancelled.', 'QUERY_CANCELLED');
      for (const [index, statement] of statements.entries()) {
        current = index;
        const isLast = index === statements.length - 1;
        // Time left of the run's budget; at least 1 ms so an exhausted budget still times out.
        const timeoutMs = Math.max(1, deadline - Date.now());
        const options: ExecuteOptions = { timeoutMs, signal, maxRows: isLast ? limit.fetch : 0 };
        if (progress) {
          // This statement's share of the whole script.
          options.onProgress = (percent) =>
            progress.report(((index + percent / 100) / statements.length) * 100);
        }
        result = await connection.execute(statement.sql, options);
        // The engine stops sampling when execute returns; a write still in flight lands first.
        await progress?.drain();
        await this.queries.update(request.queryId, {
          progress: Math.round(((index + 1) / statements.length) * 100),
          changed_on: nowIso(),
        });
      }
    } catch (error) {
      await progress?.close();
      if (!(error instanceof EngineError)) {
        // Not the engine's answer but a fault of ours: recorded, then left to the error handler (a
        // logged 500 that shows no internals).
        await this.queries.update(request.queryId, {
          status: 'failed',
          error_message: 'The query failed on the server; the server log has the details.',
          end_time: nowIso(),
          changed_on: nowIso(),
        });
        throw error;
      }
      let engineError = error;
      this.log?.warn(
        `SQL Lab query ${request.queryId} on ${spec.engineName}: ${engineError.errorType}: ${engineError.message}`,
      );
      // Each statement gets what is left of the budget; the message names the whole budget.
      if (engineError.errorType === 'SQLLAB_TIMEOUT_ERROR') engineError = timeoutError(request.timeoutMs);
      await this.queries.update(request.queryId, {
        status: statusOf(engineError),
        error_message: engineError.message,
        end_time: nowIso(),
        changed_on: nowIso(),
      });
      // The engine refused the SQL or the run was stopped: the request was answered, not the server broken.
      throw sqlLabError(
        engineError.errorType === 'SQLLAB_TIMEOUT_ERROR' ? 408 : 400,
        engineError.message,
        engineError.errorType,
        {
          engine_name: spec.engineName,
          statement: statements[current]?.sql ?? null,
          statement_num: current + 1,
          statement_count: statements.length,
        },
      );
    }
    const { factor, truncated } = limitingFactor(result.rows.length, limit.limit, last?.ownLimit ?? null);
    const data = truncated ? result.rows.slice(0, limit.limit) : result.rows;
    const columns = columnsOf(result, spec);
    const rows = {
      query_id: request.queryId,
      status: 'success' as const,
      data,
      columns,
      selected_columns: columns,
      expanded_columns: [],
      ...(truncated ? { displayLimitReached: true } : {}),
    };
    // /sqllab/results/ adds the query row as it is when read, so the stored payload has none.
    await request.keepResults?.(rows);
    const end = nowIso();
    await Promise.all([
      this.queries.update(request.queryId, {
        status: 'success',
        rows: data.length,
        limit: limit.limit,
        limiting_factor: factor,
        progress: 100,
        results_key: request.resultsKey ?? null,
        end_time: end,
        end_result_backend_time: request.resultsKey ? end : null,
        changed_on: end,
      }),
      this.queries.updateSavedQueryExecInfo(request.queryId, data.length, end),
    ]);
    const row = await this.queries.findById(request.queryId);
    if (!row) throw new NotFoundError();
    return { ...rows, query: toQueryDict(row) };
  }
}
