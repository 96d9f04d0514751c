import path from 'node:path';

import { EngineError } from './EngineSpec.js';

/** Shared by the file engines (DuckDB, SQLite): SQLAlchemy's empty path and ":memory:" mean in memory. */
export function isMemoryPath(file: string): boolean {
  return file === '' || file === ':memory:';
}

/** The file a `<engine>:///...` database path points to; relative paths resolve against the working directory. */
export function resolveDatabaseFile(file: string): string {
  return isMemoryPath(file) ? ':memory:' : path.resolve(file);
}

/**
 * A missing database file is an error rather than a new empty database: a typo in a connection
 * string must not create files on the server.
 */
export function missingFileError(file: string): EngineError {
  return new EngineError(`The database file "${file}" does not exist.`, 'CONNECTION_UNKNOWN_DATABASE_ERROR');
}
