import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { createPgTestSchema, type PgTestDatabase } from './pgTestDatabase.js';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('test PostgreSQL cluster', () => {
  const created: PgTestDatabase[] = [];

  afterAll(async () => {
    await Promise.all(created.map((db) => db.drop()));
  });

  it('answers select 1 on the provided database', async () => {
    const url = inject('pgUrl');
    const rows = await query<{ one: number; db: string }>(url, 'select 1 as one, current_database() as db');
    // loupe_test on the private cluster; whatever LOUPE_TEST_PG_URL names otherwise.
    expect(rows).toEqual([{ one: 1, db: new URL(url).pathname.slice(1) }]);
  });

  it('gives each createPgTestSchema call its own database', async () => {
    const a = await createPgTestSchema(inject('pgUrl'));
    const b = await createPgTestSchema(inject('pgUrl'));
    created.push(a, b);
    expect(a.url).not.toBe(b.url);

    await query(a.url, 'create table only_in_a (id int)');
    const inA = await query<{ name: string | null }>(a.url, "select to_regclass('only_in_a')::text as name");
    const inB = await query<{ name: string | null }>(b.url, "select to_regclass('only_in_a')::text as name");
    expect(inA).toEqual([{ name: 'only_in_a' }]);
    expect(inB).toEqual([{ name: null }]);
  });

  it('drop removes the database', async () => {
    const db = await createPgTestSchema(inject('pgUrl'));
    const name = new URL(db.url).pathname.slice(1);
    await db.drop();
    const rows = await query<{ n: string }>(
      inject('pgUrl'),
      `select count(*)::text as n from pg_database where datname = '${name}'`,
    );
    expect(rows).toEqual([{ n: '0' }]);
  });
});
