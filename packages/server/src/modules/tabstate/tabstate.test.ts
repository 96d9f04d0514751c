import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSqliteDatabase,
  createTab,
  FORM,
  insertQueryRow,
  jsonForm as form,
  queryRow,
  readTab,
} from '../../testing/sqlLabState.testkit.js';
import { createTestApp, sessionLogin, type TestApp } from '../../testing/testApp.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';

describe('tab state and table schema views', () => {
  let t: TestApp;
  let admin: Headers;
  let other: Headers;
  let dbId: number;
  let sqliteDir: string;

  beforeAll(async () => {
    t = await createTestApp({ LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
    sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-tabs-'));
    admin = await t.bearer();
    const roles = [await roleIdOf(t.app, admin, 'Gamma'), await roleIdOf(t.app, admin, 'sql_lab')];
    const body = newUserBody(roles);
    await createUser(t.app, admin, body);
    other = await t.bearer(body.username, body.password);
    dbId = await createSqliteDatabase(t, admin, 'tabs', sqliteDir);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  });

  const newTab = (headers: Headers): Promise<number> => createTab(t, headers, dbId);
  const getTab = (headers: Headers, id: number): Promise<Record<string, unknown>> => readTab(t, headers, id);
  /** A POST of JSON-string form fields as the admin. */
  const postForm = (url: string, fields: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { ...admin, ...FORM }, payload: form(fields) });

  it('creates a tab from the form-encoded editor and reads it back', async () => {
    const id = await newTab(admin);
    expect(await getTab(admin, id)).toMatchObject({
      id,
      label: 'Untitled Query 1',
      active: true,
      database_id: dbId,
      schema: 'main',
      sql: 'SELECT 1',
      query_limit: 100,
      hide_left_bar: false,
      autorun: false,
      template_params: '{}',
      table_schemas: [],
      latest_query: null,
      saved_query: null,
      extra_json: null,
    });
  });

  it('updates fields sent as JSON strings in a form, and as a JSON body', async () => {
    const id = await newTab(admin);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${id}`,
      headers: { ...admin, ...FORM },
      payload: form({
        sql: 'SELECT 2',
        label: 'Renamed',
        query_limit: 10,
        hide_left_bar: true,
        autorun: true,
        extra_json: { x: 1 },
      }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toBe(id);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${id}`,
      headers: admin,
      payload: { schema: 'other', latest_query_id: 'abc123' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(await getTab(admin, id)).toMatchObject({
      sql: 'SELECT 2',
      label: 'Renamed',
      query_limit: 10,
      hide_left_bar: true,
      autorun: true,
      extra_json: '{"x":1}',
      schema: 'other',
      // No such query in the query table yet: read as no latest query rather than an error.
      latest_query: null,
    });
    const bad = {
      method: 'PUT',
      url: `/tabstateview/${id}`,
      headers: admin,
      payload: { nonsense: 1 },
    } as const;
    expect((await t.app.inject(bad)).statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload: { label: 'S' },
    });
    const savedId = saved.json<{ id: number }>().id;
    await t.app.inject({ ...bad, payload: { saved_query_id: savedId } });
    expect((await getTab(admin, id)).saved_query).toEqual({ id: savedId, label: 'S' });
  });

  it('keeps one active tab per user and switches it on activate', async () => {
    const first = await newTab(admin);
    const second = await newTab(admin);
    expect((await getTab(admin, first)).active).toBe(false);
    expect((await getTab(admin, second)).active).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: `/tabstateview/${first}/activate`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getTab(admin, first)).active).toBe(true);
    expect((await getTab(admin, second)).active).toBe(false);
  });

  it("hides another user's tab from every verb", async () => {
    const id = await newTab(admin);
    const calls = [
      { method: 'GET', url: `/tabstateview/${id}` },
      { method: 'PUT', url: `/tabstateview/${id}`, payload: { sql: 'x' } },
      { method: 'DELETE', url: `/tabstateview/${id}` },
      { method: 'POST', url: `/tabstateview/${id}/activate` },
      { method: 'POST', url: `/tabstateview/${id}/migrate_query`, payload: { queryId: 'abc' } },
      { method: 'DELETE', url: `/tabstateview/${id}/query/abc` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: other });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await getTab(admin, id)).toMatchObject({ sql: 'SELECT 1', active: true });
    const table = await t.app.inject({
      method: 'POST',
      url: '/tableschemaview/',
      headers: other,
      payload: { table: { queryEditorId: id, dbId, schema: 'main', name: 't' } },
    });
    expect(table.statusCode).toBe(404);
  });

  it('deletes a tab with its table schemas', async () => {
    const id = await newTab(admin);
    const del = await t.app.inject({ method: 'DELETE', url: `/tabstateview/${id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBe('OK');
    expect((await t.app.inject({ url: `/tabstateview/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('attaches table schemas to a tab, re-adding replaces, and expands or collapses them', async () => {
    const id = await newTab(admin);
    const table = {
      queryEditorId: id,
      dbId,
      catalog: null,
      schema: 'main',
      name: 'sales',
      columns: [{ name: 'a' }],
    };
    const add = () => postForm('/tableschemaview/', { table });
    const first = await add();
    expect(first.statusCode, first.body).toBe(200);
    const second = await add();
    const tableId = second.json<{ id: number }>().id;
    const schemas = (await getTab(admin, id)).table_schemas as Record<string, unknown>[];
    expect(schemas).toEqual([
      {
        id: tableId,
        tab_state_id: id,
        database_id: dbId,
        catalog: null,
        schema: 'main',
        table: 'sales',
        description: table,
        expanded: true,
      },
    ]);
    const collapse = await postForm(`/tableschemaview/${tableId}/expanded`, { expanded: false });
    expect(collapse.json()).toEqual({ id: tableId, expanded: false });
    expect(((await getTab(admin, id)).table_schemas as { expanded: boolean }[])[0]!.expanded).toBe(false);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/tableschemaview/${tableId}`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/tableschemaview/${tableId}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect((await getTab(admin, id)).table_schemas).toEqual([]);
  });

  it('bootstraps SQL Lab with the tab ids, the active tab, the exposed databases, the row limits and the feature flags', async () => {
    const fresh = await createTestApp({
      LOUPE_SQLLAB_DEFAULT_LIMIT: '250',
      LOUPE_SQLLAB_DISPLAY_MAX_ROW: '5000',
      LOUPE_FEATURE_FLAGS: '{"SQLLAB_BACKEND_PERSISTENCE": false}',
    });
    try {
      const headers = await fresh.bearer();
      const empty = await fresh.app.inject({ url: '/api/v1/sqllab/', headers });
      expect(empty.json()).toEqual({
        result: {
          tab_state_ids: [],
          active_tab: null,
          databases: {},
          queries: {},
          common: {
            conf: { DEFAULT_SQLLAB_LIMIT: 250, DISPLAY_MAX_ROW: 5000, SQL_MAX_ROW: 5000 },
            feature_flags: {
              DISABLE_LEGACY_DATASOURCE_EDITOR: true,
              SQLLAB_BACKEND_PERSISTENCE: false,
              DASHBOARD_RBAC: false,
              DASHBOARD_CROSS_FILTERS: true,
              HORIZONTAL_FILTER_BAR: false,
            },
          },
        },
      });
      const tab = await fresh.app.inject({
        method: 'POST',
        url: '/tabstateview/',
        headers,
        payload: { queryEditor: JSON.stringify({ name: 'Mine', sql: 'SELECT 3' }) },
      });
      const id = tab.json<{ id: number }>().id;
      const res = await fresh.app.inject({ url: '/api/v1/sqllab/', headers });
      const result = res.json<{ result: Record<string, unknown> }>().result;
      expect(result.tab_state_ids).toEqual([[id, 'Mine']]);
      expect(result.active_tab).toMatchObject({ id, label: 'Mine', sql: 'SELECT 3', active: true });
    } finally {
      await fresh.close();
    }
    const res = await t.app.inject({ url: '/api/v1/sqllab/', headers: admin });
    expect(res.json().result.common).toEqual({
      conf: { DEFAULT_SQLLAB_LIMIT: 1000, DISPLAY_MAX_ROW: 10_000, SQL_MAX_ROW: 10_000 },
      feature_flags: {
        DISABLE_LEGACY_DATASOURCE_EDITOR: true,
        SQLLAB_BACKEND_PERSISTENCE: true,
        DASHBOARD_RBAC: false,
        DASHBOARD_CROSS_FILTERS: true,
        HORIZONTAL_FILTER_BAR: false,
      },
    });
    const databases = res.json<{ result: { databases: Record<string, Record<string, unknown>> } }>().result
      .databases;
    expect(databases[String(dbId)]).toMatchObject({
      id: dbId,
      database_name: 'tabs',
      backend: 'sqlite',
      expose_in_sqllab: true,
    });
  });

  it('reads the latest query by client id, migrates queries to the tab and deletes them', async () => {
    const id = await newTab(admin);
    const me = await t.app.inject({ url: '/api/v1/me/', headers: admin });
    const userId = me.json<{ result: { id: number } }>().result.id;
    await insertQueryRow(t, {
      client_id: 'q1abc',
      database_id: dbId,
      user_id: userId,
      sql_editor_id: 'client-tab',
      sql: 'SELECT 7',
    });
    const migrate = await postForm(`/tabstateview/${id}/migrate_query`, { queryId: 'q1abc' });
    expect(migrate.statusCode, migrate.body).toBe(200);
    expect((await queryRow(t, 'q1abc'))?.sql_editor_id).toBe(String(id));
    await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${id}`,
      headers: admin,
      payload: { latest_query_id: 'q1abc' },
    });
    expect((await getTab(admin, id)).latest_query).toMatchObject({
      id: 'q1abc',
      dbId,
      sql: 'SELECT 7',
      state: 'success',
      sqlEditorId: String(id),
      startDttm: Date.parse('2024-01-01T00:00:00.000Z'),
    });
    const boot = await t.app.inject({ url: '/api/v1/sqllab/', headers: admin });
    expect(boot.json<{ result: { queries: Record<string, unknown> } }>().result.queries.q1abc).toMatchObject({
      sql: 'SELECT 7',
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/tabstateview/${id}/query/q1abc`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(await queryRow(t, 'q1abc')).toBeUndefined();
  });

  it('needs the CSRF token for cookie-authenticated mutations', async () => {
    const { cookie, csrf } = await sessionLogin(t.app);
    const payload = form({ queryEditor: { name: 'Cookie tab', sql: 'SELECT 1' } });
    const without = await t.app.inject({
      method: 'POST',
      url: '/tabstateview/',
      headers: { cookie, ...FORM },
      payload,
    });
    expect(without.statusCode).toBe(400);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/tabstateview/',
      headers: { cookie, 'x-csrftoken': csrf, ...FORM },
      payload,
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    const id = withToken.json<{ id: number }>().id;
    const activate = await t.app.inject({
      method: 'POST',
      url: `/tabstateview/${id}/activate`,
      headers: { cookie },
    });
    expect(activate.statusCode).toBe(400);
  });
});
