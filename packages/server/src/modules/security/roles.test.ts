import { permissionCatalog, type PermissionViewRef, type RoleResult } from '@loupe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  getUser,
  newUserBody,
  roleIdOf,
  type Headers,
} from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

const ROLES = '/api/v1/security/roles';
const PAIRS = '/api/v1/security/permissions-resources';

interface PairRow {
  id: number;
  permission: { id: number; name: string };
  view_menu: { id: number; name: string };
}

let t: TestApp;
let admin: Headers;
let pairs: PairRow[];

/** The id of the (permission, view) pair in ab_permission_view. */
function pairId(permission: string, view: string): number {
  const found = pairs.find((p) => p.permission.name === permission && p.view_menu.name === view);
  if (!found) throw new Error(`no pair ${permission} on ${view}`);
  return found.id;
}

function named(permission: string, view: string): PermissionViewRef {
  return { id: pairId(permission, view), permission_name: permission, view_menu_name: view };
}

async function createRole(
  payload: Record<string, unknown>,
): Promise<{ status: number; body: { id: number; result: RoleResult } }> {
  const res = await t.app.inject({ method: 'POST', url: `${ROLES}/`, headers: admin, payload });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  const res = await t.app.inject({ url: `${PAIRS}/?q=(page_size:-1)`, headers: admin });
  expect(res.statusCode).toBe(200);
  pairs = res.json<{ result: PairRow[] }>().result;
});

afterAll(async () => {
  await t.close();
});

describe('permissions-resources', () => {
  it('page_size -1 returns every pair, uncapped', async () => {
    const res = await t.app.inject({ url: `${PAIRS}/?q=(page_size:-1)`, headers: admin });
    const body = res.json<{ count: number; result: PairRow[] }>();
    const catalog = permissionCatalog();
    expect(catalog.length).toBeGreaterThan(100);
    expect(body.count).toBe(catalog.length);
    expect(body.result).toHaveLength(catalog.length);
    const listed = new Set(body.result.map((p) => `${p.permission.name}|${p.view_menu.name}`));
    expect(listed).toEqual(new Set(catalog.map(([p, v]) => `${p}|${v}`)));
    expect(body.result[0]).toEqual({
      id: expect.any(Number),
      permission: { id: expect.any(Number), name: expect.any(String) },
      view_menu: { id: expect.any(Number), name: expect.any(String) },
    });
  });

  it('pages by 20 by default', async () => {
    const res = await t.app.inject({ url: `${PAIRS}/`, headers: admin });
    const body = res.json<{ count: number; result: PairRow[] }>();
    expect(body.result).toHaveLength(20);
    expect(body.count).toBe(pairs.length);
  });

  it('filters by view menu with rel_o_m', async () => {
    const chart = pairs.find((p) => p.view_menu.name === 'Chart')?.view_menu.id;
    const res = await t.app.inject({
      url: `${PAIRS}/?q=(filters:!((col:view_menu,opr:rel_o_m,value:${chart})),page_size:-1)`,
      headers: admin,
    });
    const names = res.json<{ result: PairRow[] }>().result.map((p) => p.permission.name);
    expect(names.sort()).toEqual(['can_export', 'can_read', 'can_tag', 'can_write']);
  });
});

