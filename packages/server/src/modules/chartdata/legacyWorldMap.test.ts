import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

// Country codes as the examples' world health table has them (cca3), one unknown code, one lower-case.
const FIXTURE = [
  'CREATE TABLE health (country_code VARCHAR, country_name VARCHAR, population INTEGER, births INTEGER)',
  `INSERT INTO health VALUES ('USA', 'United States', 300, 4), ('USA', 'United States', 30, 1),
     ('fra', 'France', 60, 2), ('ZZZ', 'Nowhere', 5, 0)`,
];

const SUM = (column: string) => ({
  expressionType: 'SIMPLE',
  column: { column_name: column },
  aggregate: 'SUM',
  label: `SUM(${column})`,
});

let t: TestApp;
let admin: Headers;
let datasetId: number;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(FIXTURE);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'world map', sqlalchemy_uri: fixture.uri },
  });
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: 'health' },
  });
  datasetId = ds.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

async function worldMap(formData: Record<string, unknown>) {
  const body = {
    datasource: `${datasetId}__table`,
    viz_type: 'world_map',
    time_range: 'No filter',
    ...formData,
  };
  const res = await t.app.inject({
    url: `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(body))}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Record<string, unknown>[] | null; form_data: unknown }>();
}

describe("legacy explore_json for world_map (Superset's WorldMapViz)", () => {
  it('answers one entry per country of the entity, placed by its cca3 code, unknown codes as XXX', async () => {
    const payload = await worldMap({
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: SUM('population'),
      secondary_metric: SUM('births'),
      sort_by_metric: true,
    });
    expect(payload.data).toEqual([
      {
        country: 'USA',
        m1: 330,
        m2: 5,
        code: 'USA',
        latitude: 38,
        longitude: -97,
        name: 'United States',
      },
      { country: 'FRA', m1: 60, m2: 2, code: 'FRA', latitude: 46, longitude: 2, name: 'France' },
      { country: 'XXX', m1: 5, m2: 0 },
    ]);
  });

  it('finds countries by name, repeats m1 as m2 for the same metric, and leaves m2 out without one', async () => {
    const same = await worldMap({
      entity: 'country_name',
      country_fieldtype: 'name',
      metric: SUM('births'),
      secondary_metric: SUM('births'),
      sort_by_metric: true,
    });
    expect(same.data?.[0]).toEqual({
      country: 'USA',
      m1: 5,
      m2: 5,
      code: 'United States',
      latitude: 38,
      longitude: -97,
      name: 'United States',
    });
    const single = await worldMap({
      entity: 'country_name',
      country_fieldtype: 'name',
      metric: SUM('births'),
      sort_by_metric: true,
    });
    expect(single.data?.map((row) => Object.keys(row).sort())).toContainEqual([
      'code',
      'country',
      'latitude',
      'longitude',
      'm1',
      'name',
    ]);
    expect(single.data?.every((row) => !('m2' in row))).toBe(true);
  });

  it('answers data null when no row matches', async () => {
    const payload = await worldMap({
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: SUM('population'),
      adhoc_filters: [{ clause: 'WHERE', expressionType: 'SQL', sqlExpression: "country_code = 'none'" }],
    });
    expect(payload.data).toBeNull();
  });
});
