import type pg from 'pg';
import type Cursor from 'pg-cursor';

import { BaseConnection } from '../baseConnection.js';
import { CancelScope, stopEngineCall } from '../cancellation.js';
import { lazyRequire } from '../../platform/lazyRequire.js';
import type {
  EngineError,
  ExecuteOptions,
  LoadTableRequest,
  QueryResult,
  ResultColumn,
} from '../EngineSpec.js';
import type { RowQuery } from '../introspection.js';
import { collectChunks, dedupeNames, objectChunks, rowCap, type RowChunk } from '../results.js';
import { stripTrailingSemicolons, zeroRowQuery } from '../sqlText.js';
import type { PostgresSettings } from './config.js';
import { postgresError } from './errors.js';
import { postgresDescribeTable, postgresSchemas, postgresTables } from './introspection.js';
import { postgresLoadTable } from './load.js';
import { BUILTIN_TYPE_NAMES, PG_TYPES } from './types.js';

/** Most rows per cursor fetch, and so per streamed batch (the protocol's row count is an int32). */
const MAX_FETCH = 10_000;

/** node-postgres knows the backend pid from the startup handshake but does not type it. */
// The driver loads with the first PostgreSQL connection, not at start-up.
const pgDriver = lazyRequire<typeof pg>('pg');
const PgCursor = lazyRequire<typeof Cursor>('pg-cursor');

function backendPid(client: pg.PoolClient): number | null {
  const pid = (client as unknown as { processID?: unknown }).processID;
  return typeof pid === 'number' ? pid : null;
}

function columnsOf(fields: readonly pg.FieldDef[]): ResultColumn[] {
  const names = dedupeNames(fields.map((field) => field.name));
  return fields.map((field, index) => ({
    name: names[index]!,
    type: BUILTIN_TYPE_NAMES.get(field.dataTypeID) ?? null,
  }));
}

/**
 * A PostgreSQL database behind a pg.Pool. Rows are read through a cursor (the extended protocol's row
 * limit), so maxRows and streaming never fetch what is not read. A timeout or abort cancels the query
 * on the server with pg_cancel_backend from a separate connection (node-postgres has no cancel call),
 * repeated while it runs and followed by pg_terminate_backend when it will not stop (stopEngineCall).
 * The extended protocol takes one statement per call: scripts are split before they get here.
 */
export class PostgresConnection extends BaseConnection {
  private readonly pool: pg.Pool;

  constructor(private readonly settings: PostgresSettings) {
    super({ schemas: postgresSchemas, tables: postgresTables, describeTable: postgresDescribeTable });
    this.pool = new (pgDriver().Pool)({ ...settings.client, types: PG_TYPES, max: settings.poolSize });
    // An idle client losing its server (restart, network) must not crash the process; the pool drops it.
    this.pool.on('error', () => undefined);
  }

  protected batches(sql: string, options: ExecuteOptions, batchSize: number): AsyncIterable<QueryResult> {
    return objectChunks(this.chunks(sql, [], options, batchSize));
  }

  /** Plans the query under LIMIT 0 for its fields, then names their types with format_type (typmods included). */
  async describeQuery(sql: string): Promise<ResultColumn[]> {
    const client = await this.connectClient();
    let began = false;
    try {
      // LIMIT 0 still runs a data-modifying WITH: the read-only transaction stops it.
      began = await this.beginReadOnly(client);
      const result = await client.query({ text: zeroRowQuery(sql), rowMode: 'array', types: PG_TYPES });
      const types = await client.query<{ name: string }>(
        `SELECT format_type(t.o, NULLIF(t.m, -1)) AS name
         FROM unnest($1::oid[], $2::int4[]) WITH ORDINALITY AS t(o, m, i) ORDER BY t.i`,
        [
          result.fields.map((field) => field.dataTypeID),
          result.fields.map((field) => field.dataTypeModifier),
        ],
      );
      const names = dedupeNames(result.fields.map((field) => field.name));
      return names.map((name, index) => ({ name, type: types.rows[index]?.name ?? null }));
    } catch (error) {
      throw this.mapError(error);
    } finally {
      client.release((began && !(await rollback(client))) || undefined);
    }
  }

  /** EXPLAIN's planner costs, in the keys Superset's PostgreSQL spec reports. */
  async estimateCost(sql: string): Promise<Record<string, unknown>[]> {
    const rows = await this.rowQuery(`EXPLAIN (FORMAT JSON) ${stripTrailingSemicolons(sql)}`);
    const plan =
      (rows[0]?.['QUERY PLAN'] as { Plan?: Record<string, unknown> }[] | undefined)?.[0]?.Plan ?? {};
    return [{ 'Start-up cost': plan['Startup Cost'], 'Total cost': plan['Total Cost'] }];
  }

  /** One client for the whole load, so its transaction spans every statement; a failed one is not reused. */
  async loadTable(request: LoadTableRequest): Promise<{ rowCount: number }> {
    const client = await this.connectClient();
    let failed = false;
    try {
      return await postgresLoadTable(client, request);
    } catch (error) {
      failed = true;
      throw this.mapError(error);
    } finally {
      client.release(failed || undefined);
    }
  }

