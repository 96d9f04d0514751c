import { randomBytes, randomUUID } from 'node:crypto';
import { parseDatabaseExtra } from '@loupe/core';
import { ApiError, BadRequestError, NotFoundError } from '../../errors.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { ResultCache } from '../../platform/cache/resultCache.js';
import type { SqlLabLimits } from '../../config.js';
import type { Principal } from '../../security/routeAccess.js';
import { rowLimit } from '../../sql/limits.js';
import { parseScript, SqlParseError, type ParsedStatement } from '../../sql/statements.js';
import { parseTemplateParams, renderSqlTemplate, TemplateError } from '../../sql/templating.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatabaseRepository, DatabaseRow } from '../databases/DatabaseRepository.js';
import type { DatabaseService } from '../databases/DatabaseService.js';
import { toQueryDict, type QueryDict } from './queryDict.js';
import type { QueryRepository, QueryRowWithNames } from './QueryRepository.js';
import { QueryRunner, type ExecutePayload, type RunRequest } from './queryRunner.js';
import { sqlLabError } from './sqlLabErrors.js';
import { scriptRefusal } from './scriptRefusal.js';
import { SqlLabToolsService } from './SqlLabToolsService.js';
import { planCtas, type CtasMethod } from './ctas.js';
import { DatabaseLimiter } from '../../platform/databaseLimiter.js';
import type { AsyncJobData, SqlLabJobs } from './jobs/sqlLabJobs.js';
import type { SqlTableAccess } from './tableAccess.js';
import type { ServiceLog } from '../../services.js';

/** Async results wait a day, as Superset's default results backend keeps them. */
export const RESULTS_TTL_SECONDS = 24 * 3600;

/**
 * A sync run from a SQL Lab tab keeps its rows too (Superset's SQLLAB_BACKEND_PERSISTENCE), so a
 * reloaded tab shows them again; bigger results are not stored (measuring and storing them would
 * slow every run), and the reloaded tab asks to run the query again, as for expired results.
 */
export const SYNC_KEPT_MAX_ROWS = 10_000;

/** Seconds a SQL Lab run may take when its database sets no `query_timeout` (Superset's SQLLAB_TIMEOUT). */
export const SQLLAB_TIMEOUT_SECONDS = 30;

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
  /** Where async results wait for the client (Superset's RESULTS_BACKEND). */
  results: ResultCache;
  jobs: SqlLabJobs;
  /** Workers look the database up by id: the job may come from another node. */
  databaseRows: DatabaseRepository;
  /** The display cap and default query limit (config). */
  limits: SqlLabLimits;
  /** The per-database cap on concurrent queries, shared with chart queries. */
  limiter?: DatabaseLimiter;
  /** Which tables a user may query (Superset's raise_for_access). */
  tableAccess: SqlTableAccess;
  /** Where engine failures are logged (a user sees the message; operators see it here too). */
  log?: ServiceLog;
}

/** The script's statements as the engine's grammar reads them; an unsplittable script is a 400. */
export async function parseUserScript(sql: string, engine: string): Promise<ParsedStatement[]> {
  try {
    return await parseScript(sql, engine);
  } catch (error) {
    if (error instanceof SqlParseError) throw sqlLabError(400, error.message, error.errorType);
    throw error;
  }
}

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
 * every run in the `query` table, runs sync or as an async job (in process, or BullMQ with Redis), and cancels for real.
 */
export class SqlLabService {
  private readonly runner: QueryRunner;
  /** Running or queued runs by client id, so /query/stop can cancel the engine query. */
  private readonly running = new Map<string, AbortController>();
  /** Every run, sync or async, waits here for a slot under its database's concurrency cap. */
  private readonly limiter: DatabaseLimiter;

  /** Cost estimates and formatting, which need the same database access rules. */
  readonly tools: SqlLabToolsService;

  constructor(private readonly deps: SqlLabServiceDeps) {
    this.limiter = deps.limiter ?? new DatabaseLimiter();
    this.runner = new QueryRunner(deps.queries, deps.log);
    this.tools = new SqlLabToolsService(deps);
    deps.jobs.start(
      (job) => this.runJob(job),
      (clientId) => this.running.get(clientId)?.abort(),
    );
  }

