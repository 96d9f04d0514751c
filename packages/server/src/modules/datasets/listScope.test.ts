import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { createDatabase } from '../sqllab/sqllab.testkit.js';

// distinct/<col> and related/<col> of the database and dataset lists name only what the list shows.
let t: TestApp;
let admin: Headers;
let gamma: Headers;
let dbId: number;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(SALES_FIXTURE);
  dbId = await createDatabase(t.app, admin, { database_name: 'secret sales', sqlalchemy_uri: fixture.uri });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: dbId, schema: 'main', table_name: 'sales' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const body = newUserBody([await roleIdOf(t.app, admin, 'Gamma')]);
  await createUser(t.app, admin, body);
  gamma = await t.bearer(body.username, body.password);
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

async function texts(headers: Headers, url: string): Promise<unknown[]> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { text: unknown }[] }>().result.map((r) => r.text);
}

describe('list API scoping of distinct and related', () => {
  it('keeps database names from a user without access to them', async () => {
    expect(await texts(gamma, '/api/v1/database/distinct/database_name')).toEqual([]);
    expect(await texts(admin, '/api/v1/database/distinct/database_name')).toEqual(['secret sales']);
  });

  it('keeps dataset tables, schemas and databases from a user who cannot see them', async () => {
    expect(await texts(gamma, '/api/v1/dataset/distinct/table_name')).toEqual([]);
    expect(await texts(gamma, '/api/v1/dataset/distinct/schema')).toEqual([]);
    expect(await texts(gamma, '/api/v1/dataset/related/database')).toEqual([]);
    expect(await texts(gamma, `/api/v1/dataset/related/database?q=(include_ids:!(${dbId}))`)).toEqual([]);
    expect(await texts(admin, '/api/v1/dataset/distinct/table_name')).toEqual(['sales']);
    expect(await texts(admin, '/api/v1/dataset/related/database')).toEqual(['secret sales']);
  });

  it('shows them once the user may read the database', async () => {
    const pairIds = await t.services.repositories.permissions.pairIdsFor([
      ['database_access', `[secret sales].(id:${dbId})`],
    ]);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: admin,
      payload: { name: 'sales readers', permissions: pairIds },
    });
    const body = newUserBody([await roleIdOf(t.app, admin, 'Gamma'), role.json<{ id: number }>().id]);
    await createUser(t.app, admin, body);
    const reader = await t.bearer(body.username, body.password);
    expect(await texts(reader, '/api/v1/database/distinct/database_name')).toEqual(['secret sales']);
    expect(await texts(reader, '/api/v1/dataset/distinct/table_name')).toEqual(['sales']);
    expect(await texts(reader, '/api/v1/dataset/related/database')).toEqual(['secret sales']);
  });
});
