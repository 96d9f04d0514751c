import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

export interface SalesApp {
  t: TestApp;
  admin: Headers;
  datasetId: number;
  close(): Promise<void>;
}

/**
 * A test app with a DuckDB database holding `sales (region, amount)` — north 3 and 5, south 4 — and
 * its dataset, for chart-data tests that need a small real table.
 */
export async function createSalesApp(databaseName: string): Promise<SalesApp> {
  const t = await createTestApp();
  const admin = await t.bearer();
  const fixture = await createDuckdbFixture([
    'CREATE TABLE sales (region VARCHAR, amount INTEGER)',
    "INSERT INTO sales VALUES ('north', 3), ('south', 4), ('north', 5)",
  ]);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: databaseName, sqlalchemy_uri: fixture.uri },
  });
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: 'sales' },
  });
  return {
    t,
    admin,
    datasetId: ds.json<{ id: number }>().id,
    close: async () => {
      await t.close();
      fixture.remove();
    },
  };
}
