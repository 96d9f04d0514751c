/**
 * One interface for every data engine (DESIGN.md: "engines behind one interface"). An EngineSpec
 * describes an engine (URI forms, quoting, time grains, type mapping) and opens EngineConnections to
 * one database; everything above this folder talks to engines only through these two types.
 */

import type { ParametersSchema, TimeGrain } from '@loupe/core';

import type { SqlLiteralValue } from './literals.js';

export type GenericType = 'numeric' | 'string' | 'temporal' | 'boolean';

/** GenericDataType codes of Superset's wire format (coltypes): 0 numeric, 1 string, 2 temporal, 3 boolean. */
export const GENERIC_TYPE_CODE: Readonly<Record<GenericType, number>> = {
  numeric: 0,
  string: 1,
  temporal: 2,
  boolean: 3,
};

// Superset's time grains (spec 001 §9, contract §2): one catalogue, in core; each engine maps the ids.
export { TIME_GRAINS, type TimeGrain } from '@loupe/core';

export interface ColumnDescription {
  name: string;
  /** The engine's own type name, e.g. "BIGINT", "TIMESTAMP WITH TIME ZONE", "varchar(255)". */
  type: string;
  nullable: boolean;
  comment: string | null;
}

export interface TableSummary {
  name: string;
  type: 'table' | 'view' | 'materialized_view';
}

export interface KeyDescription {
  name: string | null;
  column_names: string[];
}

export interface ForeignKeyDescription extends KeyDescription {
  referred_schema: string | null;
  referred_table: string;
  referred_columns: string[];
}

export interface TableDescription {
  name: string;
  schema: string | null;
  columns: ColumnDescription[];
  primaryKey: KeyDescription | null;
  foreignKeys: ForeignKeyDescription[];
  indexes: KeyDescription[];
  comment: string | null;
}

export interface ResultColumn {
  name: string;
  /** Engine type name of the result column, when the driver reports one. */
  type: string | null;
}

/** Rows as objects keyed by column name. BIGINT/DECIMAL beyond 2^53 come as strings, never rounded. */
export interface QueryResult {
  columns: ResultColumn[];
  rows: Record<string, unknown>[];
}

export interface ExecuteOptions {
  /** Abort after this many milliseconds; the engine query is cancelled on the server. */
  timeoutMs?: number;
  /** Aborting cancels the running query on the server. */
  signal?: AbortSignal;
  /** Read at most this many rows (the rest is not fetched). */
  maxRows?: number;
  /**
   * Called now and then with the engine's own progress of the running query (0-100), where the
   * engine reports one (DuckDB); the others never call it.
   */
  onProgress?: (percent: number) => void;
  /** How often onProgress is sampled (default 500 ms). */
  progressIntervalMs?: number;
}

export interface ListTablesOptions {
  /** Case-insensitive substring filter on the name, applied by the engine. */
  search?: string;
  offset?: number;
  limit?: number;
}

/** Failure of an engine call, with the engine's own message and Superset's error type. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly errorType:
      | 'GENERIC_DB_ENGINE_ERROR'
      | 'CONNECTION_INVALID_HOSTNAME_ERROR'
      | 'CONNECTION_HOST_DOWN_ERROR'
      | 'CONNECTION_PORT_CLOSED_ERROR'
      | 'CONNECTION_ACCESS_DENIED_ERROR'
      | 'CONNECTION_INVALID_PASSWORD_ERROR'
      | 'CONNECTION_INVALID_USERNAME_ERROR'
      | 'CONNECTION_UNKNOWN_DATABASE_ERROR'
      | 'CONNECTION_DATABASE_TIMEOUT'
      | 'SYNTAX_ERROR'
      | 'TABLE_DOES_NOT_EXIST_ERROR'
      | 'COLUMN_DOES_NOT_EXIST_ERROR'
      | 'SCHEMA_DOES_NOT_EXIST_ERROR'
      | 'QUERY_CANCELLED'
      | 'SQLLAB_TIMEOUT_ERROR' = 'GENERIC_DB_ENGINE_ERROR',
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/**
 * Column types of a table written by `loadTable` (file upload). Each engine maps them to its own
 * names: integer BIGINT, float DOUBLE, decimal DECIMAL(p, s), string TEXT/VARCHAR, date DATE,
 * timestamp a naive TIMESTAMP/DATETIME.
 */
