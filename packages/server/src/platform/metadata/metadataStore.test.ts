import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUILTIN_ROLES,
  builtinRolePermissions,
  pairKey,
  permissionCatalog,
  type PermissionPair,
} from '@loupe/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PermissionRepository } from '../../modules/security/PermissionRepository.js';
import { RoleRepository } from '../../modules/security/RoleRepository.js';
import { bootstrapSecurity } from '../../modules/security/securityBootstrap.js';
import { UserRepository, type NewUser } from '../../modules/security/UserRepository.js';
import { PERMISSION_VIEW_LIST, ROLE_LIST, USER_LIST } from '../../modules/security/userList.js';
import { verifyPassword } from '../../security/passwords.js';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { ListRepository } from '../list/ListRepository.js';
import type { ListResourceDef } from '../list/ListResource.js';
import { ListService } from '../list/ListService.js';
import { migrateToLatest, openMetadataDb, type MetadataDb, type MetadataDialect } from './metadataDb.js';

interface Store {
  db: MetadataDb;
  dialect: MetadataDialect;
  close(): Promise<void>;
}

async function openSqlite(): Promise<Store> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-store-'));
  const { db, dialect } = openMetadataDb(undefined, dir);
  return {
    db,
    dialect,
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<Store> {
  const pg = await createPgTestSchema(inject('pgUrl'));
  const { db, dialect } = openMetadataDb(pg.url, os.tmpdir());
  return {
    db,
    dialect,
    close: async () => {
      await db.destroy();
      await pg.drop();
    },
  };
}

function user(username: string, roleIds: number[], extra: Partial<NewUser> = {}): NewUser {
  return {
    first_name: 'First',
    last_name: username,
    username,
    email: `${username}@example.com`,
    active: true,
    passwordHash: 'hash',
    roleIds,
    createdBy: null,
    ...extra,
  };
}

/** The users list with every scalar operator allowed, to exercise the SQL each one builds. */
const EVERY_OPERATOR: ListResourceDef = {
  ...USER_LIST,
  searchFilters: {
    ...USER_LIST.searchFilters,
    username: ['eq', 'neq', 'ct', 'nct', 'sw', 'nsw', 'ew', 'new', 'in', 'not_in'],
    email: ['sw'],
    id: ['lt'],
    login_count: ['gt'],
    last_login: ['eq', 'neq'],
  },
};

const keys = (pairs: readonly PermissionPair[]): string[] => pairs.map(pairKey).sort();

describe.each([
  ['sqlite', openSqlite],
  ['postgres', openPostgres],
] as const)('metadata store on %s', (name, open) => {
  let store: Store;
  let users: UserRepository;
  let roles: RoleRepository;
  let permissions: PermissionRepository;
  const roleId: Record<string, number> = {};

  beforeAll(async () => {
    store = await open();
    permissions = new PermissionRepository(store.db);
    users = new UserRepository(store.db);
    roles = new RoleRepository(store.db, permissions);
  });

  afterAll(async () => {
    await store.close();
  });

  it('opens the dialect it was asked for', () => {
    expect(store.dialect).toBe(name);
  });

  it('migrates once, then has nothing to do', async () => {
    expect(await migrateToLatest(store.db)).toEqual([
      '0001_initial',
      '0002_token_revocation',
      '0003_annotations',
    ]);
    expect(await migrateToLatest(store.db)).toEqual([]);
    expect(await users.count()).toBe(0);
  });

  it('bootstrapSecurity seeds the catalog, the five roles and the admin', async () => {
    const report = await bootstrapSecurity({ users, roles, permissions }, 'store-admin-pw');
    expect(report).toEqual({ adminCreated: true, newPairs: permissionCatalog().length });
    expect((await permissions.listPairs()).length).toBe(permissionCatalog().length);
    for (const role of BUILTIN_ROLES) {
      const found = await roles.findByName(role);
      expect(found, role).toBeDefined();
      roleId[role] = found?.id ?? 0;
      const held = (await roles.get(roleId[role] ?? 0))?.permissions ?? [];
      expect(keys(held.map((p) => [p.permission_name, p.view_menu_name])), role).toEqual(
        keys(builtinRolePermissions(role)),
      );
    }
    const admin = await users.findByUsername('admin');
    expect(admin).toMatchObject({ id: 1, active: 1, email: 'admin@localhost' });
    expect(await verifyPassword(admin?.password, 'store-admin-pw')).toBe(true);
    expect(await users.rolesOf(1)).toEqual([{ id: roleId.Admin, name: 'Admin' }]);
  });

  it('bootstrapSecurity a second time adds nothing and keeps role edits', async () => {
    const chart = await permissions.pairIdsFor([['can_read', 'Chart']]);
    const gamma = roleId.Gamma ?? 0;
    const before = (await roles.get(gamma))?.permissions.map((p) => p.id) ?? [];
    await permissions.setRolePairs(
      gamma,
      before.filter((id) => !chart.includes(id)),
    );
    const report = await bootstrapSecurity({ users, roles, permissions }, 'other-pw');
    expect(report).toEqual({ adminCreated: false, newPairs: 0 });
    expect(await users.count()).toBe(1);
    expect((await roles.get(gamma))?.permissions).toHaveLength(before.length - 1);
    expect(await verifyPassword((await users.findById(1))?.password, 'store-admin-pw')).toBe(true);
    await permissions.grant(gamma, chart);
  });

  it('ensurePairs inserts only what is missing', async () => {
    expect((await permissions.ensurePairs(permissionCatalog())).size).toBe(0);
    const added = await permissions.ensurePairs([
      ['can_read', 'Chart'],
      ['can_fly', 'Chart'],
    ]);
    expect([...added]).toEqual(['can_fly|Chart']);
    expect(await permissions.pairIdsFor([['can_fly', 'Chart']])).toHaveLength(1);
  });

  it('UserRepository creates users and finds conflicts', async () => {
    const id = await users.create(user('carla', [roleId.Gamma ?? 0, roleId.sql_lab ?? 0]));
    expect(await users.findByUsername('carla')).toMatchObject({ id, login_count: 0, fail_login_count: 0 });
    expect((await users.rolesOf(id)).map((r) => r.name)).toEqual(['Gamma', 'sql_lab']);
    expect((await users.findConflict('carla', undefined))?.id).toBe(id);
    expect((await users.findConflict(undefined, 'CARLA@Example.com'))?.id).toBe(id);
    expect(await users.findConflict('carla', 'carla@example.com', id)).toBeUndefined();
    expect(await users.findConflict('nobody', 'nobody@example.com')).toBeUndefined();
  });

  it('UserRepository.create is atomic: a bad role leaves no user behind', async () => {
    await expect(users.create(user('ghost', [999_999]))).rejects.toThrow();
    expect(await users.findByUsername('ghost')).toBeUndefined();
  });

  it('the store enforces unique usernames', async () => {
    await expect(users.create(user('carla', [], { email: 'other@example.com' }))).rejects.toThrow();
  });

  it('UserRepository.update replaces roles and fields', async () => {
    const id = (await users.findByUsername('carla'))?.id ?? 0;
    await users.update(id, { roleIds: [roleId.Alpha ?? 0], last_name: 'Changed', active: false }, 1);
    expect(await users.rolesOf(id)).toEqual([{ id: roleId.Alpha, name: 'Alpha' }]);
    expect(await users.findById(id)).toMatchObject({ last_name: 'Changed', active: 0, changed_by_fk: 1 });
    await users.update(id, { roleIds: [] }, 1);
    expect(await users.rolesOf(id)).toEqual([]);
    await users.update(id, { active: true, roleIds: [roleId.Gamma ?? 0] }, 1);
  });

  it('recordLogin counts successes and failures', async () => {
    const id = (await users.findByUsername('carla'))?.id ?? 0;
    await users.recordLogin(id, false);
    await users.recordLogin(id, false);
    expect(await users.findById(id)).toMatchObject({ fail_login_count: 2, login_count: 0, last_login: null });
    await users.recordLogin(id, true);
    const row = await users.findById(id);
    expect(row).toMatchObject({ fail_login_count: 0, login_count: 1 });
    expect(Date.parse(row?.last_login ?? '')).not.toBeNaN();
  });

  it('grantsOfUser names each role with its pairs', async () => {
    const id = await users.create(user('dual', [roleId.Gamma ?? 0, roleId.sql_lab ?? 0]));
    const grants = await permissions.grantsOfUser(id);
    expect(Object.keys(grants).sort()).toEqual(['Gamma', 'sql_lab']);
    expect(keys(grants.Gamma ?? [])).toEqual(keys(builtinRolePermissions('Gamma')));
    expect(keys(grants.sql_lab ?? [])).toEqual(keys(builtinRolePermissions('sql_lab')));
    const bare = await users.create(user('bare', [], { active: false }));
    expect(await permissions.grantsOfUser(bare)).toEqual({});
    const publicOnly = await users.create(user('public', [roleId.Public ?? 0]));
    expect(await permissions.grantsOfUser(publicOnly)).toEqual({ Public: [] });
  });

  it('deleting a user removes its role links; deleting a role removes its links', async () => {
    const id = (await users.findByUsername('dual'))?.id ?? 0;
    expect(await users.delete([id])).toBe(1);
    const links = await store.db.selectFrom('ab_user_role').selectAll().where('user_id', '=', id).execute();
    expect(links).toEqual([]);

    const role = await roles.create('Temporary');
    await permissions.grant(role, await permissions.pairIdsFor([['can_read', 'Chart']]));
    const holder = await users.create(user('holder', [role, roleId.Gamma ?? 0]));
    expect(await roles.userCount(role)).toBe(1);
    expect(await roles.delete([role])).toBe(1);
    expect((await users.rolesOf(holder)).map((r) => r.name)).toEqual(['Gamma']);
    const pairLinks = await store.db
      .selectFrom('ab_permission_view_role')
      .selectAll()
      .where('role_id', '=', role)
      .execute();
    expect(pairLinks).toEqual([]);
  });

  describe('ListService', () => {
    let lists: ListService;

    beforeAll(() => {
      lists = new ListService(new ListRepository(store.db));
    });

    it('lists users with roles, typed counts and booleans', async () => {
      const page = await lists.list(USER_LIST, '(order_column:username,page_size:100)');
      expect(typeof page.count).toBe('number');
      expect(page.count).toBe(await users.count());
      const admin = page.result.find((r) => r.username === 'admin');
      expect(admin).toMatchObject({ id: 1, active: true, roles: [{ id: roleId.Admin, name: 'Admin' }] });
      const names = page.result.map((r) => String(r.username));
      expect(names).toEqual([...names].sort());
    });

    it.each([
      ['ct, case-insensitive', '(filters:!((col:username,opr:ct,value:ARL)))', ['carla']],
      ['sw with a literal _', "(filters:!((col:email,opr:sw,value:'c_')))", []],
      ['eq on active', '(filters:!((col:active,opr:eq,value:!t)))', ['admin', 'carla', 'holder', 'public']],
      ['nct', "(filters:!((col:username,opr:nct,value:'a')))", ['holder', 'public']],
      ['in', '(filters:!((col:username,opr:in,value:!(admin,bare))))', ['admin', 'bare']],
      ['not_in', '(filters:!((col:username,opr:not_in,value:!(admin,bare,carla))))', ['holder', 'public']],
      [
        'nsw',
        "(filters:!((col:username,opr:nsw,value:'b'),(col:username,opr:nsw,value:'p')))",
        ['admin', 'carla', 'holder'],
      ],
      ['ew', "(filters:!((col:username,opr:ew,value:'LA')))", ['carla']],
      [
        'new',
        "(filters:!((col:username,opr:new,value:'a'),(col:username,opr:new,value:'r')))",
        ['admin', 'bare', 'public'],
      ],
      ['gt', '(filters:!((col:login_count,opr:gt,value:0)))', ['carla']],
      ['lt', '(filters:!((col:id,opr:lt,value:2)))', ['admin']],
      ['eq null', '(filters:!((col:last_login,opr:eq,value:!n)))', ['admin', 'bare', 'holder', 'public']],
      ['neq null', '(filters:!((col:last_login,opr:neq,value:!n)))', ['carla']],
      ['neq on active', '(filters:!((col:active,opr:neq,value:!t)))', ['bare']],
    ])('filters: %s', async (_name, q, expected) => {
      const page = await lists.list(EVERY_OPERATOR, q.replace(/\)$/, ',order_column:username)'));
      expect(page.result.map((r) => r.username)).toEqual(expected);
    });

    it('refuses an operator the definition does not allow', async () => {
      await expect(lists.list(USER_LIST, '(filters:!((col:username,opr:in,value:!(a))))')).rejects.toThrow(
        /not allowed/,
      );
    });

    it.each([
      ['a text value on an integer column', '(filters:!((col:id,opr:lt,value:abc)))'],
      ['an object value', '(filters:!((col:username,opr:eq,value:(a:1))))'],
      ['an empty in list', '(filters:!((col:username,opr:in,value:!())))'],
    ])('answers %s with a 400, not an engine error', async (_name, q) => {
      await expect(lists.list(EVERY_OPERATOR, q)).rejects.toMatchObject({ statusCode: 400 });
    });

    it.each([
      ['related', (q: string) => lists.related(USER_LIST, 'roles', q)],
      ['distinct', (q: string) => lists.distinct(ROLE_LIST, 'name', q)],
    ])('%s treats a negative page or page_size as the first page', async (_name, call) => {
      const first = await call('(page:0)');
      expect((await call('(page:-1)')).result).toEqual(first.result);
      expect((await call('(page_size:-1)')).result).toEqual(first.result);
    });

    it('filters rel_m_m on roles', async () => {
      const q = `(filters:!((col:roles,opr:rel_m_m,value:!(${roleId.Admin},${roleId.Public}))),order_column:id)`;
      expect((await lists.list(USER_LIST, q)).result.map((r) => r.username)).toEqual(['admin', 'public']);
    });

    it('pages with offset and limit, and -1 lists every pair where uncapped', async () => {
      const first = await lists.list(USER_LIST, '(order_column:id,page:0,page_size:2)');
      const second = await lists.list(USER_LIST, '(order_column:id,page:1,page_size:2)');
      expect(first.ids).toHaveLength(2);
      expect(second.ids[0]).toBeGreaterThan(first.ids[1] ?? Infinity);
      const all = await lists.list(PERMISSION_VIEW_LIST, '(page_size:-1)');
      expect(all.result).toHaveLength(all.count);
      expect(all.count).toBeGreaterThan(100);
      expect(all.result[0]).toMatchObject({
        permission: { name: expect.any(String) },
        view_menu: { name: expect.any(String) },
      });
    });

    it('related and distinct', async () => {
      const related = await lists.related(USER_LIST, 'roles', "(filter:'L')");
      expect(related.result.map((r) => r.text)).toEqual(['Alpha', 'Public', 'sql_lab']);
      expect(related.count).toBe(3);
      const included = await lists.related(USER_LIST, 'roles', `(filter:zzz,include_ids:!(${roleId.Gamma}))`);
      expect(included.result).toEqual([{ value: roleId.Gamma, text: 'Gamma', extra: {} }]);
      const distinct = await lists.distinct(ROLE_LIST, 'name', "(filter:'a',page_size:3)");
      expect(distinct.result.map((r) => r.value)).toEqual(['Admin', 'Alpha', 'Gamma']);
      expect(distinct.count).toBe(4);
    });
  });
});

