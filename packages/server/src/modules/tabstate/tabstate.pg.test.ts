import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import {
  createSqliteDatabase,
  createTab,
  FORM,
  jsonForm,
  readTab,
} from '../../testing/sqlLabState.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

/**
 * SQL Lab state on a PostgreSQL metadata store (production's): the transactions, NULL-aware
 * matches, favourites and text filters must behave as on SQLite.
 */
describe('SQL Lab state on PostgreSQL metadata', () => {
  let t: TestApp;
  let admin: Headers;
  let drop: () => Promise<void>;
  let dbId: number;
  let sqliteDir: string;

  beforeAll(async () => {
    const pg = await createPgTestSchema(inject('pgUrl'));
    drop = pg.drop;
    t = await createTestApp({ LOUPE_METADATA_URL: pg.url, LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
    admin = await t.bearer();
    sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-pgmeta-'));
    dbId = await createSqliteDatabase(t, admin, 'pgmeta', sqliteDir);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(sqliteDir, { recursive: true, force: true });
    await drop();
  });

  it('keeps one active tab, replaces a re-added table schema with a null schema, and bootstraps', async () => {
    const first = await createTab(t, admin, dbId);
    const second = await createTab(t, admin, dbId);
    expect((await readTab(t, admin, first)).active).toBe(false);
    const table = { queryEditorId: second, dbId, schema: null, name: 'sales' };
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/tableschemaview/',
        headers: { ...admin, ...FORM },
        payload: jsonForm({ table }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await readTab(t, admin, second)).table_schemas).toHaveLength(1);
    const boot = await t.app.inject({ url: '/api/v1/sqllab/', headers: admin });
    expect(boot.json<{ result: { active_tab: { id: number } } }>().result.active_tab.id).toBe(second);
  });

  it('filters saved queries by all text and favourites', async () => {
    const ids: number[] = [];
    for (const label of ['Weekly SALES', 'Other']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/saved_query/',
        headers: admin,
        payload: { label },
      });
      ids.push(res.json<{ id: number }>().id);
    }
    const text = await t.app.inject({
      url: `/api/v1/saved_query/?q=${encodeURIComponent('(filters:!((col:label,opr:all_text,value:sales)))')}`,
      headers: admin,
    });
    expect(text.json<{ ids: number[] }>().ids).toEqual([ids[0]]);
    const me = await t.app.inject({ url: '/api/v1/me/', headers: admin });
    const userId = me.json<{ result: { id: number } }>().result.id;
    await t.services.db
      .insertInto('favstar')
      .values({ user_id: userId, class_name: 'query', obj_id: ids[1]!, dttm: null })
      .execute();
    const fav = await t.app.inject({
      url: `/api/v1/saved_query/?q=${encodeURIComponent('(filters:!((col:id,opr:saved_query_is_fav,value:!t)))')}`,
      headers: admin,
    });
    expect(fav.json<{ ids: number[] }>().ids).toEqual([ids[1]]);
  });

  it('round-trips a permalink and a KV entry', async () => {
    const state = { dbId, sql: 'SELECT 1' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: admin,
      payload: state,
    });
    const { key } = res.json<{ key: string }>();
    expect((await t.app.inject({ url: `/api/v1/sqllab/permalink/${key}`, headers: admin })).json()).toEqual(
      state,
    );
    const kv = await t.app.inject({
      method: 'POST',
      url: '/kv/store/',
      headers: admin,
      payload: { data: '{"a":1}' },
    });
    const { id } = kv.json<{ id: number }>();
    expect((await t.app.inject({ url: `/kv/${id}/`, headers: admin })).body).toBe('{"a":1}');
  });
});