export type LoadColumnType = 'boolean' | 'integer' | 'float' | 'decimal' | 'string' | 'date' | 'timestamp';

export interface LoadColumn {
  name: string;
  type: LoadColumnType;
  /** DECIMAL precision and scale (type 'decimal' only). */
  precision?: number;
  scale?: number;
}

/**
 * One value of a loaded row: integers as bigint or number, floats as number, decimals as exact
 * text, dates as 'YYYY-MM-DD', timestamps as naive 'YYYY-MM-DD HH:MM:SS[.ffffff]', null when missing.
 */
export type LoadValue = null | boolean | number | bigint | string;

/** What to do with an existing table: refuse (an engine error), replace it, or append to it. */
export type LoadMode = 'fail' | 'replace' | 'append';

export interface LoadTableRequest {
  /** Target schema; null loads into the connection's default schema. */
  schema: string | null;
  table: string;
  columns: readonly LoadColumn[];
  /** Row batches, values in `columns` order. */
  rows: AsyncIterable<readonly (readonly LoadValue[])[]>;
  mode: LoadMode;
}

/** What a connection needs: the URI without password, the password separately, and `extra`. */
export interface ConnectionSettings {
  /** SQLAlchemy-style URI as stored (password may be absent or masked). */
  uri: string;
  /** Decrypted password, when the URI needs one. */
  password?: string | undefined;
  /** engine_params from the database's `extra` (pool sizes, connect args). */
  engineParams?: Record<string, unknown>;
  /**
   * The engine itself refuses writes (the database allows no DML, CTAS, CVAS or upload), so a
   * statement that fools Loupe's checks still cannot change anything: DuckDB and SQLite files open
   * read-only, PostgreSQL and MySQL run every statement in a read-only transaction.
   */
  readOnly?: boolean;
  /** Folder that relative database file paths resolve against (the server's data dir). */
  baseDir?: string;
}

/**
 * How an engine writes SQL: identifier quoting, literals, time grains, paging and type names. Each
 * engine writes them once (its `dialect.ts`); its spec and everything that writes SQL for it (the
 * chart compiler, introspection, table loads) take them from there.
 */
export interface SqlDialect {
  /** A name as a quoted identifier, the quote character doubled inside it. */
  quoteIdentifier(name: string): string;
  /**
   * A value as a literal of this dialect, strings escaped as the engine reads them. Throws RangeError
   * for NaN/Infinity and for strings with a NUL character.
   */
  literal(value: SqlLiteralValue): string;
  /**
   * A naive datetime ('YYYY-MM-DD[ HH:MM:SS[.ffffff]]') as a literal that compares correctly with a
   * column of engine type `type` (null when unknown). Throws RangeError on other text.
   */
  datetimeLiteral(datetime: string, type: string | null): string;
  /** Whether the engine has ILIKE; without it case-insensitive matching is LOWER(x) LIKE LOWER(p). */
  supportsIlike: boolean;
  /** Type of `CAST(x AS <type>)` to text (LIKE on a column that is not text). */
  textCastType: string;
  /** Longest column alias the engine keeps (PostgreSQL truncates, MySQL refuses longer); null: no limit. */
  maxColumnNameLength: number | null;
  /** SQL expression truncating `{col}` to each supported grain; grains the engine cannot do are absent. */
  timeGrainExpressions: Readonly<Partial<Record<TimeGrain, string>>>;
  /** `LIMIT n OFFSET m` or the engine's equivalent. */
  limitClause(limit: number, offset?: number): string;
  /** Maps an engine type name to the generic type, or null when unknown. */
  genericType(type: string): GenericType | null;
  isTemporalType(type: string): boolean;
}

/** The parts of a network URI (dynamic-form parameters). */
export interface UriParameters {
  host?: string;
  port?: number;
  username?: string;
  password?: string;
  database?: string;
  query?: Record<string, string>;
  /** Dynamic form's "encryption" switch: the engine's TLS query parameters (sslmode=require, ssl=1). */
  encryption?: boolean;
}

