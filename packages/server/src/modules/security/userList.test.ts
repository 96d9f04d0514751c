import type { UserResult } from '@loupe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

const USERS = '/api/v1/security/users';

let t: TestApp;
let admin: Headers;
const role: Record<'Admin' | 'Alpha' | 'Gamma' | 'sql_lab', number> = {
  Admin: 0,
  Alpha: 0,
  Gamma: 0,
  sql_lab: 0,
};

interface ListBody {
  count: number;
  ids: number[];
  result: (UserResult & Record<string, unknown>)[];
  [key: string]: unknown;
}

async function list(q: string): Promise<{ status: number; body: ListBody }> {
  const res = await t.app.inject({ url: `${USERS}/?q=${encodeURIComponent(q)}`, headers: admin });
  return { status: res.statusCode, body: res.json<ListBody>() };
}

async function usernames(q: string): Promise<string[]> {
  const { status, body } = await list(q);
  expect(status).toBe(200);
  return body.result.map((u) => u.username);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  for (const name of Object.keys(role) as (keyof typeof role)[]) {
    role[name] = await roleIdOf(t.app, admin, name);
  }
  const seed = [
    newUserBody([role.Gamma], { username: 'f_alice', first_name: 'Alice', last_name: 'Smith' }),
    newUserBody([role.Alpha], { username: 'f_bob', first_name: 'Bob', last_name: 'Jones', active: false }),
    newUserBody([role.Gamma, role.sql_lab], {
      username: 'f_carol',
      first_name: 'Carol',
      last_name: 'Smithers',
    }),
    newUserBody([role.Alpha], { username: 'f_50%off', first_name: 'Percent' }),
    newUserBody([role.Alpha], { username: 'f_50xoff', first_name: 'Letter' }),
  ];
  for (const body of seed) await createUser(t.app, admin, body);
});

afterAll(async () => {
  await t.close();
});

