import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXAMPLES_MARKER_TABLE } from '../../examples/loadExamples.js';
import { NETWORK_PARAMETERS_SCHEMA } from '../../engines/network.js';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import { INTERNAL_TABLES } from './DatabaseBrowseService.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

const DB = '/api/v1/database';

let t: TestApp;
let admin: Headers;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(SALES_FIXTURE);
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

async function createDb(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${DB}/`, headers: admin, payload });
}

/** A PostgreSQL URI for the test cluster with a password role (trust auth accepts any password). */
function pgUri(password: string): string {
  const url = new URL(inject('pgUrl'));
  return `postgresql+psycopg2://postgres:${password}@${url.host}${url.pathname}`;
}

describe('database CRUD', () => {
  it('creates a DuckDB database from a SQLAlchemy URI and lists it with its backend', async () => {
    const res = await createDb({
      database_name: 'sales db',
      sqlalchemy_uri: fixture.uri,
      expose_in_sqllab: true,
    });
    expect(res.statusCode).toBe(201);
    const { id, result } = res.json<{ id: number; result: Record<string, unknown> }>();
    expect(result).toMatchObject({ database_name: 'sales db', backend: 'duckdb', expose_in_sqllab: true });
    const list = await t.app.inject({
      url: `${DB}/?q=(filters:!((col:database_name,opr:ct,value:sales)))`,
      headers: admin,
    });
    expect(list.json()).toMatchObject({
      count: 1,
      ids: [id],
      result: [{ database_name: 'sales db', backend: 'duckdb' }],
    });
  });

  it('refuses a duplicate name with 422 and saves nothing', async () => {
    await createDb({ database_name: 'dup', sqlalchemy_uri: fixture.uri });
    const res = await createDb({ database_name: 'dup', sqlalchemy_uri: fixture.uri });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: { database_name: ['A database with the same name already exists.'] },
    });
  });

  it.each([
    ['an unknown engine', 'nosuchdb://host/db'],
    ['a malformed URI', 'not a uri'],
  ])('answers %s with 400 and saves nothing', async (_case, uri) => {
    const res = await createDb({ database_name: `bad ${uri}`, sqlalchemy_uri: uri });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: Record<string, string[]> }>().message.sqlalchemy_uri?.[0]).toEqual(
      expect.any(String),
    );
    const list = await t.app.inject({
      url: `${DB}/?q=(filters:!((col:database_name,opr:eq,value:'bad ${uri}')))`,
      headers: admin,
    });
    expect(list.json<{ count: number }>().count).toBe(0);
  });

  it('answers a missing DuckDB file with 422 in the SIP-40 shape and saves nothing', async () => {
    const res = await createDb({
      database_name: 'missing file',
      sqlalchemy_uri: 'duckdb:////nonexistent/dir/x.duckdb',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { message: string; error_type: string }[] }>().errors[0]?.message).toEqual(
      expect.any(String),
    );
  });

  it('refuses to delete a database that has datasets, naming them', async () => {
    const db = (await createDb({ database_name: 'with datasets', sqlalchemy_uri: fixture.uri })).json<{
      id: number;
    }>();
    const ds = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: db.id, schema: 'main', table_name: 'sales' },
    });
    expect(ds.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'DELETE', url: `${DB}/${db.id}`, headers: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toContain('sales');
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dataset/${ds.json<{ id: number }>().id}`,
      headers: admin,
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${DB}/${db.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `${DB}/${db.id}`, headers: admin })).statusCode).toBe(404);
  });
});

describe('upload_is_enabled', () => {
  it('lists only databases that accept file uploads', async () => {
    await createDb({ database_name: 'uploads ok', sqlalchemy_uri: fixture.uri, allow_file_upload: true });
    const res = await t.app.inject({
      url: `${DB}/?q=(filters:!((col:allow_file_upload,opr:upload_is_enabled,value:!t)))`,
      headers: admin,
    });
    expect(res.json<{ result: { database_name: string }[] }>().result.map((d) => d.database_name)).toEqual([
      'uploads ok',
    ]);
  });
});

describe('passwords', () => {
  it('stores the password encrypted, masks it everywhere, and keeps it when the mask is sent back', async () => {
    const res = await createDb({ database_name: 'pg', sqlalchemy_uri: pgUri('s3cret-pw') });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('s3cret-pw');
    const { id, result } = res.json<{
      id: number;
      result: { sqlalchemy_uri: string; parameters: { password: string } };
    }>();
    expect(result.sqlalchemy_uri).toContain('XXXXXXXXXX');
    expect(result.parameters.password).toBe('XXXXXXXXXX');
    const stored = await t.services.db
      .selectFrom('dbs')
      .select(['sqlalchemy_uri', 'password'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.sqlalchemy_uri).not.toContain('s3cret-pw');
    expect(stored.password).toMatch(/^v1:/);
    expect(t.services.connections.passwordOf(stored)).toBe('s3cret-pw');
    const put = await t.app.inject({
      method: 'PUT',
      url: `${DB}/${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: result.sqlalchemy_uri, allow_dml: true },
    });
    expect(put.statusCode).toBe(200);
    const after = await t.services.db
      .selectFrom('dbs')
      .select(['password'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(t.services.connections.passwordOf(after)).toBe('s3cret-pw');
    for (const url of [`${DB}/${id}`, `${DB}/${id}/connection`, `${DB}/`]) {
      expect((await t.app.inject({ url, headers: admin })).body).not.toContain('s3cret-pw');
    }
  });
});