describe('roles list', () => {
  it('lists the built-in roles with named permissions', async () => {
    const res = await t.app.inject({ url: `${ROLES}/?q=(order_column:id)`, headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      count: number;
      result: RoleResult[];
      list_title: string;
      list_columns: string[];
    }>();
    expect(body.list_title).toBe('List Roles');
    expect(body.list_columns).toEqual(['id', 'name', 'permissions']);
    expect(body.result.map((r) => r.name)).toEqual(['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']);
    const gamma = body.result.find((r) => r.name === 'Gamma');
    expect(gamma?.permissions).toContainEqual(named('can_read', 'Chart'));
    for (const p of gamma?.permissions ?? []) {
      expect(p).toEqual({
        id: expect.any(Number),
        permission_name: expect.any(String),
        view_menu_name: expect.any(String),
      });
    }
    expect(body.result.find((r) => r.name === 'Public')?.permissions).toEqual([]);
  });

  it.each([
    ['name ct, case-insensitive', '(filters:!((col:name,opr:ct,value:AMM)))', ['Gamma']],
    ['name sw', '(filters:!((col:name,opr:sw,value:a)),order_column:name)', ['Admin', 'Alpha']],
    ['name eq', '(filters:!((col:name,opr:eq,value:sql_lab)))', ['sql_lab']],
  ])('filters: %s', async (_name, q, expected) => {
    const res = await t.app.inject({ url: `${ROLES}/?q=${encodeURIComponent(q)}`, headers: admin });
    expect(res.json<{ result: RoleResult[] }>().result.map((r) => r.name)).toEqual(expected);
  });

  it('is 400 for an operator the name filter does not allow', async () => {
    const q = encodeURIComponent('(filters:!((col:name,opr:in,value:!(Admin,Gamma))))');
    const res = await t.app.inject({ url: `${ROLES}/?q=${q}`, headers: admin });
    expect(res.statusCode).toBe(400);
  });

  it('orders by name', async () => {
    const get = async (dir: string): Promise<string[]> =>
      (await t.app.inject({ url: `${ROLES}/?q=(order_column:name,order_direction:${dir})`, headers: admin }))
        .json<{ result: RoleResult[] }>()
        .result.map((r) => r.name);
    const asc = await get('asc');
    expect(asc.slice(0, 3)).toEqual(['Admin', 'Alpha', 'Gamma']);
    expect(await get('desc')).toEqual([...asc].reverse());
  });
});

describe('roles CRUD', () => {
  it('creates a role from pair ids and shows them named', async () => {
    const ids = [pairId('can_read', 'User'), pairId('can_read', 'Chart')];
    const { status, body } = await createRole({ name: 'Auditor', permissions: ids });
    expect(status).toBe(201);
    expect(body.id).toBe(body.result.id);
    expect(body.result.name).toBe('Auditor');
    const get = await t.app.inject({ url: `${ROLES}/${body.id}`, headers: admin });
    expect(get.statusCode).toBe(200);
    const shown = get.json<{ id: number; result: RoleResult }>();
    expect(shown.id).toBe(body.id);
    expect(shown.result.permissions).toHaveLength(2);
    expect(shown.result.permissions).toEqual(
      expect.arrayContaining([named('can_read', 'User'), named('can_read', 'Chart')]),
    );
    const perms = await t.app.inject({ url: `${ROLES}/${body.id}/permissions/`, headers: admin });
    expect(perms.json<{ result: PermissionViewRef[] }>().result).toHaveLength(2);
  });

  it('updates name and permissions with PUT', async () => {
    const { body } = await createRole({ name: 'Temp', permissions: [pairId('can_read', 'Chart')] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${ROLES}/${body.id}`,
      headers: admin,
      payload: { name: 'Temp2', permissions: [pairId('can_write', 'Dashboard')] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: body.id,
      result: { id: body.id, name: 'Temp2', permissions: [named('can_write', 'Dashboard')] },
    });
  });

  it("replaces permissions through FAB's POST /<id>/permissions", async () => {
    const { body } = await createRole({ name: 'ViaFab' });
    const ids = [pairId('can_read', 'Dataset')];
    const res = await t.app.inject({
      method: 'POST',
      url: `${ROLES}/${body.id}/permissions`,
      headers: admin,
      payload: { permission_view_menu_ids: ids },
    });
    expect(res.json()).toEqual({ result: { permission_view_menu_ids: ids } });
    const get = await t.app.inject({ url: `${ROLES}/${body.id}`, headers: admin });
    expect(get.json<{ result: RoleResult }>().result.permissions).toEqual([named('can_read', 'Dataset')]);
  });

  it.each([
    ['a missing name', {}, 400, { message: { name: ['Missing data for required field.'] } }],
    ['an unknown field', { name: 'x', users: [] }, 400, { message: { users: ['Unknown field.'] } }],
    ['a duplicate name', { name: 'Gamma' }, 422, { message: { name: [expect.any(String)] } }],
    [
      'a pair id that does not exist',
      { name: 'Ghost', permissions: [999999] },
      422,
      {
        message: { permissions: [expect.stringContaining('999999')] },
      },
    ],
  ])('refuses %s', async (_name, payload, status, body) => {
    const res = await createRole(payload);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
  });

  it('saves nothing when the pairs do not exist', async () => {
    await createRole({ name: 'Ghost2', permissions: [999999] });
    const res = await t.app.inject({
      url: `${ROLES}/?q=(filters:!((col:name,opr:eq,value:Ghost2)))`,
      headers: admin,
    });
    expect(res.json<{ count: number }>().count).toBe(0);
  });

  it('deletes one role, and many with q=!(a,b)', async () => {
    const a = (await createRole({ name: 'DelA' })).body.id;
    const b = (await createRole({ name: 'DelB' })).body.id;
    const c = (await createRole({ name: 'DelC' })).body.id;
    const one = await t.app.inject({ method: 'DELETE', url: `${ROLES}/${a}`, headers: admin });
    expect(one.json()).toEqual({ message: 'OK' });
    const bulk = await t.app.inject({ method: 'DELETE', url: `${ROLES}/?q=!(${b},${c})`, headers: admin });
    expect(bulk.json()).toEqual({ message: 'Deleted 2 roles' });
    for (const id of [a, b, c])
      expect((await t.app.inject({ url: `${ROLES}/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('deleting a role a user holds leaves the user without it', async () => {
    const { body } = await createRole({ name: 'Held' });
    const gamma = await roleIdOf(t.app, admin, 'Gamma');
    const user = await createUser(t.app, admin, newUserBody([gamma, body.id]));
    expect(user.roles.map((r) => r.name)).toEqual(['Gamma', 'Held']);
    await t.app.inject({ method: 'DELETE', url: `${ROLES}/${body.id}`, headers: admin });
    expect((await getUser(t.app, admin, user.id)).roles).toEqual([{ id: gamma, name: 'Gamma' }]);
  });

  it('keeps the Admin role: no delete, no bulk delete, no rename', async () => {
    const adminId = await roleIdOf(t.app, admin, 'Admin');
    const other = (await createRole({ name: 'Bystander' })).body.id;
    const single = await t.app.inject({ method: 'DELETE', url: `${ROLES}/${adminId}`, headers: admin });
    expect(single.statusCode).toBe(422);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: `${ROLES}/?q=!(${other},${adminId})`,
      headers: admin,
    });
    expect(bulk.statusCode).toBe(422);
    expect((await t.app.inject({ url: `${ROLES}/${other}`, headers: admin })).statusCode).toBe(200);
    const rename = await t.app.inject({
      method: 'PUT',
      url: `${ROLES}/${adminId}`,
      headers: admin,
      payload: { name: 'Boss' },
    });
    expect(rename.statusCode).toBe(422);
    expect(
      (await t.app.inject({ url: `${ROLES}/${adminId}`, headers: admin })).json<{ result: RoleResult }>()
        .result.name,
    ).toBe('Admin');
  });
});

describe('a custom role grants exactly its pairs', () => {
  it('can_read on User lets a user list users but not create them', async () => {
    const { body } = await createRole({ name: 'UserReader', permissions: [pairId('can_read', 'User')] });
    const user = newUserBody([body.id]);
    await createUser(t.app, admin, user);
    const headers = await t.bearer(user.username, user.password);
    expect((await t.app.inject({ url: '/api/v1/security/users/', headers })).statusCode).toBe(200);
    const info = await t.app.inject({ url: '/api/v1/security/users/_info?q=(keys:!(permissions))', headers });
    expect(info.json()).toEqual({ permissions: ['can_read'] });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/users/',
      headers,
      payload: newUserBody([body.id]),
    });
    expect(post.statusCode).toBe(403);
    expect((await t.app.inject({ url: `${ROLES}/`, headers })).statusCode).toBe(403);
  });

  it('a permission change applies to the next request', async () => {
    const { body } = await createRole({ name: 'Shifting', permissions: [] });
    const user = newUserBody([body.id]);
    await createUser(t.app, admin, user);
    const headers = await t.bearer(user.username, user.password);
    expect((await t.app.inject({ url: `${ROLES}/`, headers })).statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `${ROLES}/${body.id}`,
      headers: admin,
      payload: { permissions: [pairId('can_read', 'Role')] },
    });
    expect((await t.app.inject({ url: `${ROLES}/`, headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `${ROLES}/${body.id}`, headers: admin });
    expect((await t.app.inject({ url: `${ROLES}/`, headers })).statusCode).toBe(403);
  });

  it("changing a user's roles applies to their next request", async () => {
    const { body } = await createRole({ name: 'Granted', permissions: [pairId('can_read', 'Role')] });
    const user = newUserBody([body.id]);
    const created = await createUser(t.app, admin, user);
    const headers = await t.bearer(user.username, user.password);
    expect((await t.app.inject({ url: `${ROLES}/`, headers })).statusCode).toBe(200);
    const gamma = await roleIdOf(t.app, admin, 'Gamma');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${created.id}`,
      headers: admin,
      payload: { roles: [gamma] },
    });
    expect((await t.app.inject({ url: `${ROLES}/`, headers })).statusCode).toBe(403);
  });
});
