import { WIRE_ROUTES } from '@loupe/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../errors.js';
import { principalOf } from '../security/principal.js';
import { createTestApp, type TestApp } from '../testing/testApp.testkit.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Routes under /api/v1 whose success answer is not JSON: a CSV download streamed as it is read. */
const NOT_JSON = new Set([
  'GET /api/v1/sqllab/export/{client_id}/',
  // Chart-data batches: NDJSON lines, each as it is ready.
  'POST /api/v1/chart/data/batch',
  // Dashboard pictures: PNG/PDF files, not JSON.
  'GET /api/v1/dashboard/{pk}/screenshot/{digest}/',
  'GET /api/v1/dashboard/{pk}/thumbnail/{digest}/',
]);
// (Its absence from the check is itself checked below, so the list cannot hide a JSON route.)

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

function schemaOf(op: Operation | undefined, status: string): Record<string, unknown> | undefined {
  return op?.responses?.[status]?.content?.['application/json']?.schema;
}

/** The JSON schema of `path` in an object schema (`result.columns`...). */
function at(schema: Record<string, unknown> | undefined, path: string): Record<string, unknown> | undefined {
  let node = schema;
  for (const key of path.split('.')) {
    const props = node?.properties as Record<string, Record<string, unknown>> | undefined;
    node = props?.[key];
  }
  return node;
}

describe('the wire contract in /api/v1/_openapi', () => {
  let t: TestApp;
  let paths: Paths;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/v1/_openapi' });
    paths = res.json<{ paths: Paths }>().paths;
  });

  afterAll(async () => {
    await t.close();
  });

  it('documents the answers of representative routes with core schemas', () => {
    const login = schemaOf(paths['/api/v1/security/login']?.post, '200');
    expect(at(login, 'access_token')).toMatchObject({ type: 'string' });

    const roles = schemaOf(paths['/api/v1/me/roles/']?.get, '200');
    expect(at(roles, 'result.permissions.database_access')).toMatchObject({ type: 'array' });

    const dataset = schemaOf(paths['/api/v1/dataset/{id}']?.get, '200');
    expect(at(dataset, 'result.columns')).toMatchObject({ type: 'array' });
    expect(at(dataset, 'result.database.backend')).toMatchObject({ type: 'string' });

    const list = schemaOf(paths['/api/v1/saved_query/']?.get, '200');
    expect(Object.keys((list?.properties as object | undefined) ?? {})).toEqual(
      expect.arrayContaining(['count', 'ids', 'result', 'list_columns', 'label_columns', 'list_title']),
    );

    const execute = paths['/api/v1/sqllab/execute/']?.post;
    expect(at(schemaOf(execute, '200'), 'query.resultsKey')).toBeDefined();
    expect(at(schemaOf(execute, '202'), 'query.state')).toMatchObject({ type: 'string' });

    const created = schemaOf(paths['/api/v1/database/']?.post, '201');
    expect(at(created, 'result.database_name')).toMatchObject({ type: 'string' });

    // The chart-data batch documents its NDJSON lines (and errors as every route does).
    const batch = paths['/api/v1/chart/data/batch']?.post?.responses;
    expect(batch?.['200']?.content?.['application/x-ndjson']?.schema).toMatchObject({
      anyOf: expect.any(Array),
    });
    expect(batch?.['4XX']).toBeDefined();

    // Errors keep Superset's shape: `message` or SIP-40 `errors`.
    const errors = paths['/api/v1/chart/data']?.post?.responses?.['4XX'];
    expect(Object.keys((errors?.content?.['application/json']?.schema?.properties as object) ?? {})).toEqual(
      expect.arrayContaining(['message', 'errors']),
    );
  });

  it('gives every JSON route under /api/v1 a 200 or 201 response schema and the 4xx error shape', () => {
    const missing: string[] = [];
    const apiPaths = Object.keys(paths).filter((p) => p.startsWith('/api/v1/'));
    expect(apiPaths.length).toBeGreaterThan(50);
    for (const path of apiPaths) {
      for (const [method, op] of Object.entries(paths[path] ?? {})) {
        if (!METHODS.has(method) || NOT_JSON.has(`${method.toUpperCase()} ${path}`)) continue;
        const ok = schemaOf(op, '200') ?? schemaOf(op, '201');
        if (!ok || !op.responses?.['4XX']) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    for (const route of NOT_JSON) {
      const [method, path] = route.split(' ') as [string, string];
      expect(schemaOf(paths[path]?.[method.toLowerCase()], '200')).toBeUndefined();
    }
  });
});

describe("core's route table (contract.ts, which the web fake server checks against)", () => {
  let t: TestApp;
  let paths: Paths;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ url: '/api/v1/_openapi' })).json<{ paths: Paths }>().paths;
  });

  afterAll(async () => {
    await t.close();
  });

  it('names real routes, each with a response schema for every status it lists', () => {
    const wrong: string[] = [];
    for (const route of WIRE_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const op = paths[path]?.[route.method.toLowerCase()];
      for (const status of Object.keys(route.responses)) {
        if (!schemaOf(op, status)) wrong.push(`${route.method} ${route.path} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('principalOf', () => {
  it("is the request's principal, or Superset's 401 when a route without a login reaches it", async () => {
    const app = Fastify();
    app.decorateRequest('principal', null);
    app.get('/', async (request) => {
      try {
        return { user: principalOf(request).user.id };
      } catch (error) {
        return { unauthorized: error instanceof UnauthorizedError };
      }
    });
    app.get('/as', async (request) => {
      request.principal = {
        user: { id: 7, username: 'u', first_name: 'U', last_name: 'V', email: 'u@x', active: true },
        grants: { roles: {}, permissions: new Set(), dataAccess: { all: false } } as never,
        via: 'bearer',
        sid: 's',
      };
      return { user: principalOf(request).user.id };
    });
    expect((await app.inject({ url: '/' })).json()).toEqual({ unauthorized: true });
    expect((await app.inject({ url: '/as' })).json()).toEqual({ user: 7 });
    await app.close();
  });
});