describe('default schema', () => {
  it("names PostgreSQL's search_path schema as the default schema", async () => {
    const res = await createDb({ database_name: 'pg default schema', sqlalchemy_uri: pgUri('s3cret-pw') });
    const id = res.json<{ id: number }>().id;
    const schemas = await t.app.inject({ url: `${DB}/${id}/schemas/`, headers: admin });
    expect(schemas.statusCode).toBe(200);
    const body = schemas.json<{ result: string[]; default_schema: string | null }>();
    expect(body.result).toContain('public');
    expect(body.default_schema).toBe('public');
  });
});

describe('test_connection and validate_parameters', () => {
  it('says OK for a reachable database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${DB}/test_connection/`,
      headers: admin,
      payload: { sqlalchemy_uri: fixture.uri },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
  });

  it('refuses a wrong password with 422, without the password, saving nothing', async () => {
    const url = new URL(inject('pgPasswordUrl'));
    url.password = 'wrong-pass-123';
    const uri = url.toString().replace(/^postgres(ql)?:/, 'postgresql:');
    const res = await createDb({ database_name: 'wrong password', sqlalchemy_uri: uri });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toContain('wrong-pass-123');
    expect(res.json<{ errors: { error_type: string }[] }>().errors[0]?.error_type).toMatch(
      /PASSWORD|ACCESS_DENIED/,
    );
    expect(await t.services.repositories.databases.findByName('wrong password')).toBeUndefined();
  });

  it('reports an unreachable port without the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${DB}/test_connection/`,
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql://u:topsecretpw@127.0.0.1:1/x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toContain('topsecretpw');
    expect(res.json<{ errors: { message: string }[] }>().errors[0]?.message).toEqual(expect.any(String));
  });

  it('names each missing required parameter with "This is a required field"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${DB}/validate_parameters/`,
      headers: admin,
      payload: {
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: { host: 'localhost' },
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: { message: string; extra: { invalid: string[] } }[] }>().errors;
    expect(errors.every((e) => e.message === 'This is a required field')).toBe(true);
    expect(errors.flatMap((e) => e.extra.invalid).sort()).toEqual(['database', 'port', 'username']);
  });

  it('lists the available engines with their parameter schema', async () => {
    const res = await t.app.inject({ url: `${DB}/available/`, headers: admin });
    const engines = res.json<{ databases: { engine: string; parameters?: object }[] }>().databases;
    expect(engines.map((e) => e.engine).sort()).toEqual(['duckdb', 'mysql', 'postgresql', 'sqlite']);
    // Served whole: no JSON schema keyword (minimum, additionalProperties...) dropped by the serialiser.
    expect(engines.find((e) => e.engine === 'postgresql')?.parameters).toEqual(NETWORK_PARAMETERS_SCHEMA);
  });
});

