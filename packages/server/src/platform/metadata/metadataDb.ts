import { PASSWORD_MASK } from '@loupe/core';
import path from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import { lazyRequire } from '../lazyRequire.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_token_revocation.js';
import * as m0003 from './migrations/0003_annotations.js';
import type { MetadataSchema } from './schema.js';
import { withStatementCache } from './statementCache.js';

export type MetadataDb = Kysely<MetadataSchema>;
export type MetadataDialect = 'sqlite' | 'postgres';

export interface OpenedMetadataDb {
  db: MetadataDb;
  dialect: MetadataDialect;
  /** Where the store lives, with any password masked, for logs. */
  location: string;
}

// A SQLite metadata store, the default, never needs the PostgreSQL driver.
const pgDriver = lazyRequire<typeof pg>('pg');

/** Migrations in order; a new migration is a new entry. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_token_revocation': m0002,
  '0003_annotations': m0003,
};

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the metadata store: PostgreSQL for a postgres URL, else a SQLite file (default in the data dir). */
export function openMetadataDb(metadataUrl: string | undefined, dataDir: string): OpenedMetadataDb {
  if (metadataUrl && isPostgresUrl(metadataUrl)) {
    const pool = new (pgDriver().Pool)({ connectionString: metadataUrl, max: 10 });
    // An idle client losing its server (a restart, a terminated backend) must not crash the process:
    // the pool drops it and the next query opens a new one.
    pool.on('error', () => undefined);
    const masked = metadataUrl.replace(/:\/\/([^:/@]+):[^@]*@/, `://$1:${PASSWORD_MASK}@`);
    return {
      db: new Kysely<MetadataSchema>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: masked,
    };
  }
  const file = metadataUrl ? metadataUrl.replace(/^sqlite:\/\//i, '') : path.join(dataDir, 'loupe.db');
  const sqlite = new Database(file);
  // WAL lets readers proceed during writes; foreign keys make link-table cascades work as on PostgreSQL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<MetadataSchema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
    location: file,
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: MetadataDb): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'loupe_migrations',
    migrationLockTableName: 'loupe_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
