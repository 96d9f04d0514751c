import { encodeRison } from '@loupe/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientId, createDatabase, execute, waitForQuery } from '../modules/sqllab/sqllab.testkit.js';
import { createDuckdbFixture } from '../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../testing/securityApi.testkit.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/testApp.testkit.js';

/**
 * SQL Lab's table check (Superset's raise_for_access): a user who may read one dataset of a DuckDB
 * database, and not the whole database, may query that dataset's table and nothing else, however the
 * other table is reached (CTE shadowing the allowed name, sub-query, join, UNION, DESCRIBE, SQL run by
 * query_table/query); the same holds for cost estimates, and stored results and CSV exports are
 * checked again when fetched.
 */

const ROLES = '/api/v1/security/roles';
const PAIRS = '/api/v1/security/permissions-resources';
const DATABASE = 'warehouse';

/** Values only the refused tables hold: none may appear in a refused answer. */
const AIRPORT_NAME = 'Hidden Airfield Seven';
const SECRET = 'secret-table-value-42';

const FIXTURE = [
  'CREATE TABLE flights (id INTEGER, origin VARCHAR, dest VARCHAR, delay INTEGER)',
  "INSERT INTO flights VALUES (1, 'SEA', 'SFO', 5), (2, 'SFO', 'JFK', -3), (3, 'JFK', 'SEA', 12)",
  'CREATE TABLE airports (code VARCHAR, name VARCHAR)',
  `INSERT INTO airports VALUES ('SEA', '${AIRPORT_NAME}'), ('SFO', 'San Francisco')`,
  'CREATE TABLE secrets (secret VARCHAR)',
  `INSERT INTO secrets VALUES ('${SECRET}')`,
];

