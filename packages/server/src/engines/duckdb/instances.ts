import { existsSync } from 'node:fs';

import type { DuckDBInstance } from '@duckdb/node-api';

import { missingFileError } from '../fileDatabase.js';
import { duckdb } from './driver.js';

interface Entry {
  instance: Promise<DuckDBInstance>;
  refs: number;
}

// A DuckDB file can be opened read-write by one instance only (a file lock, also within a process),
// so every connection to the same file shares one instance, closed when the last user releases it.
const INSTANCES = new Map<string, Entry>();

export interface InstanceLease {
  instance: DuckDBInstance;
  release(): void;
}

/**
 * Opens (or shares) the instance for a resolved file path (`shownName` is the path as the user wrote it,
 * for messages). A missing file is an error rather than a new empty
 * database: a typo in a connection string must not create files on the server. In-memory databases
 * are never shared: each connection gets its own.
 */
export async function acquireInstance(
  resolved: string,
  shownName: string,
  options: Record<string, string>,
): Promise<InstanceLease> {
  if (resolved === ':memory:') {
    const instance = await duckdb().DuckDBInstance.create(':memory:', options);
    return { instance, release: () => instance.closeSync() };
  }
  if (!existsSync(resolved)) throw missingFileError(shownName);
  const key = `${resolved}\n${JSON.stringify(Object.entries(options).sort())}`;
  let entry = INSTANCES.get(key);
  if (!entry) {
    const created: Entry = { instance: duckdb().DuckDBInstance.create(resolved, options), refs: 0 };
    created.instance.catch(() => INSTANCES.delete(key));
    INSTANCES.set(key, created);
    entry = created;
  }
  entry.refs++;
  const current = entry;
  let instance: DuckDBInstance;
  try {
    instance = await current.instance;
  } catch (error) {
    current.refs--;
    throw error;
  }
  let released = false;
  return {
    instance,
    release: () => {
      if (released) return;
      released = true;
      current.refs--;
      if (current.refs === 0 && INSTANCES.get(key) === current) {
        INSTANCES.delete(key);
        instance.closeSync();
      }
    },
  };
}
