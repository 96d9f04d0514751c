import type mysql from 'mysql2';

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
import type { MysqlSettings } from './config.js';
import { mysqlError } from './errors.js';
import { mysqlDescribeTable, mysqlSchemas, mysqlTables } from './introspection.js';
import { mysqlLoadTable } from './load.js';
import { QueryReader } from './queryReader.js';
import { fieldTypeName } from './types.js';

// The driver loads with the first MySQL connection, not at start-up.
const mysql2 = lazyRequire<typeof mysql>('mysql2');

/** Most rows buffered, and so per streamed batch. */
const MAX_FETCH = 10_000;

/**
 * A MySQL/MariaDB database behind a mysql2 pool. A timeout or abort runs `KILL QUERY <thread id>` from
 * a separate connection; the same kill stops a query whose remaining rows are not wanted (maxRows, a
 * stream closed early), since the MySQL protocol cannot skip the rest of a result. One statement per
 * call (multipleStatements stays off): scripts are split before they get here.
 */
export class MysqlConnection extends BaseConnection {
  private readonly pool: mysql.Pool;

  constructor(private readonly settings: MysqlSettings) {
    super({ schemas: mysqlSchemas, tables: mysqlTables, describeTable: mysqlDescribeTable });
    this.pool = mysql2().createPool({ ...settings.connection, connectionLimit: settings.poolSize });
  }

  protected batches(sql: string, options: ExecuteOptions, batchSize: number): AsyncIterable<QueryResult> {
    return objectChunks(this.chunks(sql, [], options, batchSize));
  }

  async describeQuery(sql: string): Promise<ResultColumn[]> {
    let columns: ResultColumn[] = [];
    for await (const chunk of this.chunks(zeroRowQuery(sql), [], {}, 1)) columns = chunk.columns;
    return columns;
  }

  /** EXPLAIN's rows (table, access type, key, estimated rows) as the server reports them. */
  estimateCost(sql: string): Promise<Record<string, unknown>[]> {
    return this.rowQuery(`EXPLAIN ${stripTrailingSemicolons(sql)}`);
  }

  /** One connection for the whole load, so its transaction spans every statement; a failed one is not reused. */
  async loadTable(request: LoadTableRequest): Promise<{ rowCount: number }> {
    const connection = await this.getConnection();
    let failed = false;
    try {
      return await mysqlLoadTable(connection, request);
    } catch (error) {
      failed = true;
      throw this.mapError(error);
    } finally {
      if (failed) connection.destroy();
      else connection.release();
    }
  }

  defaultSchema(): Promise<string | null> {
    return this.nameOf('SELECT DATABASE() AS name');
  }

  async close(): Promise<void> {
    await this.pool.promise().end();
  }

  private mapError(error: unknown): EngineError {
    return mysqlError(error, this.settings.target, this.settings.password);
  }

  private getConnection(): Promise<mysql.PoolConnection> {
    return new Promise((resolve, reject) => {
      this.pool.getConnection((error, connection) =>
        error ? reject(this.mapError(error)) : resolve(connection),
      );
    });
  }