describe('browsing a database', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createDb({ database_name: 'browse', sqlalchemy_uri: fixture.uri })).json<{ id: number }>().id;
  });

  it('lists schemas and searchable, paged tables with their type', async () => {
    const schemas = await t.app.inject({ url: `${DB}/${id}/schemas/`, headers: admin });
    expect(schemas.json<{ result: string[] }>().result).toEqual(expect.arrayContaining(['main', 'other']));
    expect(schemas.json<{ default_schema: string | null }>().default_schema).toBe('main');
    const tables = await t.app.inject({ url: `${DB}/${id}/tables/?q=(schema_name:main)`, headers: admin });
    expect(tables.json()).toMatchObject({
      count: 2,
      result: expect.arrayContaining([
        { value: 'sales', type: 'table', extra: null },
        { value: 'north_sales', type: 'view', extra: null },
      ]),
    });
    const searched = await t.app.inject({
      url: `${DB}/${id}/tables/?q=(schema_name:main,filter:NORTH)`,
      headers: admin,
    });
    expect(searched.json()).toMatchObject({ count: 1, result: [{ value: 'north_sales' }] });
    // One page at a time, with the count of every match, as SQL Lab's table picker shows it.
    const pages = await Promise.all(
      [0, 1].map(async (page) =>
        (
          await t.app.inject({
            url: `${DB}/${id}/tables/?q=(schema_name:main,filter:SALES,page:${page},page_size:1)`,
            headers: admin,
          })
        ).json<{ count: number; result: { value: string }[] }>(),
      ),
    );
    expect(pages.map((p) => p.count)).toEqual([2, 2]);
    expect(pages.flatMap((p) => p.result.map((r) => r.value)).sort()).toEqual(['north_sales', 'sales']);
  });

  it('describes a table with its primary key and a SELECT * text, old and new paths alike', async () => {
    const res = await t.app.inject({
      url: `${DB}/${id}/table_metadata/?name=sales&schema=main`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      columns: { name: string; type: string }[];
      primaryKey: { column_names: string[] };
      selectStar: string;
    }>();
    expect(body.columns.map((c) => c.name)).toEqual(['id', 'region', 'amount', 'sold_at', 'big', 'paid']);
    expect(body.primaryKey.column_names).toEqual(['id']);
    expect(body.selectStar).toContain('FROM "main"."sales"');
    const old = await t.app.inject({ url: `${DB}/${id}/table/sales/main/`, headers: admin });
    expect(old.json()).toEqual(body);
    const star = await t.app.inject({ url: `${DB}/${id}/select_star/sales/main/`, headers: admin });
    expect(star.json<{ result: string }>().result).toBe(body.selectStar);
    expect(
      (await t.app.inject({ url: `${DB}/${id}/table_extra/sales/main/`, headers: admin })).json(),
    ).toEqual({});
  });

  it("never lists Loupe's internal tables (the examples marker), to any client", async () => {
    expect(INTERNAL_TABLES.has(EXAMPLES_MARKER_TABLE)).toBe(true);
    const marked = await createDuckdbFixture([
      `CREATE TABLE ${EXAMPLES_MARKER_TABLE} (version INTEGER)`,
      `CREATE TABLE flights (origin VARCHAR)`,
    ]);
    try {
      const markedId = (await createDb({ database_name: 'marked', sqlalchemy_uri: marked.uri })).json<{
        id: number;
      }>().id;
      const tables = await t.app.inject({
        url: `${DB}/${markedId}/tables/?q=(schema_name:main)`,
        headers: admin,
      });
      expect(tables.json()).toEqual({ count: 1, result: [{ value: 'flights', type: 'table', extra: null }] });
    } finally {
      marked.remove();
    }
  });

  it('answers an unknown table with the engine message', async () => {
    const res = await t.app.inject({
      url: `${DB}/${id}/table_metadata/?name=nope&schema=main`,
      headers: admin,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('database access', () => {
  it('hides databases from a Gamma user without database access and shows them once granted', async () => {
    const id = (await createDb({ database_name: 'secret db', sqlalchemy_uri: fixture.uri })).json<{
      id: number;
    }>().id;
    const gammaRole = await roleIdOf(t.app, admin, 'Gamma');
    const body = newUserBody([gammaRole]);
    await createUser(t.app, admin, body);
    const gamma = await t.bearer(body.username, body.password);
    const hidden = await t.app.inject({
      url: `${DB}/?q=(filters:!((col:database_name,opr:eq,value:'secret db')))`,
      headers: gamma,
    });
    expect(hidden.json<{ count: number }>().count).toBe(0);
    expect((await t.app.inject({ url: `${DB}/${id}`, headers: gamma })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${DB}/`,
          headers: gamma,
          payload: { database_name: 'x', sqlalchemy_uri: fixture.uri },
        })
      ).statusCode,
    ).toBe(403);

    const pairIds = await t.services.repositories.permissions.pairIdsFor([
      ['database_access', `[secret db].(id:${id})`],
    ]);
    expect(pairIds).toHaveLength(1);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: admin,
      payload: { name: 'secret readers', permissions: pairIds },
    });
    const user = await t.services.repositories.users.findByUsername(body.username);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${user!.id}`,
      headers: admin,
      payload: { roles: [gammaRole, role.json<{ id: number }>().id] },
    });
    const shown = await t.app.inject({
      url: `${DB}/?q=(filters:!((col:database_name,opr:eq,value:'secret db')))`,
      headers: gamma,
    });
    expect(shown.json<{ count: number }>().count).toBe(1);
    const tables = await t.app.inject({ url: `${DB}/${id}/tables/?q=(schema_name:main)`, headers: gamma });
    expect(tables.statusCode).toBe(200);
  });
});
