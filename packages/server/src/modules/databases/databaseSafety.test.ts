import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

const DB = '/api/v1/database';
const SQLITE_REFUSAL = {
  message: {
    sqlalchemy_uri: ['SQLiteDialect_pysqlite cannot be used as a data source for security reasons.'],
  },
};
const DATA_DIR_REFUSAL = {
  message: {
    sqlalchemy_uri: [
      "Database files inside Loupe's data folder cannot be connected: it holds Loupe's own metadata, secret key and uploads.",
    ],
  },
};

/** Files and links outside any data dir, next to the test apps' temp data dirs. */
let outside: string;
let duckFixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-safety-'));
  fs.writeFileSync(path.join(outside, 'ok.db'), '');
  duckFixture = await createDuckdbFixture(SALES_FIXTURE);
});

afterAll(() => {
  fs.rmSync(outside, { recursive: true, force: true });
  duckFixture.remove();
});

function post(t: TestApp, headers: Headers, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

async function storedUri(t: TestApp, id: number): Promise<string | undefined> {
  return (await t.services.repositories.databases.findById(id))?.sqlalchemy_uri;
}

describe('SQLite connections while LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS is on (the default)', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.bearer();
  });
  afterAll(async () => t.close());

  it.each([
    ['sqlite:', () => `sqlite:///${path.join(outside, 'ok.db')}`],
    ['sqlite+pysqlite:', () => `sqlite+pysqlite:///${path.join(outside, 'ok.db')}`],
    ['in-memory', () => 'sqlite://'],
  ])('refuses a %s URI on create and test_connection as Superset, saving nothing', async (_form, uri) => {
    const created = await post(t, admin, `${DB}/`, { database_name: 'unsafe', sqlalchemy_uri: uri() });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(SQLITE_REFUSAL);
    expect(await t.services.repositories.databases.findByName('unsafe')).toBeUndefined();
    const tested = await post(t, admin, `${DB}/test_connection/`, { sqlalchemy_uri: uri() });
    expect(tested.statusCode).toBe(400);
    expect(tested.json()).toEqual(SQLITE_REFUSAL);
  });

  it('names the driver in the message', async () => {
    const res = await post(t, admin, `${DB}/test_connection/`, {
      sqlalchemy_uri: `sqlite+aiosqlite:///${path.join(outside, 'ok.db')}`,
    });
    expect(res.json()).toEqual({
      message: {
        sqlalchemy_uri: ['SQLiteDialect_aiosqlite cannot be used as a data source for security reasons.'],
      },
    });
  });

  it('refuses an update to SQLite and keeps the stored URI', async () => {
    const id = (
      await post(t, admin, `${DB}/`, { database_name: 'duck', sqlalchemy_uri: duckFixture.uri })
    ).json<{ id: number }>().id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${DB}/${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: `sqlite:///${path.join(outside, 'ok.db')}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SQLITE_REFUSAL);
    expect(await storedUri(t, id)).toBe(duckFixture.uri);
  });

  it('refuses SQLite given as dynamic-form parameters and in validate_parameters', async () => {
    const parameters = { database: path.join(outside, 'ok.db') };
    const created = await post(t, admin, `${DB}/`, {
      database_name: 'unsafe form',
      engine: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(SQLITE_REFUSAL);
    const validated = await post(t, admin, `${DB}/validate_parameters/`, {
      engine: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters,
    });
    expect(validated.statusCode).toBe(400);
    expect(validated.json()).toEqual(SQLITE_REFUSAL);
  });
});

describe("database files in Loupe's data dir", () => {
  let t: TestApp;
  let admin: Headers;
  let dataDir: string;

  beforeAll(async () => {
    // SQLite allowed, so only the data-dir rule can refuse the SQLite URIs below.
    t = await createTestApp({ LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
    admin = await t.bearer();
    dataDir = t.dataDir;
    fs.copyFileSync(duckFixture.file, path.join(dataDir, 'inside.duckdb'));
    fs.mkdirSync(path.join(dataDir, 'sub'));
    fs.copyFileSync(duckFixture.file, path.join(dataDir, 'sub', 'inside.duckdb'));
    fs.symlinkSync(path.join(dataDir, 'inside.duckdb'), path.join(outside, 'link.duckdb'));
    fs.symlinkSync(dataDir, path.join(outside, 'dirlink'));
    fs.symlinkSync(path.join(dataDir, 'sub'), path.join(outside, 'sublink'));
    fs.symlinkSync(path.join(dataDir, 'future.duckdb'), path.join(outside, 'dangling.duckdb'));
    // What the cases below point at.
    for (const file of ['loupe.db', 'secret_key']) {
      if (!fs.existsSync(path.join(dataDir, file))) throw new Error(`no ${file} in the data dir`);
    }
  });
  afterAll(async () => t.close());

  const inData = (...parts: string[]): string => path.join(dataDir, ...parts);
  const cases: [string, () => string][] = [
    ['an absolute DuckDB path', () => `duckdb:///${inData('inside.duckdb')}`],
    ['a relative DuckDB path (relative paths count from the data dir)', () => 'duckdb:///inside.duckdb'],
    ['a relative path into a folder of the data dir', () => 'duckdb:///sub/inside.duckdb'],
    ['the data dir itself', () => `duckdb:///${dataDir}`],
    ['a file that does not exist yet', () => `duckdb:///${inData('nope.duckdb')}`],
    ['a path through ..', () => `duckdb:///${outside}/../${path.basename(dataDir)}/inside.duckdb`],
    ['a symlinked file', () => `duckdb:///${path.join(outside, 'link.duckdb')}`],
    ['a file in a symlinked folder', () => `duckdb:///${path.join(outside, 'dirlink', 'inside.duckdb')}`],
    ['.. after a symlinked folder', () => `duckdb:///${path.join(outside, 'sublink')}/../inside.duckdb`],
    // On POSIX a backslash is part of the name: this is a file in the data dir, not a way out of it.
    ['a name with backslashes and dots', () => `duckdb:///${inData('a\\..\\..\\b.duckdb')}`],
    ['a dangling symlink', () => `duckdb:///${path.join(outside, 'dangling.duckdb')}`],
    ['a file:// DuckDB path', () => `duckdb:///file://${inData('inside.duckdb')}`],
    ['the SQLite metadata store', () => `sqlite:///${inData('loupe.db')}`],
    ['the metadata store by a relative path', () => 'sqlite:///loupe.db'],
    ['the secret key by a relative path', () => 'sqlite:///secret_key'],
    ["SQLAlchemy's read-only file: form", () => `sqlite:///file:${inData('loupe.db')}?mode=ro&uri=true`],
    ['a file://localhost form', () => `sqlite:///file://localhost${inData('loupe.db')}`],
    [
      'a percent-encoded file: URI',
      () => `sqlite:///file:${encodeURIComponent(encodeURIComponent(inData('loupe.db')))}`,
    ],
  ];

  it.each(cases)('refuses %s on create and test_connection, saving nothing', async (name, uri) => {
    const created = await post(t, admin, `${DB}/`, { database_name: name, sqlalchemy_uri: uri() });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual(DATA_DIR_REFUSAL);
    expect(await t.services.repositories.databases.findByName(name)).toBeUndefined();
    const tested = await post(t, admin, `${DB}/test_connection/`, { sqlalchemy_uri: uri() });
    expect(tested.statusCode).toBe(400);
    expect(tested.json()).toEqual(DATA_DIR_REFUSAL);
  });

  it.each([
    ['a DuckDB file outside the data dir', () => duckFixture.uri],
    ['an in-memory DuckDB', () => 'duckdb:///:memory:'],
    ['a SQLite file outside the data dir', () => `sqlite:///${path.join(outside, 'ok.db')}`],
    [
      "a SQLite file outside the data dir in SQLAlchemy's read-only file: form",
      () => `sqlite:///file:${path.join(outside, 'ok.db')}?mode=ro&uri=true`,
    ],
  ])('accepts %s, but not an update that moves it into the data dir', async (name, uri) => {
    const created = await post(t, admin, `${DB}/`, { database_name: name, sqlalchemy_uri: uri() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${DB}/${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: `duckdb:///${path.join(outside, 'dirlink', 'inside.duckdb')}` },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(DATA_DIR_REFUSAL);
    expect(await storedUri(t, id)).toBe(uri());
  });

  it('keeps a database already in the data dir (the examples) editable while its URI stays as stored', async () => {
    const uri = `duckdb:///${inData('inside.duckdb')}`;
    // Registered as registerExamples does, without the API.
    const admins = await t.services.repositories.users.findByUsername('admin');
    const id = await t.services.repositories.databases.insert({
      uuid: '6f1b2c3d-0000-4000-8000-000000000001',
      database_name: 'examples-like',
      verbose_name: null,
      sqlalchemy_uri: uri,
      password: null,
      cache_timeout: null,
      force_ctas_schema: null,
      extra: null,
      encrypted_extra: null,
      server_cert: null,
      configuration_method: 'sqlalchemy_form',
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      allow_dml: 0,
      allow_file_upload: 0,
      impersonate_user: 0,
      is_managed_externally: 0,
      external_url: null,
      created_on: new Date().toISOString(),
      changed_on: new Date().toISOString(),
      created_by_fk: admins!.id,
      changed_by_fk: admins!.id,
    });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `${DB}/${id}`, headers: admin, payload });

    const same = await put({ sqlalchemy_uri: uri, expose_in_sqllab: false, cache_timeout: 60 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ result: { expose_in_sqllab: false, cache_timeout: 60 } });
    expect((await put({ allow_run_async: true })).statusCode).toBe(200);
    const tested = await post(t, admin, `${DB}/test_connection/`, {
      database_name: 'examples-like',
      sqlalchemy_uri: uri,
    });
    expect(tested.statusCode, tested.body).toBe(200);

    // Anything else in the data dir is still refused, for this database and for another name.
    const moved = await put({ sqlalchemy_uri: `duckdb:///${inData('sub', 'inside.duckdb')}` });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(DATA_DIR_REFUSAL);
    expect(await storedUri(t, id)).toBe(uri);
    const otherName = await post(t, admin, `${DB}/test_connection/`, {
      database_name: 'someone else',
      sqlalchemy_uri: uri,
    });
    expect(otherName.json()).toEqual(DATA_DIR_REFUSAL);
  });
});

describe('a data dir reached through a symlink', () => {
  it('refuses its files by their real path too', async () => {
    const real = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-real-data-'));
    const link = path.join(outside, 'data-link');
    fs.symlinkSync(real, link);
    const t = await createTestApp({ LOUPE_DATA_DIR: link });
    try {
      const admin = await t.bearer();
      fs.copyFileSync(duckFixture.file, path.join(real, 'inside.duckdb'));
      for (const uri of [`duckdb:///${real}/inside.duckdb`, `duckdb:///${link}/inside.duckdb`]) {
        const res = await post(t, admin, `${DB}/test_connection/`, { sqlalchemy_uri: uri });
        expect(res.json()).toEqual(DATA_DIR_REFUSAL);
      }
    } finally {
      await t.close();
      fs.rmSync(real, { recursive: true, force: true });
    }
  });
});
