import type { DuckDBConnection, DuckDBInstance, DuckDBValue } from '@duckdb/node-api';
import { duckdb } from '../../engines/duckdb/driver.js';

import { DUCKDB_DIALECT } from '../../engines/duckdb/dialect.js';
import { duckDbLoadTable } from '../../engines/duckdb/load.js';
import { DUCKDB_NO_EXTENSIONS } from '../../engines/duckdb/sandbox.js';
import type { LoadColumn, LoadValue } from '../../engines/EngineSpec.js';

/** Staging is DuckDB: its identifiers quote as DuckDB's dialect does. */
export const quoteIdent = DUCKDB_DIALECT.quoteIdentifier;

/** A SQL string literal for text Loupe itself chose (date formats); user text is always bound. */
export const sqlText = (text: string): string => DUCKDB_DIALECT.literal(text);

/** Positional ($1) or named ($name) parameters. */
export type StagingParams = DuckDBValue[] | Record<string, DuckDBValue>;

export interface StagedColumn {
  name: string;
  /** DuckDB's type name, e.g. BIGINT, DECIMAL(10,2), TIMESTAMP WITH TIME ZONE. */
  type: string;
}

/**
 * A private in-memory DuckDB for one upload. The file is parsed into a table here first (DuckDB's CSV
 * and Parquet readers, or the Excel rows), checked and typed, and only then streamed into the target
 * database, so a malformed file never touches it. One thread keeps rows in file order; large files
 * spill to the upload's temp folder.
 */
export class StagingDb {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  static async open(tempDir: string): Promise<StagingDb> {
    // Reads the uploaded file (external access), but never fetches an extension.
    const instance = await duckdb().DuckDBInstance.create(':memory:', {
      ...DUCKDB_NO_EXTENSIONS,
      threads: '1',
      preserve_insertion_order: 'true',
      temp_directory: tempDir,
    });
    try {
      return new StagingDb(instance, await instance.connect());
    } catch (error) {
      instance.closeSync();
      throw error;
    }
  }

  async run(sql: string, params: StagingParams = []): Promise<void> {
    await this.connection.run(sql, params);
  }

  /** Rows as JSON-safe objects (BIGINT as text), for the small queries that steer the parse. */
  async query(sql: string, params: StagingParams = []): Promise<Record<string, unknown>[]> {
    const reader = await this.connection.runAndReadAll(sql, params);
    return reader.getRowObjectsJson() as Record<string, unknown>[];
  }

  async columns(table: string): Promise<StagedColumn[]> {
    const rows = await this.query(`DESCRIBE ${quoteIdent(table)}`);
    return rows.map((row) => ({ name: String(row.column_name), type: String(row.column_type) }));
  }

  /**
   * Streams a query's rows in batches. The query must give only BOOLEAN, BIGINT, DOUBLE and VARCHAR
   * columns, which arrive as booleans, bigints, numbers and strings.
   */
  async *batches(sql: string, batchSize: number): AsyncGenerator<LoadValue[][]> {
    const result = await this.connection.stream(sql);
    let buffer: LoadValue[][] = [];
    for (;;) {
      const chunk = await result.fetchChunk();
      if (!chunk || chunk.rowCount === 0) break;
      for (const row of chunk.getRows()) buffer.push(row as LoadValue[]);
      if (buffer.length >= batchSize) {
        yield buffer;
        buffer = [];
      }
    }
    if (buffer.length > 0) yield buffer;
  }

  /** Creates `table` and fills it with rows, through the DuckDB engine's own table load. */
  async load(
    table: string,
    columns: readonly LoadColumn[],
    rows: AsyncIterable<LoadValue[][]>,
  ): Promise<void> {
    await duckDbLoadTable(this.connection, { schema: null, table, columns, rows, mode: 'fail' });
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