describe('the app on PostgreSQL', () => {
  let t: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const pg = await createPgTestSchema(inject('pgUrl'));
    drop = pg.drop;
    t = await createTestApp({ LOUPE_METADATA_URL: pg.url });
  });

  afterAll(async () => {
    await t.close();
    await drop();
  });

  it('logs in, creates a user and lists users', async () => {
    const headers = await t.bearer();
    const roles = await t.app.inject({
      url: '/api/v1/security/roles/?q=(filters:!((col:name,opr:eq,value:Gamma)))',
      headers,
    });
    const gamma = roles.json<{ ids: number[] }>().ids[0];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/users/',
      headers,
      payload: {
        first_name: 'P',
        last_name: 'G',
        username: 'pg_user',
        email: 'pg@example.com',
        roles: [gamma],
        password: 'pw-pg',
      },
    });
    expect(created.statusCode).toBe(201);
    await expect(t.bearer('pg_user', 'pw-pg')).resolves.toHaveProperty('authorization');
    const list = await t.app.inject({
      url: '/api/v1/security/users/?q=(order_column:username,order_direction:desc)',
      headers,
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ count: number; result: { username: string; roles: { name: string }[] }[] }>();
    expect(body.count).toBe(2);
    expect(body.result.map((u) => u.username)).toEqual(['pg_user', 'admin']);
    expect(body.result[0]?.roles).toEqual([{ id: gamma, name: 'Gamma' }]);
    const pairs = await t.app.inject({
      url: '/api/v1/security/permissions-resources/?q=(page_size:-1)',
      headers,
    });
    expect(pairs.json<{ result: unknown[] }>().result).toHaveLength(permissionCatalog().length);
    const related = await t.app.inject({ url: '/api/v1/security/users/related/roles?q=(page:-1)', headers });
    expect(related.statusCode).toBe(200);
    expect(related.json<{ count: number }>().count).toBe(5);
  });
});
