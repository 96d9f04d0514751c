import { DUCKDB_SPEC } from '../../engines/duckdb/spec.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { clientId, execute } from '../sqllab/sqllab.testkit.js';

const DS = '/api/v1/dataset';

interface Column {
  id: number;
  column_name: string;
  type: string;
  type_generic: number;
  is_dttm: boolean;
  expression: string | null;
}
interface Metric {
  id?: number;
  metric_name: string;
  expression: string;
}
interface Dataset {
  id: number;
  table_name: string;
  kind: string;
  main_dttm_col: string | null;
  columns: Column[];
  metrics: Metric[];
  owners: { id: number }[];
}

let t: TestApp;
let admin: Headers;
let dbId: number;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(SALES_FIXTURE);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'sales', sqlalchemy_uri: fixture.uri },
  });
  dbId = db.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

async function create(payload: Record<string, unknown>, headers: Headers = admin) {
  return t.app.inject({
    method: 'POST',
    url: `${DS}/`,
    headers,
    payload: { database: dbId, schema: 'main', ...payload },
  });
}

async function idOf(tableName: string): Promise<number> {
  const res = await t.app.inject({
    url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:${tableName})))`,
    headers: admin,
  });
  return res.json<{ ids: number[] }>().ids[0]!;
}

async function get(id: number): Promise<Dataset> {
  return (await t.app.inject({ url: `${DS}/${id}`, headers: admin })).json<{ result: Dataset }>().result;
}

describe('creating datasets', () => {
  it('reads every column type from the engine and adds the count metric', async () => {
    const res = await create({ table_name: 'sales' });
    expect(res.statusCode).toBe(201);
    const { id, result, data } = res.json<{ id: number; result: Dataset; data: { uid: string } }>();
    expect(data.uid).toBe(`${id}__table`);
    expect(result.kind).toBe('physical');
    const byName = Object.fromEntries(result.columns.map((c) => [c.column_name, c]));
    expect(byName.amount).toMatchObject({ type_generic: 0, is_dttm: false });
    expect(byName.region).toMatchObject({ type_generic: 1, is_dttm: false });
    expect(byName.sold_at).toMatchObject({ type_generic: 2, is_dttm: true });
    expect(byName.paid).toMatchObject({ type_generic: 3 });
    expect(result.main_dttm_col).toBe('sold_at');
    expect(result.metrics).toEqual([
      expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)' }),
    ]);
    expect(result.owners.map((o) => o.id)).toEqual([1]);
  });

  it('refuses a second dataset on the same table', async () => {
    const res = await create({ table_name: 'sales' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { table: ['Dataset sales already exists'] } });
  });

  it('creates a virtual dataset whose columns come from its query', async () => {
    const res = await create({
      table_name: 'by_region',
      sql: 'SELECT region, SUM(amount) AS total FROM sales GROUP BY region',
    });
    expect(res.statusCode).toBe(201);
    const result = res.json<{ result: Dataset }>().result;
    expect(result.kind).toBe('virtual');
    expect(result.columns.map((c) => c.column_name)).toEqual(['region', 'total']);
  });

  it("names the dataset `schema.table` and gives Superset's select_star, which SQL Lab runs as it is", async () => {
    const result = (await get(await idOf('sales'))) as Dataset & { name: string; select_star: string };
    expect(result.name).toBe('main.sales');
    expect(result.select_star).toBe('SELECT *\nFROM "main"."sales"\nLIMIT 100');
    const run = await execute(t.app, admin, {
      database_id: dbId,
      client_id: clientId(),
      sql: result.select_star,
      tab: 'Query main.sales',
      sql_editor_id: 'ds1',
    });
    expect(run.statusCode).toBe(200);
    expect(run.json<{ data: unknown[] }>().data).toHaveLength(4);
  });

  it('answers a virtual dataset whose SQL fails with the engine message, saving nothing', async () => {
    const res = await create({ table_name: 'broken', sql: 'SELECT nope FROM sales' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/nope/);
    const list = await t.app.inject({
      url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:broken)))`,
      headers: admin,
    });
    expect(list.json<{ count: number }>().count).toBe(0);
  });

  it('answers a missing table with 422 naming it', async () => {
    const res = await create({ table_name: 'no_such_table' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('no_such_table');
  });
});