/**
 * How a CSV export writes one column (what its cells write, for an engine writing the lines itself):
 * the words for true and false, and times as ISO text ('2024-01-01T10:30:00.5') or as pandas writes a
 * chart's time column ('2024-01-01 10:30:00.500000').
 */
export interface CsvColumnStyle {
  booleans: readonly [string, string];
  time: 'iso' | 'pandas';
}

/**
 * Part of a CSV export's body, in order: lines the engine wrote (UTF-8, each ending in "\n"), or rows
 * it left to the JavaScript writer.
 */
export type CsvPiece = Uint8Array | readonly Record<string, unknown>[];

/** A batch of an engine-written CSV body: the result's columns and the batch's pieces. */
export interface CsvBatch {
  columns: ResultColumn[];
  pieces: CsvPiece[];
}

export interface EngineConnection {
  /** Runs a trivial query; throws EngineError with a clear message when unreachable or refused. */
  testConnection(): Promise<void>;
  execute(sql: string, options?: ExecuteOptions): Promise<QueryResult>;
  /** Streams rows in batches without holding the whole result. */
  stream(sql: string, options?: ExecuteOptions & { batchSize?: number }): AsyncIterable<QueryResult>;
  schemas(): Promise<string[]>;
  tables(schema: string, options?: ListTablesOptions): Promise<{ count: number; result: TableSummary[] }>;
  describeTable(schema: string | null, table: string): Promise<TableDescription>;
  /**
   * Optional capability (CSV export): the result as CSV lines written by the engine, each column in
   * the style `styleOf` gives it once the columns are known, byte for byte what `csvRows` writes from
   * `stream`'s rows. Yields at least one batch (the first may be empty: it carries the columns); rows
   * the engine cannot write exactly come as row objects. Honours maxRows and cancellation as stream.
   */
  streamCsv?(
    sql: string,
    styleOf: (columns: readonly ResultColumn[]) => readonly CsvColumnStyle[],
    options?: ExecuteOptions,
  ): AsyncIterable<CsvBatch>;
  /** Result columns (names and engine types) of a SELECT without reading its rows. */
  describeQuery(sql: string): Promise<ResultColumn[]>;
  /** EXPLAIN-based estimate; undefined when the engine has none. */
  estimateCost?(sql: string): Promise<Record<string, unknown>[]>;
  /**
   * Optional capability (file upload): writes rows into a table with batched, parameterized INSERTs
   * (values never spliced into SQL), all or nothing. `fail` creates the table (an existing one is an
   * engine error); `replace` loads into a new table and swaps it for the old one only once every row
   * is in; `append` inserts into the existing table. A failure leaves no half-made table and the old
   * table as it was: one transaction where the engine has transactional DDL, else the created table
   * is dropped again. Engines without it refuse uploads.
   */
  loadTable?(request: LoadTableRequest): Promise<{ rowCount: number }>;
  /** The schema unqualified names resolve to (search_path, current database); uploads without a schema go there. */
  defaultSchema?(): Promise<string | null>;
  close(): Promise<void>;
}

export interface EngineSpec extends SqlDialect {
  /** Superset's backend/engine key: "duckdb", "sqlite", "postgresql", "mysql". */
  engine: string;
  /** Display name in the connect dialog. */
  engineName: string;
  /** URI schemes this spec accepts (with driver suffixes), e.g. ["postgresql", "postgresql+psycopg2", "postgres"]. */
  schemes: readonly string[];
  defaultDriver: string;
  sqlalchemyUriPlaceholder: string;
  /** JSON schema of the dynamic-form parameters, or null when the engine is configured by URI only. */
  parametersSchema: ParametersSchema | null;
  /** Required dynamic-form parameters (validate_parameters). */
  requiredParameters: readonly string[];
  supportsDynamicForm: boolean;
  allowsSubquery: boolean;
  allowsCostEstimate: boolean;
  /** Whether databases of this engine have real schemas (false: one implicit schema like "main"). */
  supportsSchemas: boolean;

  /** Parses one of the accepted URI forms; throws EngineError('... is not a valid URI') on malformed input. */
  parseUri(uri: string): UriParameters;
  buildUri(parameters: UriParameters): string;
  /** The URI with any password replaced by XXXXXXXXXX. */
  maskUri(uri: string): string;
  connect(settings: ConnectionSettings): EngineConnection;
}