  private async *chunks(
    sql: string,
    params: readonly unknown[],
    options: ExecuteOptions,
    batchSize: number,
  ): AsyncGenerator<RowChunk> {
    const scope = new CancelScope(options);
    const cap = rowCap(options.maxRows);
    let connection: mysql.PoolConnection | undefined;
    let reader: QueryReader | undefined;
    let cancelling: Promise<unknown> | null = null;
    let broken = false;
    let began = false;
    try {
      scope.throwIfCancelled();
      connection = await this.getConnection();
      const current = connection;
      try {
        began = await this.beginReadOnly(current);
      } catch (error) {
        broken = true;
        throw this.mapError(error);
      }
      // Checked before the statement is sent (it starts as the reader is made): no cancel falls between.
      scope.throwIfCancelled();
      const running = new QueryReader(current, sql, params, Math.min(batchSize, MAX_FETCH));
      reader = running;
      scope.onCancel(() => {
        // A cancelled session is not reused: a late KILL QUERY could still land on its next statement.
        broken = true;
        cancelling = this.stopQuery(current, running);
      });
      let read = 0;
      let columns: ResultColumn[] | null = null;
      try {
        for (;;) {
          scope.throwIfCancelled();
          const want = Math.min(batchSize, cap - read, MAX_FETCH);
          // maxRows 0 still waits for one row or the end: the columns arrive before the first row.
          const rows = await running.take(Math.max(want, 1));
          scope.throwIfCancelled();
          columns ??= this.columnsOf(running);
          const take = rows.length > want ? rows.slice(0, want) : rows;
          read += take.length;
          yield { columns, rows: take };
          if (running.drained || read >= cap) break;
        }
      } catch (error) {
        throw scope.failure(error, (cause) => this.mapError(cause));
      }
    } finally {
      scope.dispose();
      if (reader && !reader.done && !cancelling) {
        // Unwanted rest of the result (maxRows reached, stream closed early): stop it on the server.
        cancelling = this.stopQuery(connection!, reader);
      }
      // The connection is not given back while a kill may still land on it.
      if (cancelling) await cancelling;
      // A connection whose rollback failed is not reused: it may still be inside the transaction.
      if (
        connection &&
        began &&
        !broken &&
        !(await simpleQuery(connection, 'ROLLBACK').then(
          () => true,
          () => false,
        ))
      )
        broken = true;
      if (connection) {
        if (broken) connection.destroy();
        else connection.release();
      }
    }
  }

  /**
   * On a read-only database the session is made read-only (so a statement that commits implicitly,
   * as DDL does, still runs read-only) and a READ ONLY transaction is opened, so MySQL itself refuses
   * writes; set again on every use, whatever an earlier statement did to the session.
   */
  private async beginReadOnly(connection: mysql.PoolConnection): Promise<boolean> {
    if (!this.settings.readOnly) return false;
    await simpleQuery(connection, 'SET SESSION TRANSACTION READ ONLY');
    await simpleQuery(connection, 'START TRANSACTION READ ONLY');
    return true;
  }

  private columnsOf(reader: QueryReader): ResultColumn[] {
    const fields = reader.fields ?? [];
    const names = dedupeNames(fields.map((field) => field.name));
    return fields.map((field, index) => ({ name: names[index]!, type: fieldTypeName(field) }));
  }

  /**
   * Stops the reader's statement on the server: KILL QUERY until it ends, KILL CONNECTION when it
   * still runs after the grace. The rest of its result is dropped as it drains.
   */
  private stopQuery(connection: mysql.PoolConnection, reader: QueryReader): Promise<unknown> {
    reader.discard();
    return stopEngineCall({
      running: () => (reader.done ? null : reader.finished()),
      cancel: () => this.kill('QUERY', connection.threadId),
      terminate: async () => {
        await this.kill('CONNECTION', connection.threadId);
        connection.destroy();
      },
    });
  }

  /** KILL from a connection outside the pool, so a full pool cannot block it. */
  private async kill(what: 'QUERY' | 'CONNECTION', threadId: number): Promise<void> {
    const control = mysql2().createConnection(this.settings.connection);
    control.on('error', () => undefined);
    try {
      await control.promise().query(`KILL ${what} ${Number(threadId)}`);
    } catch {
      // Retried while the query runs; the grace ends the session.
    } finally {
      await control
        .promise()
        .end()
        .catch(() => undefined);
    }
  }

  protected readonly rowQuery: RowQuery = async (sql, params = []) =>
    (await collectChunks(this.chunks(sql, params, {}, Number.MAX_SAFE_INTEGER))).rows;
}

function simpleQuery(connection: mysql.PoolConnection, sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    connection.query(sql, (error) => (error ? reject(error) : resolve()));
  });
}