  defaultSchema(): Promise<string | null> {
    return this.nameOf('SELECT current_schema() AS name');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private mapError(error: unknown): EngineError {
    return postgresError(error, this.settings.target, this.settings.password);
  }

  /**
   * On a read-only database every statement runs inside BEGIN READ ONLY ... ROLLBACK, so PostgreSQL
   * itself refuses writes (nextval, data-modifying WITH, a function that writes) and any session
   * setting the statement changes (set_config) is undone with the transaction. Returns whether it began.
   */
  private async beginReadOnly(client: pg.PoolClient): Promise<boolean> {
    if (!this.settings.readOnly) return false;
    await client.query('BEGIN TRANSACTION READ ONLY');
    return true;
  }

  private async connectClient(): Promise<pg.PoolClient> {
    try {
      return await this.pool.connect();
    } catch (error) {
      throw this.mapError(error);
    }
  }

  /** Reads a query through a cursor in chunks of `batchSize` rows, up to maxRows. */
  private async *chunks(
    sql: string,
    params: readonly unknown[],
    options: ExecuteOptions,
    batchSize: number,
  ): AsyncGenerator<RowChunk> {
    const scope = new CancelScope(options);
    const cap = rowCap(options.maxRows);
    let client: pg.PoolClient | undefined;
    let cancelling: Promise<unknown> | null = null;
    // The fetch PostgreSQL is executing, if any: a cancel is retried for as long as it runs.
    let reading: Promise<unknown> | null = null;
    let broken = false;
    let began = false;
    try {
      scope.throwIfCancelled();
      client = await this.connectClient();
      const current = client;
      try {
        began = await this.beginReadOnly(current);
      } catch (error) {
        broken = true;
        throw this.mapError(error);
      }
      const pid = backendPid(current);
      scope.onCancel(() => {
        // A cancelled session is not reused: a late cancel could still land on its next statement.
        broken = true;
        cancelling = stopEngineCall({
          running: () => reading,
          cancel: () => this.signalBackend('pg_cancel_backend', pid),
          // pg_sleep and friends do not notice a closed socket: only terminating the backend stops them.
          terminate: async () => {
            await this.signalBackend('pg_terminate_backend', pid);
            await current.end().catch(() => undefined);
          },
        });
      });
      // Checked after onCancel is in place and before the statement is sent: no cancel falls between.
      scope.throwIfCancelled();
      const cursor = current.query(new (PgCursor())(sql, [...params], { rowMode: 'array', types: PG_TYPES }));
      let failed = false;
      try {
        let read = 0;
        let columns: ResultColumn[] | null = null;
        for (;;) {
          scope.throwIfCancelled();
          const want = Math.min(batchSize, cap - read, MAX_FETCH);
          // maxRows 0 still reads (at most) one row: the columns come with the first fetch.
          const fetch = readCursor(cursor, Math.max(want, 1));
          reading = fetch;
          const { rows, fields } = await fetch.finally(() => {
            reading = null;
          });
          scope.throwIfCancelled();
          columns ??= columnsOf(fields);
          const take = rows.length > want ? rows.slice(0, want) : rows;
          read += take.length;
          yield { columns, rows: take };
          if (rows.length < want || read >= cap) break;
        }
      } catch (error) {
        failed = true;
        throw scope.failure(error, (cause) => this.mapError(cause));
      } finally {
        // An open portal would keep the client busy; after an error the server already dropped it.
        if (!failed && !broken) await cursor.close().catch(() => undefined);
      }
    } finally {
      scope.dispose();
      // The connection is not given back while a cancel may still land on it.
      if (cancelling) await cancelling;
      // A client whose rollback failed is not reused: it may still be inside the transaction.
      if (client && began && !broken && !(await rollback(client))) broken = true;
      client?.release(broken || undefined);
    }
  }

  /**
   * pg_cancel_backend or pg_terminate_backend from a connection outside the pool, so a full pool
   * cannot block it. A failure is left to the caller's retry and grace.
   */
  private async signalBackend(
    signal: 'pg_cancel_backend' | 'pg_terminate_backend',
    pid: number | null,
  ): Promise<void> {
    if (pid === null) return;
    const client = new (pgDriver().Client)(this.settings.client);
    try {
      await client.connect();
      await client.query(`SELECT ${signal}($1)`, [pid]);
    } catch {
      // Retried while the query runs; the grace ends the session.
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  protected readonly rowQuery: RowQuery = async (sql, params = []) =>
    (await collectChunks(this.chunks(sql, params, {}, Number.MAX_SAFE_INTEGER))).rows;
}

/** Ends the read-only transaction; false when the client could not (it is then not reused). */
async function rollback(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('ROLLBACK');
    return true;
  } catch {
    return false;
  }
}

function readCursor(cursor: Cursor, rows: number): Promise<{ rows: unknown[][]; fields: pg.FieldDef[] }> {
  return new Promise((resolve, reject) => {
    cursor.read(rows, (error, result, meta) => {
      if (error) reject(error);
      else resolve({ rows: result as unknown[][], fields: meta?.fields ?? [] });
    });
  });
}
