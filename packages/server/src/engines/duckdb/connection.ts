import { existsSync } from 'node:fs';

import type { DuckDBConnection, DuckDBDataChunk, DuckDBResult, DuckDBType } from '@duckdb/node-api';

import { BaseConnection } from '../baseConnection.js';
import { CancelScope } from '../cancellation.js';
import type {
  CsvBatch,
  CsvColumnStyle,
  CsvPiece,
  ExecuteOptions,
  LoadTableRequest,
  QueryResult,
  ResultColumn,
} from '../EngineSpec.js';
import type { RowQuery } from '../introspection.js';
import { dedupeNames, rowCap } from '../results.js';
import { stripTrailingSemicolons } from '../sqlText.js';
import { isMemoryPath, missingFileError, resolveDatabaseFile } from '../fileDatabase.js';
import { csvLineQuery, csvPieces } from './csvLines.js';
import { duckDbError } from './errors.js';
import { acquireInstance, type InstanceLease } from './instances.js';
import { sandboxedSettings } from './sandbox.js';
import { duckDbDescribeTable, duckDbSchemas, duckDbTables } from './introspection.js';
import { duckDbLoadTable } from './load.js';
import { appendRowObjects, resultColumns, rowTemplate, VALUE_CONVERTER, valueReader } from './values.js';

/**
 * Reads the query's progress (DuckDB's duckdb_query_progress) every interval and reports it when known.
 * DuckDB only tracks progress with its progress bar on (not printed), and only for sources that can
 * tell how far they are (table scans; not e.g. range()), so it may report nothing.
 */
async function sampleProgress(
  connection: DuckDBConnection,
  onProgress: (percent: number) => void,
  options: ExecuteOptions,
): Promise<() => void> {
  // SET is refused on a locked configuration (sandbox.ts); these PRAGMAs are not.
  await connection.run('PRAGMA enable_progress_bar; PRAGMA disable_print_progress_bar');
  const timer = setInterval(() => {
    const { percentage } = connection.progress;
    if (percentage >= 0) onProgress(Math.min(100, percentage));
  }, options.progressIntervalMs ?? 500);
  timer.unref();
  return () => clearInterval(timer);
}

/** Reads a result's chunks into T: the result's columns and one value per chunk. */
interface ChunkReader<T> {
  columns: ResultColumn[];
  read(chunk: DuckDBDataChunk, take: number): T;
}

/** The SQL a read runs and how its result is read. */
interface ReadPlan<T> {
  sql: string;
  reader: (result: DuckDBResult) => ChunkReader<T>;
}

/** Rows as objects keyed by the (deduplicated) column names. */
function rowReader(result: DuckDBResult): ChunkReader<Record<string, unknown>[]> {
  const columns = resultColumns(result);
  const names = columns.map((c) => c.name);
  const template = rowTemplate(names);
  const readers = Array.from({ length: result.columnCount }, (_, i) => valueReader(result.columnType(i)));
  return {
    columns,
    read: (chunk, take) => {
      const rows: Record<string, unknown>[] = [];
      appendRowObjects(chunk, names, readers, take, rows, template);
      return rows;
    },
  };
}

/** A statement's result columns as DuckDB types, without running it; null when it does not prepare. */
async function preparedTypes(
  connection: DuckDBConnection,
  sql: string,
): Promise<{ name: string; type: DuckDBType }[] | null> {
  let prepared;
  try {
    prepared = await connection.prepare(sql);
  } catch {
    return null;
  }
  try {
    return Array.from({ length: prepared.columnCount }, (_, i) => ({
      name: prepared.columnName(i),
      type: prepared.columnType(i),
    }));
  } finally {
    prepared.destroySync();
  }
}

export interface DuckDbOptions {
  /** The database file as the URI names it ('' or ':memory:' for memory). */
  file: string;
  /** DuckDB settings from the URI's query string. */
  settings: Record<string, string>;
  /** Open the file read-only (memory databases are always writable). */
  readOnly: boolean;
  /** Folder a relative file path resolves against. */
  baseDir?: string | undefined;
}

/**
 * One DuckDB database (file or memory) on a sandboxed instance (sandbox.ts). Every query runs on its
 * own DuckDBConnection of the shared instance, so `interrupt()` stops exactly that query and
 * concurrent queries never queue behind it.
 */