describe('listing', () => {
  it('filters physical and virtual datasets with dataset_is_null_or_empty', async () => {
    const physical = await t.app.inject({
      url: `${DS}/?q=(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!t)))`,
      headers: admin,
    });
    expect(
      physical
        .json<{ result: { table_name: string; kind: string }[] }>()
        .result.every((d) => d.kind === 'physical'),
    ).toBe(true);
    const virtual = await t.app.inject({
      url: `${DS}/?q=(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f)))`,
      headers: admin,
    });
    expect(virtual.json<{ result: { table_name: string }[] }>().result.map((d) => d.table_name)).toEqual([
      'by_region',
    ]);
  });

  it('shows the database and owners of each row', async () => {
    const res = await t.app.inject({
      url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:sales)))`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({
      count: 1,
      result: [
        {
          table_name: 'sales',
          database: { id: dbId, database_name: 'sales' },
          owners: [{ id: 1 }],
          kind: 'physical',
        },
      ],
    });
  });
});

describe('list ordering and pickers', () => {
  it('orders by changed_on_delta_humanized and by the database name, as Superset clients ask', async () => {
    for (const column of ['changed_on_delta_humanized', 'database.database_name']) {
      const res = await t.app.inject({
        url: `${DS}/?q=(order_column:'${column}',order_direction:desc)`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    }
    const recent = await t.app.inject({
      url: `${DS}/?q=(order_column:changed_on_delta_humanized,order_direction:desc)`,
      headers: admin,
    });
    const changed = recent.json<{ result: { changed_on: string }[] }>().result.map((r) => r.changed_on);
    expect(changed).toEqual([...changed].sort().reverse());
  });

  it('names owners by full name in related/owners', async () => {
    const res = await t.app.inject({ url: `${DS}/related/owners?q=(filter:'admin u')`, headers: admin });
    expect(res.json()).toMatchObject({ count: 1, result: [{ value: 1, text: 'Admin User' }] });
  });
});

describe('editing', () => {
  it('adds, changes and removes metrics and columns in one PUT', async () => {
    const id = (await create({ table_name: 'north_sales' })).json<{ id: number }>().id;
    const before = await get(id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${DS}/${id}`,
      headers: admin,
      payload: {
        description: 'North only',
        metrics: [...before.metrics, { metric_name: 'total', expression: 'SUM(amount)' }],
        columns: [
          ...before.columns
            .filter((c) => c.column_name !== 'big')
            .map(({ id: cid, column_name }) => ({
              id: cid,
              column_name,
              verbose_name: column_name === 'region' ? 'Region' : null,
            })),
          { column_name: 'amount_x2', expression: 'amount * 2', type: 'DOUBLE' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await get(id);
    expect(after.metrics.map((m) => m.metric_name)).toEqual(['count', 'total']);
    expect(after.columns.map((c) => c.column_name)).toEqual([
      'id',
      'region',
      'amount',
      'sold_at',
      'paid',
      'amount_x2',
    ]);
    expect(after.columns.find((c) => c.column_name === 'region')).toMatchObject({ verbose_name: 'Region' });
  });

  it('refuses duplicated metric names with 422 and changes nothing', async () => {
    const target = await idOf('sales');
    const res = await t.app.inject({
      method: 'PUT',
      url: `${DS}/${target}`,
      headers: admin,
      payload: {
        metrics: [
          { metric_name: 'm', expression: 'SUM(amount)' },
          { metric_name: 'm', expression: 'AVG(amount)' },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { metrics: ['One or more metrics are duplicated'] } });
    expect((await get(target)).metrics.map((m) => m.metric_name)).toEqual(['count']);
  });

  it('replaces every column with override_columns=true, as SQL Lab overwrite does', async () => {
    const id = (await create({ table_name: 'over', sql: 'SELECT 1 AS a, 2 AS b' })).json<{ id: number }>().id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${DS}/${id}?override_columns=true`,
      headers: admin,
      payload: { sql: 'SELECT 1 AS c', columns: [{ column_name: 'c', type: 'INTEGER', is_dttm: false }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(id)).columns.map((c) => c.column_name)).toEqual(['c']);
  });

  it('syncs columns from the source on refresh', async () => {
    const id = (await create({ table_name: 'things', schema: 'other' })).json<{ id: number }>().id;
    const row = (await t.services.repositories.databases.findById(dbId))!;
    // The database allows no writes, so Loupe opens it read-only: the change is made beside Loupe.
    await t.services.connections.drop(dbId);
    const writer = DUCKDB_SPEC.connect({ uri: row.sqlalchemy_uri });
    await writer.execute('ALTER TABLE other.things ADD COLUMN weight DOUBLE');
    await writer.close();
    const res = await t.app.inject({ method: 'PUT', url: `${DS}/${id}/refresh`, headers: admin });
    expect(res.json()).toEqual({ message: 'OK' });
    expect((await get(id)).columns.map((c) => c.column_name)).toEqual(['name', 'weight']);
  });

  it('lets only owners and admins edit (spec 001 §6)', async () => {
    const gammaRole = await roleIdOf(t.app, admin, 'Gamma');
    const alphaRole = await roleIdOf(t.app, admin, 'Alpha');
    const alphaBody = newUserBody([alphaRole]);
    const alphaUser = await createUser(t.app, admin, alphaBody);
    const alpha = await t.bearer(alphaBody.username, alphaBody.password);
    const id = (
      await t.app.inject({
        url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:by_region)))`,
        headers: admin,
      })
    ).json<{ ids: number[] }>().ids[0]!;
    const denied = await t.app.inject({
      method: 'PUT',
      url: `${DS}/${id}`,
      headers: alpha,
      payload: { description: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ message: string }>().message).toContain(
      'You must be a dataset owner in order to edit',
    );
    await t.app.inject({
      method: 'PUT',
      url: `${DS}/${id}`,
      headers: admin,
      payload: { owners: [1, alphaUser.id] },
    });
    const allowed = await t.app.inject({
      method: 'PUT',
      url: `${DS}/${id}`,
      headers: alpha,
      payload: { description: 'mine too' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(gammaRole).toBeGreaterThan(0);
  });
});

describe('data helpers', () => {
  it('returns distinct column values, samples and the datasource metadata', async () => {
    const id = (
      await t.app.inject({ url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:sales)))`, headers: admin })
    ).json<{ ids: number[] }>().ids[0]!;
    const values = await t.app.inject({
      url: `/api/v1/datasource/table/${id}/column/region/values/`,
      headers: admin,
    });
    expect(values.json()).toEqual({ result: expect.arrayContaining(['north', 'south']) });
    expect(values.json<{ result: unknown[] }>().result).toHaveLength(3);
    const big = await t.app.inject({
      url: `/api/v1/datasource/table/${id}/column/big/values/`,
      headers: admin,
    });
    expect(big.json<{ result: unknown[] }>().result).toContain('9007199254740993');
    const unknown = await t.app.inject({
      url: `/api/v1/datasource/table/${id}/column/nope/values/`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
    const samples = await t.app.inject({
      method: 'POST',
      url: `/datasource/samples?datasource_type=table&datasource_id=${id}&per_page=2`,
      headers: admin,
    });
    expect(samples.json()).toMatchObject({ result: { rowcount: 2, total_count: 4, per_page: 2, page: 1 } });
    const meta = await t.app.inject({
      url: `/superset/fetch_datasource_metadata?datasourceKey=${id}__table`,
      headers: admin,
    });
    expect(meta.json()).toMatchObject({ id, uid: `${id}__table`, type: 'table', table_name: 'sales' });
    // Superset's grain choices: [duration, name], named as its selects show them.
    expect(meta.json<{ time_grain_sqla: string[][] }>().time_grain_sqla).toEqual(
      expect.arrayContaining([
        ['P1D', 'Day'],
        ['P1M', 'Month'],
      ]),
    );
  });

  it('duplicates a virtual dataset and gets or creates a physical one', async () => {
    const base = (
      await t.app.inject({
        url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:by_region)))`,
        headers: admin,
      })
    ).json<{ ids: number[] }>().ids[0]!;
    const dup = await t.app.inject({
      method: 'POST',
      url: `${DS}/duplicate`,
      headers: admin,
      payload: { base_model_id: base, table_name: 'by_region_copy' },
    });
    expect(dup.statusCode).toBe(201);
    expect((await get(dup.json<{ id: number }>().id)).columns.map((c) => c.column_name)).toEqual([
      'region',
      'total',
    ]);
    const first = await t.app.inject({
      method: 'POST',
      url: `${DS}/get_or_create/`,
      headers: admin,
      payload: { database_id: dbId, schema: 'main', table_name: 'north_sales' },
    });
    const existingId = (
      await t.app.inject({
        url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:north_sales)))`,
        headers: admin,
      })
    ).json<{ ids: number[] }>().ids[0];
    expect(first.json()).toEqual({ result: { table_id: existingId } });
  });
});

describe('dataset access', () => {
  it('shows a Gamma user only datasets granted through datasource_access', async () => {
    const gammaRole = await roleIdOf(t.app, admin, 'Gamma');
    const body = newUserBody([gammaRole]);
    const user = await createUser(t.app, admin, body);
    const gamma = await t.bearer(body.username, body.password);
    expect((await t.app.inject({ url: `${DS}/`, headers: gamma })).json<{ count: number }>().count).toBe(0);
    const id = (
      await t.app.inject({ url: `${DS}/?q=(filters:!((col:table_name,opr:eq,value:sales)))`, headers: admin })
    ).json<{ ids: number[] }>().ids[0]!;
    const pairIds = await t.services.repositories.permissions.pairIdsFor([
      ['datasource_access', `[sales].[sales](id:${id})`],
    ]);
    expect(pairIds).toHaveLength(1);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: admin,
      payload: { name: 'sales viewers', permissions: pairIds },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${user.id}`,
      headers: admin,
      payload: { roles: [gammaRole, role.json<{ id: number }>().id] },
    });
    const list = await t.app.inject({ url: `${DS}/`, headers: gamma });
    expect(list.json<{ ids: number[] }>().ids).toEqual([id]);
    expect(
      (await t.app.inject({ url: `/api/v1/datasource/table/${id}/column/region/values/`, headers: gamma }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${DS}/${id}`, headers: gamma })).statusCode).toBe(
      403,
    );
  });
});
