import { randomBytes } from 'node:crypto';

import pg from 'pg';

// Test files excluded from the server tsconfig still see the typed inject('pgUrl') through this import.
import type {} from './globalSetup.js';

export interface PgTestDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  /** Drops the database, disconnecting any client still attached to it. */
  drop(): Promise<void>;
}

/**
 * Creates a uniquely named database on the cluster behind `pgUrl`, so test files that run in parallel
 * never see each other's tables. Call `drop()` in afterAll.
 */
export async function createPgTestSchema(pgUrl: string): Promise<PgTestDatabase> {
  const name = `loupe_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(pgUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(pgUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdminClient(pgUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
