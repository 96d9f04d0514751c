import type {
  EngineConnection,
  ExecuteOptions,
  ListTablesOptions,
  QueryResult,
  ResultColumn,
  TableDescription,
  TableSummary,
} from './EngineSpec.js';
import type { RowQuery } from './introspection.js';
import { batchSizeOf } from './results.js';

/** An engine's introspection queries (engines/<name>/introspection.ts), each run through a RowQuery. */
export interface EngineIntrospection {
  schemas(query: RowQuery): Promise<string[]>;
  tables(
    query: RowQuery,
    schema: string,
    options: ListTablesOptions,
  ): Promise<{ count: number; result: TableSummary[] }>;
  describeTable(query: RowQuery, schema: string | null, table: string): Promise<TableDescription>;
}

/**
 * What every engine's connection does the same way, written once: execute and stream are one batch
 * reader (`batches`, where the engine runs the query under its CancelScope), schemas, tables and
 * describeTable are the engine's introspection over its `rowQuery`, and testConnection runs SELECT 1.
 * An engine writes only what differs: how it reads a result, runs an introspection query, describes
 * a query, loads a table and closes.
 */
export abstract class BaseConnection implements EngineConnection {
  constructor(private readonly introspection: EngineIntrospection) {}

  /**
   * Runs one statement and yields its rows as objects, in batches of `batchSize` rows (the last may be
   * smaller), and at least one batch so an empty result still has its columns. Reads at most
   * `options.maxRows` rows and stops the query on the engine on timeout or abort.
   */
  protected abstract batches(
    sql: string,
    options: ExecuteOptions,
    batchSize: number,
  ): AsyncIterable<QueryResult>;

  /** Runs an introspection query with bound parameters, outside any user timeout. */
  protected abstract readonly rowQuery: RowQuery;

  abstract describeQuery(sql: string): Promise<ResultColumn[]>;
  abstract defaultSchema(): Promise<string | null>;
  abstract close(): Promise<void>;

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1');
  }

  async execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    let result: QueryResult | null = null;
    for await (const batch of this.batches(sql, options, Number.MAX_SAFE_INTEGER)) {
      // The batches are this call's own arrays: the first one collects the rest.
      if (result === null) result = batch;
      else {
        result.columns = batch.columns;
        for (const row of batch.rows) result.rows.push(row);
      }
    }
    return result ?? { columns: [], rows: [] };
  }

  stream(sql: string, options: ExecuteOptions & { batchSize?: number } = {}): AsyncIterable<QueryResult> {
    return this.batches(sql, options, batchSizeOf(options.batchSize));
  }

  schemas(): Promise<string[]> {
    return this.introspection.schemas(this.rowQuery);
  }

  tables(
    schema: string,
    options: ListTablesOptions = {},
  ): Promise<{ count: number; result: TableSummary[] }> {
    return this.introspection.tables(this.rowQuery, schema, options);
  }

  describeTable(schema: string | null, table: string): Promise<TableDescription> {
    return this.introspection.describeTable(this.rowQuery, schema, table);
  }

  /** The `name` column of a one-row query (current_schema(), DATABASE()), null when empty. */
  protected async nameOf(sql: string): Promise<string | null> {
    const rows = await this.rowQuery(sql);
    return rows[0]?.name ? String(rows[0].name) : null;
  }
}