  /** Runs an async job on whichever node's worker took it, exactly as a sync run goes. */
  private async runJob(job: AsyncJobData): Promise<void> {
    // Registered before anything is awaited, so a stop arriving meanwhile still aborts the run.
    const controller = new AbortController();
    this.running.set(job.clientId, controller);
    try {
      const query = await this.deps.queries.findById(job.queryId);
      // Stopped while it waited in the queue.
      if (!query || query.status !== 'pending') return;
      const database = await this.deps.databaseRows.findById(job.databaseId);
      if (!database) {
        const now = nowIso();
        const message = 'The database of this query no longer exists.';
        await this.deps.queries.update(job.queryId, {
          status: 'failed',
          error_message: message,
          end_time: now,
          changed_on: now,
        });
        return;
      }
      const request: RunRequest = {
        ...job,
        connection: this.deps.connections.get(database),
        spec: this.deps.connections.specOf(database),
        signal: controller.signal,
        keepResults: (rows) => this.deps.results.set(job.resultsKey, rows, RESULTS_TTL_SECONDS),
        reportProgress: true,
      };
      await this.limiter.run(database, () => this.runner.run(request));
    } catch (error) {
      // The runner has recorded (and logged) the failure on the query row; the client reads it there.
      if (!(error instanceof ApiError))
        this.deps.log?.warn(`SQL Lab async run ${job.clientId}: ${String(error)}`);
    } finally {
      this.running.delete(job.clientId);
    }
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
    const runAsync = Boolean(body.runAsync) && Boolean(database.allow_run_async);
    const limit = rowLimit(body.queryLimit, this.deps.limits);
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
    let statements: ParsedStatement[];
    try {
      statements = await parseUserScript(rendered, spec.engine);
      await this.deps.tableAccess.assertAllowed(principal, database, statements, body.schema, connection);
    } catch (error) {
      // Refused before running: recorded as failed, so the history shows what was refused and why.
      if (error instanceof ApiError) await this.recordRefusal(queryId, error);
      throw error;
    }
    let toRun = statements;
    let refusal = scriptRefusal(statements, database);
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
    if (runAsync) {
      // Read before queueing: the job may start at once and move the row on to running.
      const query = await this.dict(queryId);
      await this.deps.jobs.submit({
        queryId,
        clientId,
        databaseId: database.id,
        statements: [...toRun],
        limit,
        timeoutMs: timeoutMsOf(database),
        resultsKey: randomUUID(),
      });
      return { status: 202, body: { query } };
    }
    const controller = new AbortController();
    this.running.set(clientId, controller);
    const resultsKey = body.sql_editor_id ? randomUUID() : undefined;
    const request: RunRequest = {
      queryId,
      statements: toRun,
      connection,
      spec,
      limit,
      timeoutMs: timeoutMsOf(database),
      signal: controller.signal,
      ...(resultsKey && {
        resultsKey,
        keepResults: async (rows) => {
          if (rows.data.length <= SYNC_KEPT_MAX_ROWS)
            await this.deps.results.set(resultsKey, rows, RESULTS_TTL_SECONDS);
        },
      }),
    };
    const onGone = (): void => controller.abort();
    clientGone?.addEventListener('abort', onGone, { once: true });
    try {
      return { status: 200, body: await this.limiter.run(database, () => this.runner.run(request)) };
    } finally {
      clientGone?.removeEventListener('abort', onGone);
      this.running.delete(clientId);
    }
  }

  private async recordRefusal(queryId: number, error: ApiError): Promise<void> {
    const body = error.body as { errors?: { message?: string }[] };
    const now = nowIso();
    await this.deps.queries.update(queryId, {
      status: 'failed',
      error_message: body.errors?.[0]?.message ?? error.message,
      end_time: now,
      changed_on: now,
    });
  }

  /**
   * The database of the caller's own stored run, found whether or not the caller still sees it: the
   * table check that follows answers 403 when the access is gone (a 404 would hide why).
   */
  async storedRunDatabase(databaseId: number): Promise<DatabaseRow> {
    const database = await this.deps.databaseRows.findById(databaseId);
    if (!database) throw new NotFoundError('The database of this query no longer exists.');
    return database;
  }

  /**
   * The table check again for a stored run before its rows are handed out (results, CSV export): the
   * user's access may have changed since it ran. Returns the statements, as the engine reads them.
   */
  async assertStoredRunAllowed(
    row: Pick<QueryRowWithNames, 'executed_sql' | 'sql' | 'schema'>,
    sqlText: string,
    database: DatabaseRow,
    principal: Principal,
  ): Promise<ParsedStatement[]> {
    const spec = this.deps.connections.specOf(database);
    const statements = await parseUserScript(sqlText, spec.engine);
    const connection = this.deps.connections.get(database);
    await this.deps.tableAccess.assertAllowed(principal, database, statements, row.schema, connection);
    return statements;
  }

  /** Cancels every running or queued run (server shutdown), so closing never waits on a long query. */
  async close(): Promise<void> {
    // Abort first: closing a BullMQ worker waits for its active jobs.
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
    await this.deps.jobs.close();
  }

  private async dict(queryId: number): Promise<QueryDict> {
    const row = await this.deps.queries.findById(queryId);
    if (!row) throw new NotFoundError();
    return toQueryDict(row);
  }

  /** Whether this node runs the query now (with Redis, another node's worker may run it). */
  runsHere(clientId: string): boolean {
    return this.running.has(clientId);
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
    // The run may be on another node's worker; every node hears this and the one running it aborts.
    await this.deps.jobs.stop(clientId);
    if (row.status === 'pending' || row.status === 'running') {
      await this.deps.queries.update(row.id, { status: 'stopped', end_time: nowIso(), changed_on: nowIso() });
    }
  }

  /**
   * Async results by key: 404 unknown (or someone else's), 410 once the results backend let them go.
   * `rows` shows fewer rows, as Superset's display limit does.
   */
  async results(key: string, principal: Principal, rows?: number): Promise<ExecutePayload> {
    const row = await this.deps.queries.findByResultsKey(key);
    if (!row || row.user_id !== principal.user.id) throw new NotFoundError('Result key not found');
    const database = await this.storedRunDatabase(row.database_id);
    // Parsing the stored SQL is needed only when the user's access stops short of the whole database.
    if (!this.deps.tableAccess.coversDatabase(principal, database)) {
      await this.assertStoredRunAllowed(row, row.executed_sql ?? row.sql ?? '', database, principal);
    }
    const payload = (await this.deps.results.get(key)) as Omit<ExecutePayload, 'query'> | undefined;
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
    const date = new Date(Number.isFinite(lastUpdatedMs) ? lastUpdatedMs : 0);
    // A time no Date can hold (1e20) is bad input, not a server fault.
    if (Number.isNaN(date.getTime())) throw new BadRequestError('last_updated_ms is not a valid time.');
    const since = date.toISOString();
    const rows = await this.deps.queries.changedSince(principal.user.id, since);
    return rows.map(toQueryDict);
  }
}