describe('list', () => {
  it('answers with the Superset list envelope', async () => {
    const { status, body } = await list('()');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'count',
        'description_columns',
        'ids',
        'label_columns',
        'list_columns',
        'list_title',
        'order_columns',
        'result',
      ].sort(),
    );
    expect(body.list_title).toBe('List Users');
    expect(body.ids).toEqual(body.result.map((u) => u.id));
    expect(body.list_columns).toEqual(expect.arrayContaining(['id', 'username', 'roles', 'active']));
    expect(body.order_columns).toContain('username');
    expect(body.label_columns).toMatchObject({ username: 'User Name', roles: 'Role' });
    expect(body.result[0]).toMatchObject({
      id: 1,
      username: 'admin',
      active: true,
      roles: [{ id: role.Admin, name: 'Admin' }],
    });
  });

  it.each([
    ['ct is case-insensitive', '(filters:!((col:first_name,opr:ct,value:ALI)))', ['f_alice']],
    ['sw', '(filters:!((col:last_name,opr:sw,value:smith)))', ['f_alice', 'f_carol']],
    ['eq on active false', '(filters:!((col:active,opr:eq,value:!f)))', ['f_bob']],
    ['rel_m_m on roles', `(filters:!((col:roles,opr:rel_m_m,value:ROLE_SQL_LAB)))`, ['f_carol']],
    [
      'ANDed filters',
      '(filters:!((col:last_name,opr:ct,value:smith),(col:first_name,opr:sw,value:car)))',
      ['f_carol'],
    ],
    ['% matched literally', "(filters:!((col:username,opr:ct,value:'50%')))", ['f_50%off']],
    ['_ matched literally', "(filters:!((col:username,opr:sw,value:'f_5')))", ['f_50%off', 'f_50xoff']],
    ['_ does not match any letter', "(filters:!((col:first_name,opr:ct,value:'l_c')))", []],
  ])('filters: %s', async (_name, q, expected) => {
    expect(await usernames(q.replace('ROLE_SQL_LAB', String(role.sql_lab)))).toEqual(expected);
  });

  it('orders ascending and descending', async () => {
    const asc = await usernames('(order_column:username,order_direction:asc,page_size:100)');
    const desc = await usernames('(order_column:username,order_direction:desc,page_size:100)');
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].reverse());
    expect(asc.length).toBeGreaterThan(3);
  });

  it('pages with page and page_size', async () => {
    const q = (page: number): string => `(order_column:id,page:${page},page_size:2)`;
    const first = await list(q(0));
    const second = await list(q(1));
    expect(first.body.result).toHaveLength(2);
    expect(second.body.count).toBe(first.body.count);
    expect(second.body.ids[0]).toBeGreaterThan(first.body.ids[1] ?? Infinity);
  });

  it('caps page_size 1000 at 100', async () => {
    for (let i = 0; i < 105; i += 1) {
      await t.services.repositories.users.create({
        first_name: 'Bulk',
        last_name: `N${i}`,
        username: `bulk${String(i).padStart(3, '0')}`,
        email: `bulk${i}@example.com`,
        active: true,
        passwordHash: 'not-a-hash',
        roleIds: [role.Gamma],
        createdBy: null,
      });
    }
    const { body } = await list('(filters:!((col:username,opr:sw,value:bulk)),page_size:1000)');
    expect(body.count).toBe(105);
    expect(body.result).toHaveLength(100);
  });

  it.each([
    ['an unknown filter column', '(filters:!((col:password,opr:eq,value:x)))'],
    ['an operator the column does not allow', '(filters:!((col:active,opr:ct,value:x)))'],
    ['a bad order_column', '(order_column:password)'],
    ['a wrong type', '(page:x)'],
  ])('is 400 for %s', async (_name, q) => {
    const { status, body } = await list(q);
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('is 400 "Not a valid rison argument" for bad rison', async () => {
    const { status, body } = await list('(filters:!(');
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Not a valid rison argument' });
  });

  it('_info answers the requested keys', async () => {
    const q = encodeURIComponent('(keys:!(permissions,filters,add_columns))');
    const res = await t.app.inject({ url: `${USERS}/_info?q=${q}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const info = res.json<{
      permissions: string[];
      filters: Record<string, unknown>;
      add_columns: { name: string }[];
    }>();
    expect(Object.keys(info).sort()).toEqual(['add_columns', 'filters', 'permissions']);
    expect(info.permissions).toEqual(['can_read', 'can_write']);
    expect(info.filters.roles).toEqual([{ name: 'Relation as Many', operator: 'rel_m_m' }]);
    expect(info.add_columns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['username', 'roles', 'password']),
    );
  });

  it('related/roles searches role names and adds include_ids', async () => {
    const get = async (
      q: string,
    ): Promise<{ status: number; body: { count: number; result: { value: number; text: string }[] } }> => {
      const res = await t.app.inject({
        url: `${USERS}/related/roles?q=${encodeURIComponent(q)}`,
        headers: admin,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const all = await get('()');
    expect(all.body.count).toBe(5);
    const filtered = await get("(filter:'AMM')");
    expect(filtered.body).toEqual({ count: 1, result: [{ value: role.Gamma, text: 'Gamma', extra: {} }] });
    const included = await get(`(filter:amm,include_ids:!(${role.Admin}))`);
    expect(included.body.result.map((r) => r.text).sort()).toEqual(['Admin', 'Gamma']);
    expect((await get(`(include_ids:!(${role.Admin}),page:1)`)).status).toBe(422);
    const unknown = await t.app.inject({ url: `${USERS}/related/email`, headers: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('distinct/username lists values matching a filter', async () => {
    const res = await t.app.inject({
      url: `${USERS}/distinct/username?q=${encodeURIComponent('(filter:f_)')}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; result: { text: string; value: string }[] }>();
    expect(body.result.map((r) => r.value)).toEqual(['f_50%off', 'f_50xoff', 'f_alice', 'f_bob', 'f_carol']);
    expect(body.result[0]).toEqual({ text: 'f_50%off', value: 'f_50%off' });
    expect(body.count).toBe(5);
  });
});