interface PairRow {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

let t: TestApp;
let admin: Headers;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;
let databaseId: number;
let flightsDatasetId: number;
let airportsDatasetId: number;
let pairs: PairRow[];
/** The data role of each kind of user, and their login headers. */
const roles: Record<string, number> = {};
const users: Record<string, Headers> = {};

function pairId(permission: string, view: string): number {
  const found = pairs.find((p) => p.permission.name === permission && p.view_menu.name === view);
  if (!found) throw new Error(`no pair ${permission} on ${view}`);
  return found.id;
}

async function setRolePermissions(roleId: number, ids: number[]): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${ROLES}/${roleId}/permissions`,
    headers: admin,
    payload: { permission_view_menu_ids: ids },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A role holding the given pairs, and a user with Gamma + sql_lab + that role, logged in. */
async function userWith(key: string, permissions: number[]): Promise<void> {
  const role = await t.app.inject({
    method: 'POST',
    url: `${ROLES}/`,
    headers: admin,
    payload: { name: `data ${key}`, permissions },
  });
  expect(role.statusCode, role.body).toBe(201);
  roles[key] = role.json<{ id: number }>().id;
  const gamma = await roleIdOf(t.app, admin, 'Gamma');
  const sqlLab = await roleIdOf(t.app, admin, 'sql_lab');
  const body = newUserBody([gamma, sqlLab, roles[key]!]);
  await createUser(t.app, admin, body);
  users[key] = await t.bearer(body.username, body.password ?? TEST_ADMIN_PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(FIXTURE);
  databaseId = await createDatabase(t.app, admin, {
    database_name: DATABASE,
    sqlalchemy_uri: fixture.uri,
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  for (const table of ['flights', 'airports']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: databaseId, schema: 'main', table_name: table },
    });
    expect(res.statusCode, res.body).toBe(201);
    if (table === 'flights') flightsDatasetId = res.json<{ id: number }>().id;
    else airportsDatasetId = res.json<{ id: number }>().id;
  }
  const res = await t.app.inject({ url: `${PAIRS}/?q=(page_size:-1)`, headers: admin });
  pairs = res.json<{ result: PairRow[] }>().result;
  await userWith('dataset', [pairId('datasource_access', `[${DATABASE}].[flights](id:${flightsDatasetId})`)]);
  await userWith('schema', [pairId('schema_access', `[${DATABASE}].[main]`)]);
  await userWith('database', [pairId('database_access', `[${DATABASE}].(id:${databaseId})`)]);
  await userWith('allDatabases', [pairId('all_database_access', 'all_database_access')]);
  await userWith('allDatasources', [pairId('all_datasource_access', 'all_datasource_access')]);
  await userWith('results', [
    pairId('datasource_access', `[${DATABASE}].[flights](id:${flightsDatasetId})`),
    pairId('datasource_access', `[${DATABASE}].[airports](id:${airportsDatasetId})`),
  ]);
});

afterAll(async () => {
  await t?.close();
  fixture?.remove();
});

function run(
  headers: Headers,
  sql: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return execute(t.app, headers, {
    database_id: databaseId,
    client_id: clientId(),
    sql,
    schema: 'main',
    ...extra,
  });
}

function estimate(headers: Headers, sql: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sqllab/estimate/',
    headers,
    payload: { database_id: databaseId, sql, schema: 'main' },
  });
}

/** A 403 TABLE_SECURITY_ACCESS_ERROR naming the table, and none of the refused tables' values. */
function expectTableRefusal(res: LightMyRequestResponse, table: string): void {
  expect(res.statusCode, res.body).toBe(403);
  const error = res.json<{ errors: { error_type: string; message: string }[] }>().errors[0]!;
  expect(error.error_type).toBe('TABLE_SECURITY_ACCESS_ERROR');
  expect(error.message).toContain(table);
  expect(res.body).not.toContain(AIRPORT_NAME);
  expect(res.body).not.toContain(SECRET);
}

/** Ways to reach `airports` (or `secrets`) from a statement, with the table the refusal must name. */
const OTHER_TABLE_READS: readonly [string, string, string][] = [
  ['the other table', 'SELECT * FROM airports', 'airports'],
  ['a table without a dataset', 'SELECT * FROM secrets', 'secrets'],
  ['the other table, schema-qualified', 'SELECT * FROM main.airports', 'airports'],
  ['the other table, catalog-qualified', 'SELECT * FROM fixture.main.airports', 'airports'],
  ['the other table, quoted in another case', 'SELECT * FROM "AIRPORTS"', 'AIRPORTS'],
  ['FROM-first syntax', 'FROM airports', 'airports'],
  ['the other table aliased as the allowed one', 'SELECT * FROM airports AS flights', 'airports'],
  [
    'a CTE named like the allowed table',
    'WITH flights AS (SELECT * FROM airports) SELECT * FROM flights',
    'airports',
  ],
  [
    'a recursive CTE named like the allowed table',
    'WITH RECURSIVE flights AS (SELECT * FROM airports) SELECT * FROM flights',
    'airports',
  ],
  [
    'a later CTE named like the allowed table',
    'WITH a AS (SELECT * FROM flights), flights AS (SELECT * FROM airports) SELECT * FROM a, flights',
    'airports',
  ],
  [
    'a CTE shadowing the allowed name in an inner scope only',
    'WITH x AS (WITH flights AS (SELECT 1 AS id) SELECT * FROM flights) SELECT * FROM x, flights, airports',
    'airports',
  ],
  ['a sub-query in WHERE', 'SELECT * FROM flights WHERE origin IN (SELECT code FROM airports)', 'airports'],
  [
    'a scalar sub-query in the select list',
    'SELECT (SELECT max(secret) FROM secrets) AS s FROM flights',
    'secrets',
  ],
  ['an EXISTS sub-query', 'SELECT * FROM flights WHERE EXISTS (SELECT 1 FROM secrets)', 'secrets'],
  ['a join', 'SELECT * FROM flights f JOIN airports a ON f.origin = a.code', 'airports'],
  ['a comma join', 'SELECT * FROM flights, airports', 'airports'],
  [
    'a lateral join',
    'SELECT * FROM flights, LATERAL (SELECT name FROM airports WHERE code = origin)',
    'airports',
  ],
  ['a UNION', 'SELECT origin FROM flights UNION SELECT code FROM airports', 'airports'],
  [
    'a UNION ALL by name',
    'SELECT origin FROM flights UNION ALL BY NAME SELECT name FROM airports',
    'airports',
  ],
  ['an INTERSECT', 'SELECT origin FROM flights INTERSECT SELECT code FROM airports', 'airports'],
  ['a second statement', 'SELECT * FROM flights; SELECT * FROM airports', 'airports'],
  ['DESCRIBE of the other table', 'DESCRIBE airports', 'airports'],
  ['SUMMARIZE of the other table', 'SUMMARIZE airports', 'airports'],
  [
    'a PIVOT of the other table in a sub-query',
    "SELECT * FROM (PIVOT airports ON code IN ('SEA', 'SFO') USING count(*))",
    'airports',
  ],
  ['a POSITIONAL JOIN', 'SELECT * FROM flights POSITIONAL JOIN airports', 'airports'],
  ['an ANY sub-query', 'SELECT * FROM flights WHERE origin = ANY (SELECT code FROM airports)', 'airports'],
  ['a view of the catalog', 'SELECT * FROM information_schema.columns', 'columns'],
];

/** SQL run by a function: its tables cannot be told from the text, so it needs the whole database. */
const OPAQUE_READS: readonly [string, string][] = [
  ["query_table('airports')", "SELECT * FROM query_table('airports')"],
  ["query_table('flights') (the allowed one, through SQL text)", "SELECT * FROM query_table('flights')"],
  ["query('SELECT * FROM airports')", "SELECT * FROM query('SELECT * FROM airports')"],
  // DESCRIBE by other names: the other table's columns through a table function.
  ["pragma_table_info('airports')", "SELECT * FROM pragma_table_info('airports')"],
  ['duckdb_columns()', "SELECT column_name FROM duckdb_columns() WHERE table_name = 'airports'"],
];

describe('a user with datasource_access on one dataset', () => {
  it('runs a query on its table', async () => {
    const res = await run(users.dataset!, 'SELECT origin, delay FROM flights ORDER BY id');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([
      { origin: 'SEA', delay: 5 },
      { origin: 'SFO', delay: -3 },
      { origin: 'JFK', delay: 12 },
    ]);
  });

  it('runs a query on its table through a CTE, sub-query and self join', async () => {
    const res = await run(
      users.dataset!,
      'WITH f AS (SELECT * FROM flights) SELECT count(*) AS n FROM f JOIN flights g ON f.id = g.id WHERE f.id IN (SELECT id FROM main.flights)',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([{ n: 3 }]);
  });

  it('estimates a query on its table', async () => {
    const res = await estimate(users.dataset!, 'SELECT * FROM flights');
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(OTHER_TABLE_READS)('is refused %s (execute)', async (_name, sql, table) => {
    expectTableRefusal(await run(users.dataset!, sql), table);
  });

  it.each(OTHER_TABLE_READS)('is refused %s (async execute)', async (_name, sql, table) => {
    expectTableRefusal(await run(users.dataset!, sql, { runAsync: true }), table);
  });

  it.each(OTHER_TABLE_READS)('is refused %s (estimate)', async (_name, sql, table) => {
    expectTableRefusal(await estimate(users.dataset!, sql), table);
  });

  it.each(OPAQUE_READS)('is refused %s (execute and estimate)', async (_name, sql) => {
    for (const res of [await run(users.dataset!, sql), await estimate(users.dataset!, sql)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ errors: { error_type: string }[] }>().errors[0]!.error_type).toBe(
        'TABLE_SECURITY_ACCESS_ERROR',
      );
      expect(res.body).not.toContain(AIRPORT_NAME);
    }
  });

  it('records a refused run as failed, with the refusal as its error', async () => {
    const id = clientId();
    const res = await execute(t.app, users.dataset!, {
      database_id: databaseId,
      client_id: id,
      sql: 'SELECT * FROM airports',
      schema: 'main',
    });
    expect(res.statusCode).toBe(403);
    const query = await waitForQuery(t.app, users.dataset!, id);
    expect(query.state).toBe('failed');
    expect(query.errorMessage).toContain('airports');
    expect(query.rows ?? 0).toBe(0);
  });
});

describe('wider grants', () => {
  const EVERYTHING = [...OTHER_TABLE_READS.map(([, sql]) => sql), ...OPAQUE_READS.map(([, sql]) => sql)];

  it('schema_access on the schema reads every table of it, including one without a dataset', async () => {
    for (const sql of [
      'SELECT * FROM airports',
      'SELECT * FROM secrets',
      'WITH flights AS (SELECT * FROM airports) SELECT * FROM flights',
      'SELECT * FROM flights f JOIN airports a ON f.origin = a.code',
    ]) {
      const res = await run(users.schema!, sql);
      expect(res.statusCode, `${sql}: ${res.body}`).toBe(200);
      expect((await estimate(users.schema!, sql)).statusCode).toBe(200);
    }
  });

  it('schema_access does not reach another schema or SQL run by a function', async () => {
    expectTableRefusal(await run(users.schema!, 'SELECT * FROM information_schema.columns'), 'columns');
    const opaque = await run(users.schema!, "SELECT * FROM query_table('airports')");
    expect(opaque.statusCode, opaque.body).toBe(403);
  });

  it.each([
    ['database_access', 'database'],
    ['all_database_access', 'allDatabases'],
    ['all_datasource_access', 'allDatasources'],
  ])('%s runs anything on the database', async (_name, key) => {
    for (const sql of EVERYTHING) {
      const res = await run(users[key]!, sql);
      expect(res.statusCode, `${sql}: ${res.body}`).toBe(200);
    }
    const res = await run(users[key]!, 'SELECT name FROM airports ORDER BY code');
    expect(res.json<{ data: { name: string }[] }>().data[0]!.name).toBe(AIRPORT_NAME);
  });
});

describe('stored results and exports are checked again when fetched', () => {
  const flightsPair = (): number =>
    pairId('datasource_access', `[${DATABASE}].[flights](id:${flightsDatasetId})`);
  const airportsPair = (): number =>
    pairId('datasource_access', `[${DATABASE}].[airports](id:${airportsDatasetId})`);

  /** Runs the check with the user's data role reduced to `kept`, then gives flights and airports back. */
  async function revoked(kept: number[], check: () => Promise<void>): Promise<void> {
    await setRolePermissions(roles.results!, kept);
    try {
      await check();
    } finally {
      await setRolePermissions(roles.results!, [flightsPair(), airportsPair()]);
    }
  }

  /** 403 TABLE_SECURITY_ACCESS_ERROR, without the run's rows. */
  function expectRefusedResults(res: LightMyRequestResponse): void {
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).not.toContain('JFK');
    expect(res.json<{ errors: { error_type: string }[] }>().errors[0]!.error_type).toBe(
      'TABLE_SECURITY_ACCESS_ERROR',
    );
  }

  async function asyncRun(): Promise<string> {
    const id = clientId();
    const started = await execute(t.app, users.results!, {
      database_id: databaseId,
      client_id: id,
      sql: 'SELECT origin FROM flights ORDER BY id',
      schema: 'main',
      runAsync: true,
    });
    expect(started.statusCode, started.body).toBe(202);
    const query = await waitForQuery(t.app, users.results!, id);
    expect(query.state).toBe('success');
    const url = `/api/v1/sqllab/results/?q=${encodeRison({ key: query.resultsKey })}`;
    const allowed = await t.app.inject({ url, headers: users.results! });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<{ data: unknown[] }>().data).toHaveLength(3);
    return url;
  }

  async function syncRun(): Promise<string> {
    const id = clientId();
    const ran = await execute(t.app, users.results!, {
      database_id: databaseId,
      client_id: id,
      sql: 'SELECT origin FROM flights ORDER BY id',
      schema: 'main',
    });
    expect(ran.statusCode, ran.body).toBe(200);
    const url = `/api/v1/sqllab/export/${id}/`;
    const allowed = await t.app.inject({ url, headers: users.results! });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.body.trim().split(/\r?\n/)).toEqual(['origin', 'SEA', 'SFO', 'JFK']);
    return url;
  }

  it('GET /api/v1/sqllab/results/ of an async run: 403 once the access to its table is revoked', async () => {
    const url = await asyncRun();
    await revoked([airportsPair()], async () => {
      expectRefusedResults(await t.app.inject({ url, headers: users.results! }));
    });
    const again = await t.app.inject({ url, headers: users.results! });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('GET /api/v1/sqllab/results/ of an async run: 403 once every data access is revoked', async () => {
    const url = await asyncRun();
    await revoked([], async () => {
      expectRefusedResults(await t.app.inject({ url, headers: users.results! }));
    });
  });

  it('GET /api/v1/sqllab/export/<client_id>/: 403 once the access to its table is revoked', async () => {
    const url = await syncRun();
    await revoked([airportsPair()], async () => {
      expectRefusedResults(await t.app.inject({ url, headers: users.results! }));
    });
    const again = await t.app.inject({ url, headers: users.results! });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('GET /api/v1/sqllab/export/<client_id>/: 403 once every data access is revoked', async () => {
    const url = await syncRun();
    await revoked([], async () => {
      expectRefusedResults(await t.app.inject({ url, headers: users.results! }));
    });
  });

  it('another user cannot fetch the results or the export of a run, whatever their access', async () => {
    const id = clientId();
    const started = await execute(t.app, users.dataset!, {
      database_id: databaseId,
      client_id: id,
      sql: 'SELECT origin FROM flights',
      schema: 'main',
      runAsync: true,
    });
    expect(started.statusCode).toBe(202);
    const query = await waitForQuery(t.app, users.dataset!, id);
    const results = await t.app.inject({
      url: `/api/v1/sqllab/results/?q=${encodeRison({ key: query.resultsKey })}`,
      headers: users.database!,
    });
    expect(results.statusCode).toBe(404);
    expect(results.body).not.toContain('JFK');
    const exported = await t.app.inject({ url: `/api/v1/sqllab/export/${id}/`, headers: users.database! });
    expect(exported.statusCode).toBe(404);
    expect(exported.body).not.toContain('JFK');
  });
});
