import { randomBytes, randomUUID } from 'node:crypto';
import { parseDatabaseExtra } from '@loupe/core';
import fastq, { type queueAsPromised } from 'fastq';
import { EngineError, type EngineConnection } from '../../engines/EngineSpec.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import { rowLimit } from '../../sql/limits.js';
import { parseScript, type ParsedStatement } from '../../sql/statements.js';
import { parseTemplateParams, renderSqlTemplate, TemplateError } from '../../sql/templating.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';
import type { DatabaseService } from '../databases/DatabaseService.js';
import { toQueryDict, type QueryDict } from './queryDict.js';
import type { QueryRepository, QueryRowWithNames } from './QueryRepository.js';
import { QueryRunner, type ExecutePayload, type RunRequest } from './queryRunner.js';
import type { ResultsBackend } from './resultsBackend.js';
import { DML_NOT_ALLOWED_MESSAGE, sqlLabError } from './sqlLabErrors.js';
import { SqlLabToolsService } from './SqlLabToolsService.js';
import { planCtas, type CtasMethod, type CtasRefusal } from './ctas.js';
import { DatabaseLimiter } from './databaseLimiter.js';

/** Seconds a SQL Lab run may take when its database sets no `query_timeout` (Superset's SQLLAB_TIMEOUT). */
export const SQLLAB_TIMEOUT_SECONDS = 30;
/** Async runs executing at once in this process; the rest wait in the queue. */
const ASYNC_CONCURRENCY = 4;

export interface ExecuteRequest {
  database_id: number;
  sql: string;
  client_id?: string | undefined;
  sql_editor_id?: string | null | undefined;
  tab?: string | null | undefined;
  schema?: string | null | undefined;
  catalog?: string | null | undefined;
  queryLimit?: number | undefined;
  runAsync?: boolean | undefined;
  templateParams?: string | null | undefined;
  select_as_cta?: boolean | undefined;
  ctas_method?: CtasMethod | undefined;
  tmp_table_name?: string | null | undefined;
}

export interface SqlLabServiceDeps {
  databases: DatabaseService;
  connections: DatabaseConnections;
  queries: QueryRepository;
  results: ResultsBackend;
}

/** Why a script is refused before it runs, with Superset's status and error type. */
type Refusal = CtasRefusal;

/** An async run waiting in the job queue, with what the per-database cap needs. */
type AsyncJob = RunRequest & { clientId: string; database: DatabaseRow };

export type ExecuteOutcome =
  { status: 200; body: ExecutePayload } | { status: 202; body: { query: QueryDict } };

/** The run's time budget: the database's `query_timeout` (seconds, in extra) or the default. */
function timeoutMsOf(row: DatabaseRow): number {
  const extra = parseDatabaseExtra(row.extra);
  const seconds = typeof extra === 'string' ? undefined : extra.query_timeout;
  return (typeof seconds === 'number' && seconds > 0 ? seconds : SQLLAB_TIMEOUT_SECONDS) * 1000;
}

/** Superset's client ids are 11 characters. */
function newClientId(): string {
  return randomBytes(8).toString('base64url').slice(0, 11);
}

/**
 * SQL Lab execution: renders templates, refuses DML where the database does not allow it, records
 * every run in the `query` table, runs sync or on the in-process job queue, and cancels for real.
 */
export class SqlLabService {
  private readonly runner: QueryRunner;
  /** Running or queued runs by client id, so /query/stop can cancel the engine query. */
  private readonly running = new Map<string, AbortController>();
  private readonly queue: queueAsPromised<AsyncJob, void>;
  /** Every run, sync or async, waits here for a slot under its database's concurrency cap. */
  private readonly limiter = new DatabaseLimiter();

  /** Cost estimates and formatting, which need the same database access rules. */
  readonly tools: SqlLabToolsService;

  constructor(private readonly deps: SqlLabServiceDeps) {
    this.runner = new QueryRunner(deps.queries);
    this.tools = new SqlLabToolsService(deps);
    this.queue = fastq.promise(async (job: AsyncJob) => {
      try {
        const payload = await this.limiter.run(job.database, () => this.runner.run(job));
        if (job.resultsKey) await this.deps.results.set(job.resultsKey, payload);
      } catch {
        // The runner has recorded the failure on the query row; the client reads it from there.
      } finally {
        this.running.delete(job.clientId);
      }
    }, ASYNC_CONCURRENCY);
  }

