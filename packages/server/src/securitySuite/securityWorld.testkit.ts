import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databasePermName } from '@loupe/core';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createDuckdbFixture, SALES_FIXTURE } from '../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../testing/securityApi.testkit.js';
import { FORM, jsonForm } from '../testing/sqlLabState.testkit.js';
import { createTestApp, type TestApp } from '../testing/testApp.testkit.js';

/** The callers the access matrix checks, by name. `anonymous` sends no credentials at all. */
export const MATRIX_ROLES = ['anonymous', 'Public', 'Gamma', 'sql_lab', 'Alpha', 'Admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** The built-in roles each matrix user holds (besides the data role that opens the fixture database). */
export const ROLE_MEMBERSHIP: Readonly<Record<MatrixRole, readonly string[]>> = {
  anonymous: [],
  Public: ['Public'],
  Gamma: ['Gamma'],
  sql_lab: ['Gamma', 'sql_lab'],
  Alpha: ['Alpha'],
  Admin: ['Admin'],
};

/** Ids and keys of real objects, so a path placeholder names something that exists. */
export interface WorldObjects {
  databaseId: number;
  databaseName: string;
  datasetId: number;
  chartId: number;
  savedQueryId: number;
  annotationLayerId: number;
  annotationId: number;
  tabId: number;
  tableSchemaId: number;
  queryId: number;
  queryClientId: string;
  kvId: number;
  sqlLabPermalinkKey: string;
  formDataKey: string;
  explorePermalinkKey: string;
  chartCacheKey: string;
  adminUserId: number;
  gammaRoleId: number;
  /** Objects the fuzz may change or delete without spoiling the others. */
  spare: {
    databaseId: number;
    datasetId: number;
    chartId: number;
    savedQueryId: number;
    annotationLayerId: number;
    annotationId: number;
    tabId: number;
    userId: number;
    roleId: number;
  };
}

export interface SecurityWorld {
  t: TestApp;
  /** Request headers per matrix role (`anonymous`: none). */
  as: Record<MatrixRole, Headers>;
  objects: WorldObjects;
  /** Server-side paths that must never appear in a response body. */
  serverPaths: string[];
  close(): Promise<void>;
}

/** Fails with the response when a setup request did not answer what it should. */
export function expectStatus(res: LightMyRequestResponse, status: number, what: string): void {
  if (res.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

/** A stand-in for the built web app, so the SPA's file-serving route runs as in production. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Loupe</title>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'export {};');
  return dir;
}

const CHART_FORM_DATA = { viz_type: 'table', metrics: ['count'], groupby: ['region'], row_limit: 10 };

/**
 * A Loupe test app with a real DuckDB database (the sales fixture) registered through the API,
 * a dataset, chart, saved query, SQL Lab tab, query, permalinks and form-data entry on it, and one
 * user per built-in role. Gamma and sql_lab users also hold database_access on the fixture database,
 * so their SQL Lab and chart-data calls reach the engine rather than stopping at data access.
 */
export async function createSecurityWorld(): Promise<SecurityWorld> {
  const webDist = fakeWebDist();
  const t = await createTestApp({ LOUPE_WEB_DIST: webDist, LOUPE_LOGIN_RATE_LIMIT: '100000' });
  const fixture = await createDuckdbFixture(SALES_FIXTURE);
  const spareFixture = await createDuckdbFixture([
    'CREATE TABLE notes (id INTEGER, body VARCHAR)',
    "INSERT INTO notes VALUES (1, 'one')",
  ]);
  try {
    const admin = await t.bearer();
    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
      headers: Headers = admin,
    ): Promise<LightMyRequestResponse> =>
      t.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as string }),
      });

    const databaseName = 'security suite';
    const db = await call('POST', '/api/v1/database/', {
      database_name: databaseName,
      sqlalchemy_uri: fixture.uri,
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    expectStatus(db, 201, 'create database');
    const databaseId = db.json<{ id: number }>().id;
    const spareDb = await call('POST', '/api/v1/database/', {
      database_name: 'security suite spare',
      sqlalchemy_uri: spareFixture.uri,
      expose_in_sqllab: true,
      allow_file_upload: true,
      allow_dml: true,
    });
    expectStatus(spareDb, 201, 'create spare database');
    const spareDatabaseId = spareDb.json<{ id: number }>().id;

    const dataset = async (database: number, table: string): Promise<number> => {
      const res = await call('POST', '/api/v1/dataset/', { database, schema: 'main', table_name: table });
      expectStatus(res, 201, `create dataset ${table}`);
      return res.json<{ id: number }>().id;
    };
    const datasetId = await dataset(databaseId, 'sales');
    const spareDatasetId = await dataset(spareDatabaseId, 'notes');

    const chartData = await call('POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['region'], metrics: ['count'], row_limit: 10 }],
      result_format: 'json',
      result_type: 'full',
    });
    expectStatus(chartData, 200, 'chart data');
    const chartCacheKey = chartData.json<{ result: { cache_key: string }[] }>().result[0]!.cache_key;
    const queryContext = JSON.stringify({
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['region'], metrics: ['count'], row_limit: 10 }],
      form_data: CHART_FORM_DATA,
      result_format: 'json',
      result_type: 'full',
    });
    const chart = async (name: string, dsId: number): Promise<number> => {
      const res = await call('POST', '/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id: dsId,
        datasource_type: 'table',
        params: JSON.stringify(CHART_FORM_DATA),
        query_context: queryContext,
      });
      expectStatus(res, 201, `create chart ${name}`);
      return res.json<{ id: number }>().id;
    };
    const chartId = await chart('Sales by region', datasetId);
    const spareChartId = await chart('Spare chart', spareDatasetId);

    const savedQuery = async (label: string): Promise<number> => {
      const res = await call('POST', '/api/v1/saved_query/', {
        db_id: databaseId,
        label,
        schema: 'main',
        sql: 'SELECT region, amount FROM sales',
      });
      expectStatus(res, 201, `create saved query ${label}`);
      return res.json<{ id: number }>().id;
    };
    const savedQueryId = await savedQuery('Sales');
    const spareSavedQueryId = await savedQuery('Spare');

    const annotated = async (name: string): Promise<{ layerId: number; annotationId: number }> => {
      const layer = await call('POST', '/api/v1/annotation_layer/', { name });
      expectStatus(layer, 201, `create annotation layer ${name}`);
      const layerId = layer.json<{ id: number }>().id;
      const note = await call('POST', `/api/v1/annotation_layer/${layerId}/annotation/`, {
        short_descr: `${name} event`,
        start_dttm: '2024-01-01T00:00:00',
      });
      expectStatus(note, 201, `create annotation of ${name}`);
      return { layerId, annotationId: note.json<{ id: number }>().id };
    };
    const annotations = await annotated('Suite layer');
    const spareAnnotations = await annotated('Spare layer');

    const tab = async (): Promise<number> => {
      const queryEditor = {
        name: 'Query',
        dbId: databaseId,
        schema: 'main',
        sql: 'SELECT 1',
        autorun: false,
      };
      const res = await call('POST', '/tabstateview/', jsonForm({ queryEditor }), { ...admin, ...FORM });
      expectStatus(res, 200, 'create tab');
      return res.json<{ id: number }>().id;
    };
    const spareTabId = await tab();
    const tabId = await tab();
    const tableSchema = await call('POST', '/tableschemaview/', {
      table: { queryEditorId: tabId, dbId: databaseId, schema: 'main', name: 'sales' },
    });
    expectStatus(tableSchema, 200, 'create table schema');
    const tableSchemaId = tableSchema.json<{ id: number }>().id;

    const queryClientId = 'secsuite1';
    const run = await call('POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: 'SELECT region, amount FROM sales',
      client_id: queryClientId,
      sql_editor_id: String(tabId),
      runAsync: false,
    });
    expectStatus(run, 200, 'run a SQL Lab query');
    const queryId = run.json<{ query_id: number }>().query_id;

    const kv = await call('POST', '/kv/store/', new URLSearchParams({ data: '{"a":1}' }).toString(), {
      ...admin,
      ...FORM,
    });
    expectStatus(kv, 200, 'kv store');
    const sqlLabPermalink = await call('POST', '/api/v1/sqllab/permalink', {
      dbId: databaseId,
      name: 'Query',
      schema: 'main',
      sql: 'SELECT 1',
    });
    expectStatus(sqlLabPermalink, 201, 'SQL Lab permalink');
    const formData = await call('POST', '/api/v1/explore/form_data', {
      datasource_id: datasetId,
      datasource_type: 'table',
      form_data: JSON.stringify({ ...CHART_FORM_DATA, datasource: `${datasetId}__table` }),
    });
    expectStatus(formData, 201, 'explore form data');
    const explorePermalink = await call('POST', '/api/v1/explore/permalink', {
      formData: { ...CHART_FORM_DATA, datasource: `${datasetId}__table` },
      urlParams: [],
    });
    expectStatus(explorePermalink, 201, 'explore permalink');

    // A role holding database_access on the fixture database, so data checks let Gamma users through.
    const pairIds = await t.services.repositories.permissions.pairIdsFor([
      ['database_access', databasePermName(databaseName, databaseId)],
    ]);
    if (pairIds.length !== 1) throw new Error(`no database_access pair for ${databaseName}`);
    const dataRole = await call('POST', '/api/v1/security/roles/', {
      name: 'suite data',
      permissions: pairIds,
    });
    expectStatus(dataRole, 201, 'create data role');
    const dataRoleId = dataRole.json<{ id: number }>().id;
    const spareRole = await call('POST', '/api/v1/security/roles/', { name: 'suite spare', permissions: [] });
    expectStatus(spareRole, 201, 'create spare role');

    const roleIds = new Map<string, number>();
    for (const name of ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'])
      roleIds.set(name, await roleIdOf(t.app, admin, name));
    const as: Partial<Record<MatrixRole, Headers>> = { anonymous: {}, Admin: admin };
    for (const role of ['Public', 'Gamma', 'sql_lab', 'Alpha'] as const) {
      const builtins = ROLE_MEMBERSHIP[role].map((name) => roleIds.get(name)!);
      const data = role === 'Gamma' || role === 'sql_lab' ? [dataRoleId] : [];
      const body = newUserBody([...builtins, ...data], { username: `suite_${role.toLowerCase()}` });
      await createUser(t.app, admin, body);
      as[role] = await t.bearer(body.username, body.password);
    }
    const spareUser = await createUser(t.app, admin, newUserBody([roleIds.get('Gamma')!]));
    const me = await call('GET', '/api/v1/me/');
    expectStatus(me, 200, 'me');

    const objects: WorldObjects = {
      databaseId,
      databaseName,
      datasetId,
      chartId,
      savedQueryId,
      annotationLayerId: annotations.layerId,
      annotationId: annotations.annotationId,
      tabId,
      tableSchemaId,
      queryId,
      queryClientId,
      kvId: kv.json<{ id: number }>().id,
      sqlLabPermalinkKey: sqlLabPermalink.json<{ key: string }>().key,
      formDataKey: formData.json<{ key: string }>().key,
      explorePermalinkKey: explorePermalink.json<{ key: string }>().key,
      chartCacheKey,
      adminUserId: me.json<{ result: { id: number } }>().result.id,
      gammaRoleId: roleIds.get('Gamma')!,
      spare: {
        databaseId: spareDatabaseId,
        datasetId: spareDatasetId,
        chartId: spareChartId,
        savedQueryId: spareSavedQueryId,
        annotationLayerId: spareAnnotations.layerId,
        annotationId: spareAnnotations.annotationId,
        tabId: spareTabId,
        userId: spareUser.id,
        roleId: spareRole.json<{ id: number }>().id,
      },
    };
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    return {
      t,
      as: as as Record<MatrixRole, Headers>,
      objects,
      serverPaths: [repoRoot, t.dataDir, webDist, 'node_modules'],
      async close() {
        await t.close();
        fixture.remove();
        spareFixture.remove();
        fs.rmSync(webDist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await t.close();
    fixture.remove();
    spareFixture.remove();
    fs.rmSync(webDist, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Every row of every table of the SQLite metadata store, as one string: two equal snapshots mean
 * nothing was written between them.
 */
export async function metadataSnapshot(t: TestApp): Promise<string> {
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' order by name`.execute(t.services.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(t.services.db);
    parts.push(`${name}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}