export class DuckDbConnection extends BaseConnection {
  private lease: Promise<InstanceLease> | null = null;
  private closed = false;
  private readonly file: string;

  constructor(private readonly options: DuckDbOptions) {
    super({ schemas: duckDbSchemas, tables: duckDbTables, describeTable: duckDbDescribeTable });
    this.file = resolveDatabaseFile(options.file, options.baseDir);
  }

  override async testConnection(): Promise<void> {
    // Checked before opening: opening a missing file would create it.
    if (!isMemoryPath(this.options.file) && !existsSync(this.file)) throw missingFileError(this.options.file);
    await super.testConnection();
  }

  /** DuckDB's chunks regrouped into batches of `batchSize` rows. */
  protected async *batches(
    sql: string,
    options: ExecuteOptions,
    batchSize: number,
  ): AsyncIterable<QueryResult> {
    let columns: ResultColumn[] = [];
    let buffer: Record<string, unknown>[] = [];
    let yielded = false;
    for await (const chunk of this.chunks(options, async () => ({ sql, reader: rowReader }))) {
      columns = chunk.columns;
      for (const row of chunk.value) buffer.push(row);
      while (buffer.length >= batchSize) {
        yield { columns, rows: buffer.slice(0, batchSize) };
        buffer = buffer.slice(batchSize);
        yielded = true;
      }
    }
    // One batch is always yielded, so callers see the columns of an empty result.
    if (buffer.length > 0 || !yielded) yield { columns, rows: buffer };
  }

  /**
   * The result as CSV lines DuckDB writes itself (csvLines.ts), one batch per DuckDB chunk. A query
   * whose columns DuckDB cannot write exactly, or that cannot be wrapped (it does not prepare as one
   * SELECT), is read as rows, every row a piece for the JavaScript writer.
   */
  async *streamCsv(
    sql: string,
    styleOf: (columns: readonly ResultColumn[]) => readonly CsvColumnStyle[],
    options: ExecuteOptions = {},
  ): AsyncIterable<CsvBatch> {
    const plan = async (connection: DuckDBConnection): Promise<ReadPlan<CsvPiece[]>> => {
      const asRows: ReadPlan<CsvPiece[]> = {
        sql,
        reader: (result) => {
          const rows = rowReader(result);
          return { columns: rows.columns, read: (chunk, take) => [rows.read(chunk, take)] };
        },
      };
      const inner = stripTrailingSemicolons(sql);
      const types = await preparedTypes(connection, inner);
      if (types === null) return asRows;
      const names = dedupeNames(types.map((t) => t.name));
      const columns = names.map((name, i) => ({ name, type: types[i]!.type.toString() }));
      const wrapped = csvLineQuery(
        inner,
        types.map((t) => t.type),
        styleOf(columns),
      );
      if (wrapped === null) return asRows;
      // The wrapper must read as the query plus one column; anything else (a statement that does not
      // nest) is run as it was written.
      const wrappedTypes = await preparedTypes(connection, wrapped);
      if (wrappedTypes?.length !== types.length + 1) return asRows;
      return {
        sql: wrapped,
        reader: () => {
          const template = rowTemplate(names);
          const readers = types.map((t) => valueReader(t.type));
          return {
            columns,
            read: (chunk, take) => csvPieces(chunk, take, names, readers, template),
          };
        },
      };
    };
    for await (const chunk of this.chunks(options, plan))
      yield { columns: chunk.columns, pieces: chunk.value };
  }

