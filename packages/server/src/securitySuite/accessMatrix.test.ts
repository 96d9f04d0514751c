import { builtinRolePermissions, pairKey, type BuiltinRole } from '@loupe/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_EXCEPTIONS,
  expectedDecision,
  matchesDecision,
  ROUTE_ACCESS,
  type Decision,
} from './accessTable.testkit.js';
import {
  fillPath,
  MUTATING_METHODS,
  pathPlaceholders,
  queryPlaceholders,
  readOperations,
  type ApiOperation,
} from './openApi.testkit.js';
import {
  createSecurityWorld,
  expectStatus,
  MATRIX_ROLES,
  ROLE_MEMBERSHIP,
  type MatrixRole,
  type SecurityWorld,
} from './securityWorld.testkit.js';

/**
 * The endpoint × role matrix: every operation of the OpenAPI document, called as every built-in
 * role and as nobody, must be let through or refused as ROUTE_ACCESS (plus its exception rows) says.
 * Reads name objects that exist; mutations name ids nothing has and send a body no schema accepts
 * (a JSON array), so an allowed caller gets a 4xx from validation or the service and nothing changes.
 */

let w: SecurityWorld;
let operations: ApiOperation[];

beforeAll(async () => {
  w = await createSecurityWorld();
  operations = await readOperations(w.t.app);
});

afterAll(async () => {
  await w?.close();
});

function matrixRequest(op: ApiOperation): InjectOptions {
  const mutating = MUTATING_METHODS.has(op.method);
  const query = new URLSearchParams(queryPlaceholders(op, w.objects)).toString();
  const url = fillPath(
    op.path,
    pathPlaceholders(op, w.objects, { target: mutating ? 'missing' : 'existing' }),
  );
  return {
    method: op.method,
    url: query ? `${url}?${query}` : url,
    ...(mutating ? { payload: '[]', headers: { 'content-type': 'application/json' } } : {}),
  };
}

function describeDecision(decision: Decision, role: MatrixRole): string {
  if (typeof decision === 'number') return `exactly ${decision}`;
  if (decision === 'deny') return `refused (${role === 'anonymous' ? 401 : 403})`;
  return 'allowed (not 401/403/5xx)';
}

/** Calls every operation as the role; returns one line per answer that is not the expected one. */
async function mismatchesFor(role: MatrixRole): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations) {
    const request = matrixRequest(op);
    const res = await w.t.app.inject({
      ...request,
      headers: { ...(request.headers as Record<string, string>), ...w.as[role] },
    });
    const decision = expectedDecision(op.key, role);
    if (!matchesDecision(decision, role, res.statusCode)) {
      problems.push(
        `${role}: ${request.method} ${String(request.url)} -> ${res.statusCode} ${res.body.slice(0, 160)}; ` +
          `expected ${describeDecision(decision, role)} (${op.key})`,
      );
    }
  }
  return problems;
}

describe('the access table', () => {
  it('has one row for every operation of the OpenAPI document and none for a route that is gone', () => {
    const documented = operations.map((op) => op.key);
    const missing = documented.filter((key) => !(key in ROUTE_ACCESS));
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !documented.includes(key));
    expect(missing, 'routes without a row in ROUTE_ACCESS: add one saying who may call them').toEqual([]);
    expect(stale, 'rows for routes the server no longer has').toEqual([]);
    expect(documented.length).toBeGreaterThan(100);
  });

  it('names only routes of the table in its exception rows', () => {
    expect(ACCESS_EXCEPTIONS.map((e) => e.route).filter((route) => !(route in ROUTE_ACCESS))).toEqual([]);
  });

  it('derives from role contents the server really gives its users', async () => {
    for (const role of MATRIX_ROLES.filter((r) => r !== 'anonymous' && r !== 'Admin')) {
      const res = await w.t.app.inject({ url: '/api/v1/me/roles/', headers: w.as[role] });
      expectStatus(res, 200, `${role} roles`);
      const served = res.json<{ result: { roles: Record<string, [string, string][]> } }>().result.roles;
      for (const name of ROLE_MEMBERSHIP[role]) {
        const expected = builtinRolePermissions(name as BuiltinRole)
          .map(pairKey)
          .sort();
        expect((served[name] ?? []).map(pairKey).sort(), `${role} user's ${name} role`).toEqual(expected);
      }
    }
  });

  it('keeps user, role and permission administration to Admin whatever the role contents say', () => {
    const security = Object.keys(ROUTE_ACCESS).filter((key) =>
      /\/api\/v1\/security\/(users|roles|permissions)/.test(key),
    );
    expect(security.length).toBeGreaterThan(20);
    for (const key of security) {
      for (const role of MATRIX_ROLES) {
        expect(expectedDecision(key, role), `${key} as ${role}`).toBe(role === 'Admin' ? 'allow' : 'deny');
      }
    }
  });

  it('refuses anonymous callers everywhere but the public routes', () => {
    const open = Object.entries(ROUTE_ACCESS)
      .filter(([key]) => expectedDecision(key, 'anonymous') === 'allow')
      .map(([key]) => key);
    expect(open.sort()).toEqual([
      'GET /api/v1/security/csrf_token/',
      'POST /api/v1/security/login',
      'POST /login/',
    ]);
  });
});

describe('endpoint × role matrix', () => {
  for (const role of MATRIX_ROLES) {
    it(`answers ${role} as the access table says, on every route`, async () => {
      expect(await mismatchesFor(role)).toEqual([]);
    });
  }

  it('answers an anonymous caller the same once there is no Public role at all', async () => {
    // Loupe gives anonymous callers nothing, Public role or not (Superset's AUTH_ROLE_PUBLIC unset).
    const admin = w.as.Admin;
    const roles = await w.t.app.inject({
      url: "/api/v1/security/roles/?q=(filters:!((col:name,opr:eq,value:'Public')))",
      headers: admin,
    });
    const publicRole = roles
      .json<{ result: { id: number; name: string }[] }>()
      .result.find((r) => r.name === 'Public');
    expect(publicRole).toBeDefined();
    const users = await w.t.app.inject({
      url: '/api/v1/security/users/?q=(filters:!((col:username,opr:eq,value:suite_public)))',
      headers: admin,
    });
    const publicUser = users.json<{ result: { id: number }[] }>().result[0];
    expectStatus(
      await w.t.app.inject({
        method: 'DELETE',
        url: `/api/v1/security/users/${publicUser!.id}`,
        headers: admin,
      }),
      200,
      'delete the Public user',
    );
    expectStatus(
      await w.t.app.inject({
        method: 'DELETE',
        url: `/api/v1/security/roles/${publicRole!.id}`,
        headers: admin,
      }),
      200,
      'delete the Public role',
    );
    expect(await mismatchesFor('anonymous')).toEqual([]);
  });

  it('refuses a bad bearer token with 401 even on public routes, and a bad session cookie as anonymous', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const request = matrixRequest(op);
      const base = request.headers as Record<string, string> | undefined;
      const bearer = await w.t.app.inject({
        ...request,
        headers: { ...base, authorization: 'Bearer not.a.token' },
      });
      if (bearer.statusCode !== 401) problems.push(`bad bearer: ${op.key} -> ${bearer.statusCode}`);
      const cookie = await w.t.app.inject({
        ...request,
        headers: { ...base, cookie: 'session=not.a.token' },
      });
      const decision = expectedDecision(op.key, 'anonymous');
      if (!matchesDecision(decision, 'anonymous', cookie.statusCode))
        problems.push(`bad cookie: ${op.key} -> ${cookie.statusCode}`);
    }
    expect(problems).toEqual([]);
  });
});
