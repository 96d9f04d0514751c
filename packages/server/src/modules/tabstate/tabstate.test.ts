import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionLogin, type TestApp } from '../../testing/testApp.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A url-encoded body whose every field is a JSON string, as Superset's client posts. */
function form(fields: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])).toString();
}

describe('tab state and table schema views', () => {
  let t: TestApp;
  let admin: Headers;
  let other: Headers;
  let dbId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.bearer();
    const roles = [await roleIdOf(t.app, admin, 'Gamma'), await roleIdOf(t.app, admin, 'sql_lab')];
    const body = newUserBody(roles);
    await createUser(t.app, admin, body);
    other = await t.bearer(body.username, body.password);
    const file = path.join(t.dataDir, 'tabs.sqlite');
    fs.writeFileSync(file, '');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'tabs', sqlalchemy_uri: `sqlite:///${file}`, expose_in_sqllab: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    dbId = res.json<{ id: number }>().id;
  });
  afterAll(async () => t.close());

  async function newTab(headers: Headers, editor: Record<string, unknown> = {}): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tabstateview/',
      headers: { ...headers, ...FORM },
      payload: form({
        queryEditor: {
          name: 'Untitled Query 1',
          dbId,
          schema: 'main',
          sql: 'SELECT 1',
          queryLimit: 100,
          hideLeftBar: false,
          templateParams: '{}',
          autorun: false,
          selectedText: null,
          ...editor,
        },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  }

  async function getTab(headers: Headers, id: number): Promise<Record<string, unknown>> {
    const res = await t.app.inject({ url: `/tabstateview/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  }

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
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${id}`,
      headers: admin,
      payload: { nonsense: 1 },
    });
    expect(bad.statusCode).toBe(400);
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
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/tableschemaview/',
        headers: { ...admin, ...FORM },
        payload: form({ table }),
      });
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
    const collapse = await t.app.inject({
      method: 'POST',
      url: `/tableschemaview/${tableId}/expanded`,
      headers: { ...admin, ...FORM },
      payload: form({ expanded: false }),
    });
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

  it('bootstraps SQL Lab with the tab ids, the active tab and the exposed databases', async () => {
    const fresh = await createTestApp();
    try {
      const headers = await fresh.bearer();
      const empty = await fresh.app.inject({ url: '/api/v1/sqllab/', headers });
      expect(empty.json()).toEqual({
        result: { tab_state_ids: [], active_tab: null, databases: {}, queries: {} },
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
    const databases = res.json<{ result: { databases: Record<string, Record<string, unknown>> } }>().result
      .databases;
    expect(databases[String(dbId)]).toMatchObject({
      id: dbId,
      database_name: 'tabs',
      backend: 'sqlite',
      expose_in_sqllab: true,
    });
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