  /**
   * DuckDB's result chunks (about 2048 rows each) up to maxRows, each read by the plan's reader, fetched
   * one at a time so an unread rest is never computed. The first chunk may be empty: it carries the
   * columns. The plan picks the SQL to run on the query's own connection (e.g. after preparing it).
   */
  private async *chunks<T>(
    options: ExecuteOptions,
    plan: (connection: DuckDBConnection) => Promise<ReadPlan<T>>,
  ): AsyncGenerator<{ columns: ResultColumn[]; value: T | [] }> {
    const scope = new CancelScope(options);
    const cap = rowCap(options.maxRows);
    let connection: DuckDBConnection | undefined;
    let stopProgress = (): void => {};
    let stopInterrupting = (): void => {};
    try {
      scope.throwIfCancelled();
      connection = await (await this.instance()).connect();
      const current = connection;
      scope.onCancel(() => {
        current.interrupt();
        // DuckDB forgets an interrupt that lands while the statement is still being prepared (starting
        // the query clears it), so it is repeated until this call ends.
        const again = setInterval(() => current.interrupt(), 20);
        again.unref();
        stopInterrupting = () => clearInterval(again);
      });
      // A cancel that came while connecting: the query must not start at all.
      scope.throwIfCancelled();
      let result: DuckDBResult;
      let reader: ChunkReader<T>;
      try {
        const { sql, reader: readerOf } = await plan(current);
        scope.throwIfCancelled();
        if (options.onProgress) stopProgress = await sampleProgress(current, options.onProgress, options);
        result = await current.stream(sql);
        reader = readerOf(result);
      } catch (error) {
        throw scope.failure(error, duckDbError);
      }
      const { columns } = reader;
      yield { columns, value: [] };
      let read = 0;
      while (read < cap) {
        scope.throwIfCancelled();
        let chunk;
        try {
          chunk = await result.fetchChunk();
        } catch (error) {
          throw scope.failure(error, duckDbError);
        }
        if (!chunk || chunk.rowCount === 0) break;
        const take = Math.min(chunk.rowCount, cap - read);
        read += take;
        yield { columns, value: reader.read(chunk, take) };
      }
      scope.throwIfCancelled();
    } finally {
      // Before closing: the progress of a closed connection must never be read.
      stopProgress();
      stopInterrupting();
      scope.dispose();
      // Closing the connection also drops a streaming result that was not read to the end.
      connection?.closeSync();
    }
  }

  /** Preparing binds the statement and types its result without running it. */
  async describeQuery(sql: string): Promise<ResultColumn[]> {
    return this.withConnection(async (connection) => {
      const prepared = await connection.prepare(stripTrailingSemicolons(sql));
      try {
        const result: ResultColumn[] = [];
        for (let index = 0; index < prepared.columnCount; index++) {
          result.push({ name: prepared.columnName(index), type: prepared.columnType(index).toString() });
        }
        return result;
      } finally {
        prepared.destroySync();
      }
    });
  }

  async estimateCost(sql: string): Promise<Record<string, unknown>[]> {
    const rows = await this.rowQuery(`EXPLAIN ${stripTrailingSemicolons(sql)}`);
    return rows.map((row) => ({ [String(row.explain_key)]: row.explain_value }));
  }

  /** One DuckDBConnection for the whole load, so its transaction spans every statement. */
  loadTable(request: LoadTableRequest): Promise<{ rowCount: number }> {
    return this.withConnection((connection) => duckDbLoadTable(connection, request));
  }

  defaultSchema(): Promise<string | null> {
    return this.nameOf('SELECT current_schema() AS name');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const lease = this.lease;
    this.lease = null;
    if (lease) (await lease.catch(() => null))?.release();
  }

  private instance(): Promise<InstanceLease['instance']> {
    if (this.closed) return Promise.reject(new Error('The DuckDB connection is closed.'));
    if (!this.lease) {
      const memory = this.file === ':memory:';
      let lease: Promise<InstanceLease>;
      try {
        const settings = sandboxedSettings(this.options.settings, this.options.readOnly && !memory);
        // A file another process holds read-write, a bad setting: the engine's own message, as an EngineError.
        lease = acquireInstance(this.file, this.options.file, settings).catch((error: unknown) => {
          throw duckDbError(error);
        });
      } catch (error) {
        return Promise.reject(duckDbError(error));
      }
      // A failed open is retried by the next call instead of being remembered.
      lease.catch(() => {
        if (this.lease === lease) this.lease = null;
      });
      this.lease = lease;
    }
    return this.lease.then((lease) => lease.instance);
  }

  private async withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const connection = await (await this.instance()).connect();
    try {
      return await work(connection);
    } catch (error) {
      throw duckDbError(error);
    } finally {
      connection.closeSync();
    }
  }

  protected readonly rowQuery: RowQuery = (sql, params = []) =>
    this.withConnection(async (connection) => {
      const reader = await connection.runAndReadAll(sql, [...params]);
      return reader.convertRowObjects(VALUE_CONVERTER) as Record<string, unknown>[];
    });
}
