/**
 * The SQL injection corpus of the security suite: attacks on the SQL that users send (SQL Lab scripts,
 * cost estimates, virtual dataset SQL, custom SQL metrics/filters/columns, filter values), with what
 * must hold for each. One list, so anyone can add a case; the tests run every entry through every SQL
 * entry point of every target database of its engines (sqlInjection.test.ts).
 *
 * Payloads are templates. The test fills these placeholders (see `fillPayload`):
 *   <DATA_DIR>    Loupe's data dir (metadata database `loupe.db`, `secret_key`, uploads)
 *   <MARKER>      a file path that must never be created (its folder is world-writable, so an engine
 *                 server running as another OS user could create it if it were allowed to)
 *   <MARKER_DIR>  a folder path that must never be created
 * and every target database holds the fixture of `INJECTION_FIXTURE` (tables `flights` and `secrets`,
 * on PostgreSQL also the sequence `loupe_seq`).
 */

/** Loupe's engine keys (MariaDB runs on the `mysql` engine). */
export type PayloadEngine = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

export const PAYLOAD_ENGINES: readonly PayloadEngine[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];

/**
 * What must hold when the payload is sent to a database:
 * - `refused`: a 4xx at every entry point that takes SQL: Loupe's checks (statement kinds, splitting,
 *   one-expression fragments) or the sandboxed engine refuse it, also where SQL is only explained
 *   (estimate) or described (creating a virtual dataset).
 * - `refusedWhenRun`: a 4xx wherever it is executed (SQL Lab, chart data, samples): the engine itself
 *   refuses (read-only transaction, sandbox). Where it is only explained or described it may answer 2xx.
 * - `contained`: may run (2xx) or be refused (4xx).
 * In every case: never a 5xx, nothing written outside the database (no marker file or folder), the
 * database unchanged (same tables, rows, sequences, attached databases), no byte of Loupe's secret key
 * or metadata database in any response, and the server still answers.
 */
export type Outcome = 'refused' | 'refusedWhenRun' | 'contained';

export interface InjectionPayload {
  /** Unique, short, says what the attack is. */
  name: string;
  /** The SQL (a script, a statement or an expression), with placeholders. */
  sql: string;
  /**
   * What it was written for: a whole `script` (SQL Lab, virtual dataset SQL) or one `fragment` (custom
   * SQL metric, filter or column). Every payload goes to every entry point all the same.
   */
  shape: 'script' | 'fragment';
  engines: readonly PayloadEngine[];
  /** On a database that allows no DML, CTAS, CVAS or upload (opened read-only by the engine). */
  readOnly: Outcome;
  /**
   * On a database with allow_dml (the engine sandbox must hold there too). Absent: the payload is a
   * legitimate write on such a database and is not sent to it.
   */
  writable?: Outcome;
}

/** The tables every target database holds (names are folded the same way by every engine). */
export const INJECTION_FIXTURE = {
  flights: {
    columns: ['id', 'origin', 'delay'],
    rows: [
      [1, 'SEA', 5],
      [2, 'SFO', -3],
      [3, 'JFK', 12],
    ],
  },
  secrets: { columns: ['id', 'secret'], rows: [[1, 'fixture-row-secret']] },
  postgresSequence: 'loupe_seq',
} as const;

export interface PayloadPlaces {
  dataDir: string;
  marker: string;
  markerDir: string;
}

/** The payload's SQL with its placeholders filled. */
export function fillPayload(sql: string, places: PayloadPlaces): string {
  return sql
    .replaceAll('<DATA_DIR>', places.dataDir)
    .replaceAll('<MARKER_DIR>', places.markerDir)
    .replaceAll('<MARKER>', places.marker);
}

const ALL = PAYLOAD_ENGINES;
const DUCK: readonly PayloadEngine[] = ['duckdb'];
const PG: readonly PayloadEngine[] = ['postgresql'];
const MARIA: readonly PayloadEngine[] = ['mysql'];
const SQLITE: readonly PayloadEngine[] = ['sqlite'];
/** Engines with E'' strings and $$ quotes. */
const PG_LIKE: readonly PayloadEngine[] = ['duckdb', 'postgresql'];
/** Engines where a plain '...' string knows no backslash escape. */
const STANDARD_STRINGS: readonly PayloadEngine[] = ['duckdb', 'postgresql', 'sqlite'];

