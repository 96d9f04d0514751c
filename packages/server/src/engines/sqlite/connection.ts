import { existsSync } from 'node:fs';

import { BaseConnection } from '../baseConnection.js';
import { CancelScope } from '../cancellation.js';
import type { ExecuteOptions, LoadTableRequest, QueryResult, ResultColumn } from '../EngineSpec.js';
import { isMemoryPath, missingFileError, resolveDatabaseFile } from '../fileDatabase.js';
import type { RowQuery } from '../introspection.js';
import { collectChunks, objectChunks, rowCap, type RowChunk } from '../results.js';
import { SqliteChildPool } from './childPool.js';
import type { ChildBatch, ChildRequest, SqliteChild } from './childProcess.js';
import { sqliteError } from './errors.js';
import { sqliteDescribeTable, sqliteSchemas, sqliteTables } from './introspection.js';
import { sqliteLoadTable } from './load.js';
import { rowConverter } from './values.js';

export interface SqliteOptions {
  file: string;
  readonly: boolean;
  poolSize: number;
  /** Folder a relative file path resolves against. */
  baseDir?: string | undefined;
}

/**
 * A SQLite database served by child processes (childSource.ts says why), so a statement never blocks
 * the event loop and a timeout or abort kills the statement for real. An in-memory database lives in
 * its one child and is lost when a query on it is cancelled.
 */
export class SqliteConnection extends BaseConnection {
  private readonly pool: SqliteChildPool;

  constructor(private readonly options: SqliteOptions) {
    super({ schemas: sqliteSchemas, tables: sqliteTables, describeTable: sqliteDescribeTable });
    const memory = isMemoryPath(options.file);
    this.pool = new SqliteChildPool(
      { file: resolveDatabaseFile(options.file, options.baseDir), readonly: options.readonly },
      memory ? 1 : options.poolSize,
    );
  }

  protected batches(sql: string, options: ExecuteOptions, batchSize: number): AsyncIterable<QueryResult> {
    return objectChunks(this.childBatches(this.query(sql, [], options.maxRows, batchSize), options));
  }

  /** Preparing a statement gives its columns without stepping it. */
  async describeQuery(sql: string): Promise<ResultColumn[]> {
    let columns: ResultColumn[] = [];
    for await (const batch of this.childBatches({ op: 'describe', sql }, {})) columns = batch.columns;
    return columns;
  }

  /** One child for the whole load: its database handle holds the transaction. */
  async loadTable(request: LoadTableRequest): Promise<{ rowCount: number }> {
    this.assertFileExists();
    let child: SqliteChild;
    try {
      child = await this.pool.acquire();
    } catch (error) {
      throw sqliteError(error);
    }
    let healthy = false;
    try {
      const result = await sqliteLoadTable(child, request);
      healthy = child.alive;
      return result;
    } catch (error) {
      healthy = child.alive;
      throw sqliteError(error);
    } finally {
      this.pool.release(child, healthy);
    }
  }

  /** SQLite's one schema of the main database file. */
  async defaultSchema(): Promise<string | null> {
    return 'main';
  }

  async close(): Promise<void> {
    this.pool.close();
  }

  /** A missing file must give this message, not SQLite's. */
  private assertFileExists(): void {
    if (
      !isMemoryPath(this.options.file) &&
      !existsSync(resolveDatabaseFile(this.options.file, this.options.baseDir))
    ) {
      throw missingFileError(this.options.file);
    }
  }

  private query(
    sql: string,
    params: readonly (string | number)[],
    maxRows: number | undefined,
    batchSize: number,
  ): ChildRequest {
    const cap = rowCap(maxRows);
    return { op: 'query', sql, params, maxRows: Number.isFinite(cap) ? cap : null, batchSize };
  }

  /** Runs one request on a pooled child; cancelling kills the child, which stops SQLite mid-statement. */
  private async *childBatches(request: ChildRequest, options: ExecuteOptions): AsyncGenerator<RowChunk> {
    const scope = new CancelScope(options);
    let child: SqliteChild | undefined;
    let healthy = false;
    try {
      scope.throwIfCancelled();
      // Checked here, not only in the child.
      this.assertFileExists();
      try {
        child = await this.pool.acquire();
      } catch (error) {
        throw scope.failure(error, sqliteError);
      }
      const running = child;
      scope.onCancel(() => running.kill());
      const iterator = running.request(request);
      let settled = false;
      try {
        for (;;) {
          let next: IteratorResult<ChildBatch>;
          try {
            next = await iterator.next();
          } catch (error) {
            settled = true;
            // A failed statement leaves the child usable, unless the failure was the kill.
            healthy = running.alive;
            throw scope.failure(error, sqliteError);
          }
          if (next.done) break;
          scope.throwIfCancelled();
          const converter = rowConverter(next.value.columns);
          yield { columns: converter.columns, rows: converter.convert(next.value.rows) };
        }
        settled = true;
        healthy = true;
      } finally {
        // Stopped early by the consumer: closing the child's cursor makes the child reusable.
        if (!settled) {
          try {
            await iterator.return(undefined);
            healthy = running.alive;
          } catch {
            healthy = false;
          }
        }
      }
    } finally {
      scope.dispose();
      if (child) {
        const reusable = healthy && scope.cancelled === null;
        this.pool.release(child, reusable);
        // A cancelled statement is over once its process is gone, not merely signalled.
        if (!reusable) await child.exit;
      }
    }
  }

  protected readonly rowQuery: RowQuery = async (sql, params = []) =>
    (await collectChunks(this.childBatches(this.query(sql, params, undefined, Number.MAX_SAFE_INTEGER), {})))
      .rows;
}
