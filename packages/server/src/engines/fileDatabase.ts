import path from 'node:path';

import { EngineError } from './EngineSpec.js';

/** Shared by the file engines (DuckDB, SQLite): SQLAlchemy's empty path and ":memory:" mean in memory. */
export function isMemoryPath(file: string): boolean {
  return file === '' || file === ':memory:';
}

/**
 * The file a `<engine>:///...` database path points to. A relative path resolves against `baseDir`
 * (the server's data dir), so a database registered as `duckdb:///examples.duckdb` is each node's own
 * copy in its own data dir, whatever the working directory.
 */
export function resolveDatabaseFile(file: string, baseDir?: string): string {
  if (isMemoryPath(file)) return ':memory:';
  return baseDir ? path.resolve(baseDir, file) : path.resolve(file);
}

/**
 * A missing database file is an error rather than a new empty database: a typo in a connection
 * string must not create files on the server.
 */
export function missingFileError(file: string): EngineError {
  return new EngineError(`The database file "${file}" does not exist.`, 'CONNECTION_UNKNOWN_DATABASE_ERROR');
}