/** Reading Loupe's own files from DuckDB (the attack that started the hardening) and other file/network reach. */
const DUCKDB_FILE_ACCESS: InjectionPayload[] = [
  {
    name: 'duckdb read_text of the secret key',
    sql: "SELECT content FROM read_text('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb FROM-first read_text with a file:// URL',
    sql: "FROM read_text('file://<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb read_text of a list and a glob',
    sql: "SELECT * FROM read_text(['<DATA_DIR>/secret_key', '<DATA_DIR>/*'])",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb read_blob of the metadata database',
    sql: "SELECT content FROM read_blob('<DATA_DIR>/loupe.db')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb read_csv_auto of the secret key',
    sql: "SELECT * FROM read_csv_auto('<DATA_DIR>/secret_key', header = false)",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb read_csv with declared columns',
    sql: "SELECT * FROM read_csv('<DATA_DIR>/secret_key', columns = {'line': 'VARCHAR'}, header = false)",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb sniff_csv of the secret key',
    sql: "SELECT * FROM sniff_csv('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refusedWhenRun',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb read_json_auto and read_parquet of data dir files',
    sql: "SELECT * FROM read_json_auto('<DATA_DIR>/secret_key') UNION ALL SELECT * FROM read_parquet('<DATA_DIR>/loupe.db')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb glob of the data dir',
    sql: "SELECT * FROM glob('<DATA_DIR>/*')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb a file path as a table (replacement scan)',
    sql: "SELECT * FROM '<DATA_DIR>/secret_key'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb a CSV path as a table',
    sql: "SELECT * FROM '<DATA_DIR>/*.csv'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb sqlite_scan of the metadata database',
    sql: "SELECT * FROM sqlite_scan('<DATA_DIR>/loupe.db', 'ab_user')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb ATTACH of the metadata database',
    sql: "ATTACH '<DATA_DIR>/loupe.db' AS loupe (TYPE sqlite)",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb ATTACH then read the metadata database',
    sql: "ATTACH '<DATA_DIR>/loupe.db' AS loupe (TYPE sqlite, READ_ONLY); SELECT * FROM loupe.ab_user",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb ATTACH of a new database file',
    sql: "ATTACH '<MARKER>' AS fresh",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb ATTACH of an in-memory database',
    sql: "ATTACH ':memory:' AS scratch_mem",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb INSTALL httpfs',
    sql: 'INSTALL httpfs',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb LOAD httpfs',
    sql: 'LOAD httpfs',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb FORCE INSTALL from a custom repository',
    sql: "FORCE INSTALL httpfs FROM 'http://127.0.0.1:9/'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb LOAD of an extension file',
    sql: "LOAD '<DATA_DIR>/evil.duckdb_extension'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb an https URL as a table',
    sql: "SELECT * FROM 'https://127.0.0.1:9/data.csv'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb read_csv of an http URL',
    sql: "SELECT * FROM read_csv('http://127.0.0.1:9/data.csv')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb ATTACH of a remote database',
    sql: "ATTACH 'https://127.0.0.1:9/x.duckdb' AS remote",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb COPY a query TO a file',
    sql: "COPY (SELECT 'x' AS x) TO '<MARKER>'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb COPY a table TO a file as parquet',
    sql: "COPY flights TO '<MARKER>' (FORMAT parquet)",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb COPY FROM the secret key into a table',
    sql: "COPY secrets FROM '<DATA_DIR>/secret_key'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb EXPORT DATABASE to a new folder',
    sql: "EXPORT DATABASE '<MARKER_DIR>'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb EXPORT DATABASE as parquet',
    sql: "EXPORT DATABASE '<MARKER_DIR>' (FORMAT parquet)",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb IMPORT DATABASE from the data dir',
    sql: "IMPORT DATABASE '<DATA_DIR>'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb CREATE TABLE AS from a file',
    sql: "CREATE TABLE stolen AS SELECT * FROM read_text('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb INSERT from a file',
    sql: "INSERT INTO secrets SELECT 2, content FROM read_text('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb CREATE SECRET (persisted to the home folder)',
    sql: "CREATE PERSISTENT SECRET leak (TYPE s3, KEY_ID 'a', SECRET 'b')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
];

/** Undoing the DuckDB sandbox from inside a query. */
const DUCKDB_SETTINGS: InjectionPayload[] = [
  {
    name: 'duckdb SET enable_external_access',
    sql: 'SET enable_external_access = true',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb SET GLOBAL enable_external_access then read',
    sql: "SET GLOBAL enable_external_access = true; SELECT content FROM read_text('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb SET lock_configuration off',
    sql: 'SET lock_configuration = false',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb RESET lock_configuration',
    sql: 'RESET lock_configuration',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb RESET enable_external_access',
    sql: 'RESET enable_external_access',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb RESET ALL',
    sql: 'RESET ALL',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb SET allowed_directories',
    sql: "SET allowed_directories = ['<DATA_DIR>']",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb SET temp_directory into the data dir',
    sql: "SET temp_directory = '<MARKER_DIR>'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb SET autoinstall_known_extensions',
    sql: 'SET autoinstall_known_extensions = true; SET autoload_known_extensions = true',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb SET custom_extension_repository',
    sql: "SET custom_extension_repository = 'http://127.0.0.1:9'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb PRAGMA changing a setting',
    sql: 'PRAGMA threads = 1',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb PRAGMA enable_profiling to a file',
    sql: "PRAGMA enable_profiling = 'json'; PRAGMA profiling_output = '<MARKER>'; SELECT 1",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
  {
    name: 'duckdb CALL a PRAGMA function reading the database list',
    sql: 'CALL pragma_database_list()',
    shape: 'script',
    engines: DUCK,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'duckdb DETACH the database',
    sql: 'DETACH fixture',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refusedWhenRun',
  },
];

/** DuckDB functions that run SQL given as text. */
const DUCKDB_SQL_TEXT: InjectionPayload[] = [
  {
    name: "duckdb query_table('secrets')",
    sql: "SELECT * FROM query_table('secrets')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'duckdb query() reading a file',
    sql: "SELECT * FROM query('SELECT content FROM read_text(''<DATA_DIR>/secret_key'')')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb query() running a COPY',
    sql: "SELECT * FROM query('COPY (SELECT 1) TO ''<MARKER>''')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb query() running DDL',
    sql: "SELECT * FROM query('CREATE TABLE pwned AS SELECT 1 AS x')",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
];

/** Writes on a database that allows none. */
const WRITES: InjectionPayload[] = [
  {
    name: 'CREATE TABLE',
    sql: 'CREATE TABLE pwned (x INTEGER)',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'CREATE TABLE AS',
    sql: 'CREATE TABLE pwned AS SELECT * FROM secrets',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'INSERT',
    sql: "INSERT INTO flights VALUES (99, 'PWN', 0)",
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'UPDATE',
    sql: "UPDATE flights SET origin = 'PWN'",
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'DELETE',
    sql: 'DELETE FROM flights',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'DROP TABLE',
    sql: 'DROP TABLE flights',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'ALTER TABLE',
    sql: 'ALTER TABLE flights ADD COLUMN pwned INTEGER',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'CREATE VIEW',
    sql: 'CREATE VIEW pwned AS SELECT * FROM secrets',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'CREATE TEMP TABLE',
    sql: 'CREATE TEMPORARY TABLE pwned (x INTEGER)',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'duckdb CHECKPOINT on a read-only database',
    sql: 'CHECKPOINT',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
  },
  {
    name: 'duckdb CREATE MACRO',
    sql: 'CREATE MACRO pwned(a) AS a',
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
  },
];

/** Several statements where one is expected, and statements hidden from the splitter. */
const SMUGGLING: InjectionPayload[] = [
  {
    name: 'a write after a read',
    sql: 'SELECT 1 AS a; DROP TABLE flights',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'a write after a read without spaces',
    sql: 'SELECT 1 AS a;DROP TABLE flights;',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'a write between two reads on separate lines',
    sql: "SELECT 1 AS a\n;\nINSERT INTO flights VALUES (99, 'PWN', 0)\n;\nSELECT 2 AS b",
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'duckdb a COPY after a read',
    sql: "SELECT 1 AS a; COPY (SELECT 'x') TO '<MARKER>'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: "E'\\'' hides the separator from a splitter that knows no escape strings",
    sql: "SELECT E'\\''; COPY (SELECT 'x') TO '<MARKER>'; SELECT '1'",
    shape: 'script',
    engines: PG_LIKE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'a backslash before a quote in a standard string',
    sql: "SELECT '\\'; DROP TABLE flights; SELECT '\\'",
    shape: 'script',
    engines: STANDARD_STRINGS,
    readOnly: 'refused',
  },
  {
    name: 'duckdb a backslash before a quote hiding a COPY',
    sql: "SELECT '\\'; COPY (SELECT 'x') TO '<MARKER>'; SELECT '\\'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'mysql backslash escape keeps the separator in the string',
    sql: "SELECT '\\'; DROP TABLE flights; --'",
    shape: 'script',
    engines: MARIA,
    readOnly: 'contained',
  },
  {
    name: 'mysql a backslash-escaped quote then a write',
    sql: "SELECT '\\''; DROP TABLE flights; SELECT '1'",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql a double-quoted string then a write',
    sql: 'SELECT "a\\""; DROP TABLE flights',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'a separator inside a string stays in the string',
    sql: "SELECT '; DROP TABLE flights; --' AS s",
    shape: 'script',
    engines: ALL,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: '$$ quotes around a separator, then a write',
    sql: 'SELECT $$;$$ AS s; DROP TABLE flights',
    shape: 'script',
    engines: PG_LIKE,
    readOnly: 'refused',
  },
  {
    name: 'duckdb $$ quotes around a separator, then a COPY',
    sql: "SELECT $$;$$ AS s; COPY (SELECT 'x') TO '<MARKER>'",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'a tagged dollar string holding a write',
    sql: "SELECT $tag$ ; DROP TABLE flights; COPY (SELECT 'x') TO '<MARKER>' $tag$ AS s",
    shape: 'script',
    engines: PG_LIKE,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'an unterminated dollar quote',
    sql: "SELECT $$ ; COPY (SELECT 'x') TO '<MARKER>'",
    shape: 'script',
    engines: PG_LIKE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: "U&'' unicode escapes around a separator",
    sql: "SELECT U&'\\0027'; DROP TABLE flights; SELECT '1'",
    shape: 'script',
    engines: PG_LIKE,
    readOnly: 'refused',
  },
  {
    name: 'escaping a virtual dataset subquery',
    sql: 'SELECT 1 AS n) AS v; DROP TABLE flights; SELECT * FROM (SELECT 1 AS n',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'duckdb escaping a virtual dataset subquery to COPY',
    sql: "SELECT 1 AS n) AS v; COPY (SELECT 'x') TO '<MARKER>'; SELECT * FROM (SELECT 1 AS n",
    shape: 'script',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'escaping a virtual dataset subquery to create a table',
    sql: 'SELECT 1 AS n) AS v; CREATE TABLE pwned AS SELECT 1 AS n; SELECT * FROM (SELECT 1 AS n',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
];

/** Comments that hide or reveal text, per engine. */
const COMMENTS: InjectionPayload[] = [
  {
    name: '-- comments out the rest of the line',
    sql: 'SELECT 1 AS a -- ; DROP TABLE flights',
    shape: 'script',
    engines: ALL,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: '-- then a new line ends the comment',
    sql: 'SELECT 1 AS a --\n; DROP TABLE flights',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: '/* */ around a separator',
    sql: 'SELECT 1 AS a /* ; DROP TABLE flights */',
    shape: 'script',
    engines: ALL,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'an empty /**/ then a write',
    sql: 'SELECT 1 AS a /**/; DROP TABLE flights',
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'an unterminated block comment',
    sql: 'SELECT 1 AS a /* ; DROP TABLE flights',
    shape: 'script',
    engines: ALL,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'nested block comments (PostgreSQL nests them, others do not)',
    sql: "SELECT 1 AS a /* /* */ ; COPY (SELECT 'x') TO '<MARKER>'; /* */ */",
    shape: 'script',
    engines: PG_LIKE,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'a quote inside a comment',
    sql: "SELECT 1 AS a /* ' */; DROP TABLE flights; SELECT 'x' /* ' */",
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'a comment opener inside a string',
    sql: "SELECT '/*' AS a; DROP TABLE flights; SELECT '*/' AS b",
    shape: 'script',
    engines: ALL,
    readOnly: 'refused',
  },
  {
    name: 'mysql # comments out the rest of the line',
    sql: 'SELECT 1 AS a # ; DROP TABLE flights',
    shape: 'script',
    engines: MARIA,
    readOnly: 'contained',
  },
  {
    name: 'mysql # then a new line ends the comment',
    sql: 'SELECT 1 AS a #\n; DROP TABLE flights',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql --; without a space is no comment',
    sql: 'SELECT 1 AS a --; DROP TABLE flights',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql /*! */ executable comment holding a write',
    sql: '/*! DROP TABLE flights */',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql versioned executable comment holding a write',
    sql: "SELECT 1 AS a; /*!50000 INSERT INTO flights VALUES (99, 'PWN', 0) */",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql /*! */ executable comment adding INTO OUTFILE',
    sql: "SELECT 1 AS a /*! INTO OUTFILE '<MARKER>' */",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql MariaDB /*M! */ executable comment adding INTO OUTFILE',
    sql: "SELECT 1 AS a /*M! INTO OUTFILE '<MARKER>' */",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql /*! */ executable comment widening a filter',
    sql: 'SELECT * FROM flights WHERE id = 1 /*! OR 1 = 1 */',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
];

const POSTGRES: InjectionPayload[] = [
  {
    name: 'postgres data-modifying WITH (DELETE)',
    sql: 'WITH gone AS (DELETE FROM flights RETURNING *) SELECT count(*) FROM gone',
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres data-modifying WITH (INSERT) in a nested CTE',
    sql: "WITH a AS (SELECT 1), b AS (INSERT INTO flights VALUES (99, 'PWN', 0) RETURNING id) SELECT * FROM a, b",
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres set_config turning the session read-write',
    sql: "SELECT set_config('default_transaction_read_only', 'off', false)",
    shape: 'script',
    engines: PG,
    readOnly: 'contained',
  },
  {
    // Runs after the previous entry: the session default must still be read-only.
    name: 'postgres nextval after set_config in an earlier request',
    sql: "SELECT nextval('loupe_seq')",
    shape: 'script',
    engines: PG,
    readOnly: 'refusedWhenRun',
  },
  {
    name: 'postgres set_config then nextval in one script',
    sql: "SELECT set_config('default_transaction_read_only', 'off', false); SELECT nextval('loupe_seq')",
    shape: 'script',
    engines: PG,
    readOnly: 'refusedWhenRun',
  },
  {
    name: 'postgres set_config of transaction_read_only in the same SELECT as nextval',
    sql: "SELECT set_config('transaction_read_only', 'off', true), nextval('loupe_seq')",
    shape: 'script',
    engines: PG,
    readOnly: 'refusedWhenRun',
  },
  {
    name: 'postgres SET default_transaction_read_only then nextval',
    sql: "SET default_transaction_read_only = off; SELECT nextval('loupe_seq')",
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres SET SESSION CHARACTERISTICS read-write then INSERT',
    sql: "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE; INSERT INTO flights VALUES (99, 'PWN', 0)",
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres COMMIT out of the read-only transaction then nextval',
    sql: "SELECT 1; COMMIT; SELECT nextval('loupe_seq')",
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres nextval in a custom SQL metric',
    sql: "nextval('loupe_seq')",
    shape: 'fragment',
    engines: PG,
    readOnly: 'refusedWhenRun',
  },
  {
    name: 'postgres setval',
    sql: "SELECT setval('loupe_seq', 1000)",
    shape: 'script',
    engines: PG,
    readOnly: 'refusedWhenRun',
  },
  {
    name: 'postgres COPY a table TO a server file',
    sql: "COPY flights TO '<MARKER>'",
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres COPY TO PROGRAM',
    sql: "COPY (SELECT 1) TO PROGRAM 'touch <MARKER>'",
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres lo_export of a new large object',
    sql: "SELECT lo_export(lo_from_bytea(0, 'x'::bytea), '<MARKER>')",
    shape: 'script',
    engines: PG,
    readOnly: 'refusedWhenRun',
  },
  {
    name: 'postgres lo_import of the secret key',
    sql: "SELECT lo_import('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: PG,
    readOnly: 'refusedWhenRun',
  },
  {
    name: 'postgres pg_read_file of the secret key',
    sql: "SELECT pg_read_file('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: PG,
    readOnly: 'contained',
  },
  {
    name: 'postgres pg_ls_dir of the data dir',
    sql: "SELECT * FROM pg_ls_dir('<DATA_DIR>')",
    shape: 'script',
    engines: PG,
    readOnly: 'contained',
  },
  {
    name: 'postgres DO block',
    sql: "DO $$ BEGIN PERFORM nextval('loupe_seq'); END $$",
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres EXPLAIN ANALYZE of a DELETE',
    sql: 'EXPLAIN ANALYZE DELETE FROM flights',
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres SELECT FOR UPDATE',
    sql: 'SELECT * FROM flights FOR UPDATE',
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres SELECT INTO a new table',
    sql: 'SELECT * INTO pwned FROM secrets',
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres PREPARE and EXECUTE a DELETE',
    sql: 'PREPARE wipe AS DELETE FROM flights; EXECUTE wipe',
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
  {
    name: 'postgres CREATE FUNCTION',
    sql: 'CREATE FUNCTION pwned() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$',
    shape: 'script',
    engines: PG,
    readOnly: 'refused',
  },
];

const MARIADB: InjectionPayload[] = [
  {
    name: 'mysql SELECT INTO OUTFILE',
    sql: "SELECT * FROM flights INTO OUTFILE '<MARKER>'",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql SELECT INTO DUMPFILE',
    sql: "SELECT 'x' INTO DUMPFILE '<MARKER>'",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql INTO OUTFILE after a UNION',
    sql: "SELECT 1 UNION SELECT 2 INTO OUTFILE '<MARKER>'",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql INTO OUTFILE after a CTE',
    sql: "WITH c AS (SELECT 1 AS x) SELECT * FROM c INTO OUTFILE '<MARKER>'",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql INTO OUTFILE before FROM',
    sql: "SELECT id INTO OUTFILE '<MARKER>' FROM flights",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql INTO OUTFILE in a parenthesized query',
    sql: "(SELECT 1) INTO OUTFILE '<MARKER>'",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql LOAD_FILE of the secret key',
    sql: "SELECT LOAD_FILE('<DATA_DIR>/secret_key') AS f",
    shape: 'script',
    engines: MARIA,
    readOnly: 'contained',
  },
  {
    name: 'mysql LOAD DATA INFILE',
    sql: "LOAD DATA INFILE '<DATA_DIR>/secret_key' INTO TABLE secrets",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    // LOCAL makes the client (Loupe's server) read the file and send it.
    name: 'mysql LOAD DATA LOCAL INFILE reads a file on the Loupe server',
    sql: "LOAD DATA LOCAL INFILE '<DATA_DIR>/secret_key' INTO TABLE secrets (secret)",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'mysql LOAD XML LOCAL INFILE',
    sql: "LOAD XML LOCAL INFILE '<DATA_DIR>/secret_key' INTO TABLE secrets",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'mysql SET SESSION TRANSACTION READ WRITE then INSERT',
    sql: "SET SESSION TRANSACTION READ WRITE; INSERT INTO flights VALUES (99, 'PWN', 0)",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql SET transaction_read_only',
    sql: 'SET SESSION transaction_read_only = 0',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql COMMIT out of the read-only transaction then write',
    sql: "SELECT 1; COMMIT; INSERT INTO flights VALUES (99, 'PWN', 0)",
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql HANDLER',
    sql: 'HANDLER flights OPEN',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql DO with a subquery',
    sql: 'DO (SELECT GET_LOCK(secret, 0) FROM secrets)',
    shape: 'script',
    engines: MARIA,
    readOnly: 'refused',
  },
];

const SQLITE_PAYLOADS: InjectionPayload[] = [
  {
    name: 'sqlite ATTACH of the metadata database',
    sql: "ATTACH DATABASE '<DATA_DIR>/loupe.db' AS loupe",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'sqlite ATTACH then read the metadata database',
    sql: "ATTACH '<DATA_DIR>/loupe.db' AS loupe; SELECT * FROM loupe.ab_user",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'sqlite ATTACH creating a new file',
    sql: "ATTACH '<MARKER>' AS fresh",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'sqlite ATTACH with a file: URI',
    sql: "ATTACH 'file:<DATA_DIR>/loupe.db?mode=ro' AS loupe",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'sqlite VACUUM INTO a file',
    sql: "VACUUM INTO '<MARKER>'",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'sqlite load_extension',
    sql: "SELECT load_extension('<DATA_DIR>/evil')",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refusedWhenRun',
    writable: 'refusedWhenRun',
  },
  {
    name: 'sqlite load_extension in a custom SQL metric',
    sql: "load_extension('<DATA_DIR>/evil')",
    shape: 'fragment',
    engines: SQLITE,
    readOnly: 'refusedWhenRun',
    writable: 'refusedWhenRun',
  },
  {
    name: 'sqlite readfile (CLI only)',
    sql: "SELECT readfile('<DATA_DIR>/secret_key')",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'sqlite writefile (CLI only)',
    sql: "SELECT writefile('<MARKER>', 'x')",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'sqlite PRAGMA writable_schema',
    sql: 'PRAGMA writable_schema = ON',
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
  },
  {
    name: 'sqlite PRAGMA journal_mode',
    sql: 'PRAGMA journal_mode = DELETE',
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refused',
  },
  {
    name: 'sqlite pragma functions read the database list',
    sql: 'SELECT name, file FROM pragma_database_list',
    shape: 'script',
    engines: SQLITE,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'sqlite fts3_tokenizer pointer',
    sql: "SELECT fts3_tokenizer('simple', x'4141414141414141')",
    shape: 'script',
    engines: SQLITE,
    readOnly: 'refusedWhenRun',
    writable: 'refusedWhenRun',
  },
];

/** Fragments meant for custom SQL metrics, filters and columns (Superset's adhoc SQL). */
const FRAGMENTS: InjectionPayload[] = [
  {
    name: 'fragment closing the expression to add a statement',
    sql: '1) AS x FROM flights; DROP TABLE flights; --',
    shape: 'fragment',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'fragment with a sub-query reading another table',
    sql: '(SELECT max(secret) FROM secrets)',
    shape: 'fragment',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'fragment with a trailing comment',
    sql: 'max(delay) -- ) FROM flights; DROP TABLE flights',
    shape: 'fragment',
    engines: ALL,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'fragment with an unclosed block comment',
    sql: 'max(delay) /*',
    shape: 'fragment',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'fragment with an unclosed quote',
    sql: "max(delay) || '",
    shape: 'fragment',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'fragment with a UNION',
    sql: '1 UNION SELECT secret FROM secrets',
    shape: 'fragment',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'fragment with a top-level comma',
    sql: 'max(delay), (SELECT 1)',
    shape: 'fragment',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: "fragment with E'\\'' hiding a separator",
    sql: "E'\\'' ; DROP TABLE flights; SELECT '",
    shape: 'fragment',
    engines: PG_LIKE,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'fragment with $$ hiding a separator',
    sql: "$$ ; COPY (SELECT 'x') TO '<MARKER>'; SELECT $$",
    shape: 'fragment',
    engines: PG_LIKE,
    readOnly: 'contained',
    writable: 'contained',
  },
  {
    name: 'duckdb fragment with a table function in a scalar position',
    sql: "(FROM read_text('<DATA_DIR>/secret_key'))",
    shape: 'fragment',
    engines: DUCK,
    readOnly: 'refused',
    writable: 'refused',
  },
  {
    name: 'mysql fragment with INTO OUTFILE',
    sql: "max(delay) INTO OUTFILE '<MARKER>'",
    shape: 'fragment',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql fragment with an executable comment',
    sql: "max(delay) /*! INTO OUTFILE '<MARKER>' */",
    shape: 'fragment',
    engines: MARIA,
    readOnly: 'refused',
  },
  {
    name: 'mysql fragment with a # comment',
    sql: 'max(delay) # ) FROM flights; DROP TABLE flights',
    shape: 'fragment',
    engines: MARIA,
    readOnly: 'contained',
  },
  {
    name: 'a classic tautology is only a value',
    sql: "' OR '1'='1",
    shape: 'fragment',
    engines: ALL,
    readOnly: 'refused',
    writable: 'refused',
  },
];

/** The corpus, in the order the tests send it (order matters for the two-step PostgreSQL case). */
export const INJECTION_PAYLOADS: readonly InjectionPayload[] = [
  ...DUCKDB_FILE_ACCESS,
  ...DUCKDB_SETTINGS,
  ...DUCKDB_SQL_TEXT,
  ...WRITES,
  ...SMUGGLING,
  ...COMMENTS,
  ...POSTGRES,
  ...MARIADB,
  ...SQLITE_PAYLOADS,
  ...FRAGMENTS,
];

/** The payloads for one engine and kind of database, with the outcome that must hold there. */
export function payloadsFor(
  engine: PayloadEngine,
  mode: 'readOnly' | 'writable',
): { payload: InjectionPayload; outcome: Outcome }[] {
  const result: { payload: InjectionPayload; outcome: Outcome }[] = [];
  for (const payload of INJECTION_PAYLOADS) {
    if (!payload.engines.includes(engine)) continue;
    const outcome = payload[mode];
    if (outcome) result.push({ payload, outcome });
  }
  return result;
}
