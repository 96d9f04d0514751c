import { expect } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { createDatabase } from '../sqllab/sqllab.testkit.js';

export interface ChartWorld {
  t: TestApp;
  admin: Headers;
  /** Gamma with datasource_access on the sales dataset, and its user id. */
  reader: Headers;
  readerId: number;
  /** Another Gamma with the same access. */
  other: Headers;
  otherId: number;
  /** Gamma without any data access. */
  outsider: Headers;
  datasetId: number;
  close(): Promise<void>;
}

/**
 * An app (on SQLite metadata, or the store `env` names) with a DuckDB sales dataset and three Gamma
 * users, two of whom may read the dataset.
 */
export async function createChartWorld(env: Record<string, string> = {}): Promise<ChartWorld> {
  const t = await createTestApp(env);
  const admin = await t.bearer();
  const fixture = await createDuckdbFixture(SALES_FIXTURE);
  const dbId = await createDatabase(t.app, admin, {
    database_name: 'charts db',
    sqlalchemy_uri: fixture.uri,
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: dbId, schema: 'main', table_name: 'sales' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const datasetId = created.json<{ id: number }>().id;
  const dataset = await t.services.repositories.datasets.findById(datasetId);
  const pairIds = await t.services.repositories.permissions.pairIdsFor([
    ['datasource_access', dataset!.perm!],
  ]);
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/v1/security/roles/',
    headers: admin,
    payload: { name: 'sales readers', permissions: pairIds },
  });
  expect(role.statusCode, role.body).toBe(201);
  const gamma = await roleIdOf(t.app, admin, 'Gamma');
  const readers = role.json<{ id: number }>().id;
  const user = async (roles: number[]) => {
    const body = newUserBody(roles);
    const { id } = await createUser(t.app, admin, body);
    return { id, headers: await t.bearer(body.username, body.password) };
  };
  const reader = await user([gamma, readers]);
  const other = await user([gamma, readers]);
  const outsider = await user([gamma]);
  return {
    t,
    admin,
    reader: reader.headers,
    readerId: reader.id,
    other: other.headers,
    otherId: other.id,
    outsider: outsider.headers,
    datasetId,
    close: async () => {
      await t.close();
      fixture.remove();
    },
  };
}

/** POST /api/v1/chart/ expecting 201; returns the new id. */
export async function createChart(
  w: ChartWorld,
  headers: Headers,
  payload: Record<string, unknown> = {},
): Promise<number> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers,
    payload: {
      slice_name: 'Sales by region',
      viz_type: 'table',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ metrics: ['count'], groupby: ['region'] }),
      ...payload,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