  /**
   * Runs the SQL. `clientGone` aborts a sync run when the browser goes away, so the engine query
   * does not keep running for nobody; async runs continue until stopped.
   */
  async execute(
    body: ExecuteRequest,
    principal: Principal,
    clientGone?: AbortSignal,
  ): Promise<ExecuteOutcome> {
    const database = await this.deps.databases.visibleRow(body.database_id, principal);
    if (!database.expose_in_sqllab) {
      throw sqlLabError(403, 'This database is not exposed in SQL Lab.', 'DATABASE_SECURITY_ACCESS_ERROR');
    }
    const clientId = body.client_id ?? newClientId();
    if (await this.deps.queries.findByClientId(clientId)) {
      throw new BadRequestError({ client_id: ['A query with this client_id already exists.'] });
    }
    let rendered: string;
    try {
      rendered = await renderSqlTemplate(body.sql, parseTemplateParams(body.templateParams));
    } catch (error) {
      if (error instanceof TemplateError) throw sqlLabError(400, error.message, error.errorType);
      throw error;
    }
    const spec = this.deps.connections.specOf(database);
    const connection = this.deps.connections.get(database);
    const statements = parseScript(rendered, spec.engine);
    const runAsync = Boolean(body.runAsync) && Boolean(database.allow_run_async);
    const limit = rowLimit(body.queryLimit);
    const now = nowIso();
    const queryId = await this.deps.queries.insert({
      client_id: clientId,
      database_id: database.id,
      user_id: principal.user.id,
      status: runAsync ? 'pending' : 'running',
      tab_name: body.tab ?? null,
      sql_editor_id: body.sql_editor_id ?? null,
      catalog: body.catalog ?? null,
      schema: body.schema ?? null,
      sql: body.sql,
      limit: limit.limit,
      start_time: now,
      changed_on: now,
    });
    let toRun = statements;
    let refusal = await this.refusal(statements, database, connection);
    if (!refusal && body.select_as_cta) {
      const method = body.ctas_method ?? 'TABLE';
      const options = { method, table: body.tmp_table_name, schema: body.schema };
      const plan = planCtas(statements, options, database, spec, principal.user.id);
      if ('message' in plan) refusal = plan;
      else {
        toRun = plan.statements;
        await this.deps.queries.update(queryId, {
          select_as_cta: 1,
          ctas_method: method,
          tmp_table_name: plan.table,
          tmp_schema_name: plan.schema,
        });
      }
    }
    if (refusal) {
      await this.deps.queries.update(queryId, {
        status: 'failed',
        error_message: refusal.message,
        end_time: nowIso(),
        changed_on: nowIso(),
      });
      throw sqlLabError(refusal.status, refusal.message, refusal.errorType);
    }
    const controller = new AbortController();
    this.running.set(clientId, controller);
    const request: RunRequest = {
      queryId,
      statements: toRun,
      connection,
      spec,
      limit,
      timeoutMs: timeoutMsOf(database),
      signal: controller.signal,
    };
    if (runAsync) {
      // Read before queueing: the job may start at once and move the row on to running.
      const query = await this.dict(queryId);
      void this.queue.push({ ...request, clientId, database, resultsKey: randomUUID() });
      return { status: 202, body: { query } };
    }
    const onGone = (): void => controller.abort();
    clientGone?.addEventListener('abort', onGone, { once: true });
    try {
      return { status: 200, body: await this.limiter.run(database, () => this.runner.run(request)) };
    } finally {
      clientGone?.removeEventListener('abort', onGone);
      this.running.delete(clientId);
    }
  }

  /**
   * Why the script may not run: no statement, or DML/DDL where the database does not allow it. A
   * statement the parser cannot read is first prepared by the engine without running it, so a typo
   * shows the engine's own syntax error rather than a DML refusal.
   */
  private async refusal(
    statements: readonly ParsedStatement[],
    database: DatabaseRow,
    connection: EngineConnection,
  ): Promise<Refusal | null> {
    if (statements.length === 0) {
      return { status: 400, message: 'The query has no statement to run.', errorType: 'INVALID_SQL_ERROR' };
    }
    if (database.allow_dml) return null;
    for (const statement of statements) {
      if (!statement.mutating) continue;
      if (!statement.understood) {
        try {
          await connection.describeQuery(statement.sql);
        } catch (error) {
          if (error instanceof EngineError) {
            return { status: 500, message: error.message, errorType: error.errorType };
          }
          throw error;
        }
      }
      return { status: 500, message: DML_NOT_ALLOWED_MESSAGE, errorType: 'DML_NOT_ALLOWED_ERROR' };
    }
    return null;
  }

  /** Cancels every running or queued run (server shutdown), so closing never waits on a long query. */
  async close(): Promise<void> {
    this.queue.kill();
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }

  private async dict(queryId: number): Promise<QueryDict> {
    const row = await this.deps.queries.findById(queryId);
    if (!row) throw new NotFoundError();
    return toQueryDict(row);
  }

  /** The caller's own query by client id; someone else's is as unknown (404). */
  async ownQuery(clientId: string, principal: Principal): Promise<QueryRowWithNames> {
    const row = await this.deps.queries.findByClientId(clientId);
    if (!row || row.user_id !== principal.user.id) throw new NotFoundError('Query not found');
    return row;
  }

  /** Cancels the engine query (or the queued job) and marks the query stopped. */
  async stop(clientId: string, principal: Principal): Promise<void> {
    const row = await this.ownQuery(clientId, principal);
    this.running.get(clientId)?.abort();
    if (row.status === 'pending' || row.status === 'running') {
      await this.deps.queries.update(row.id, { status: 'stopped', end_time: nowIso(), changed_on: nowIso() });
    }
  }

  /** Async results by key: 404 unknown (or someone else's), 410 once the results backend let them go. */
  /**
   * Async results by key: 404 unknown (or someone else's), 410 once the results backend let them go.
   * `rows` shows fewer rows, as Superset's display limit does.
   */
  async results(key: string, principal: Principal, rows?: number): Promise<ExecutePayload> {
    const row = await this.deps.queries.findByResultsKey(key);
    if (!row || row.user_id !== principal.user.id) throw new NotFoundError('Result key not found');
    const payload = (await this.deps.results.get(key)) as ExecutePayload | undefined;
    if (!payload) {
      throw sqlLabError(
        410,
        'Data could not be retrieved from the results backend. You need to re-run the original query.',
        'RESULTS_BACKEND_ERROR',
      );
    }
    const result = { ...payload, query: toQueryDict(row) };
    if (rows !== undefined && rows >= 0 && payload.data.length > rows) {
      return { ...result, data: payload.data.slice(0, rows), displayLimitReached: true };
    }
    return result;
  }

  async updatedSince(lastUpdatedMs: number, principal: Principal): Promise<QueryDict[]> {
    const since = new Date(Number.isFinite(lastUpdatedMs) ? lastUpdatedMs : 0).toISOString();
    const rows = await this.deps.queries.changedSince(principal.user.id, since);
    return rows.map(toQueryDict);
  }
}
