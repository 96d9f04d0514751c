import type Database from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct metadata queries are a few hundred; more than that is a sign of SQL built from values. */
const MAX_STATEMENTS = 1000;

/**
 * The SQLite database as Kysely sees it, with prepared statements kept by their SQL text. Kysely
 * prepares every query afresh, and preparing costs more than running the small queries of the
 * metadata store (a cached chart-data request spent most of its time there). A statement still
 * being iterated (a stream) is busy and cannot be reused, so that one caller gets a fresh one.
 */
export function withStatementCache(db: Database.Database): SqliteDatabase {
  const statements = new LRUCache<string, Database.Statement>({ max: MAX_STATEMENTS });
  return {
    close: () => db.close(),
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = db.prepare(sql);
      if (!cached) statements.set(sql, statement);
      return statement;
    },
  };
}
