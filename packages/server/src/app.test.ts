import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import type { RoleResult } from '@loupe/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { UnprocessableError } from './errors.js';
import { installErrorHandler } from './platform/errorHandler.js';
import { installAccessControl } from './security/authenticate.js';
import { PrincipalCache } from './security/principalCache.js';
import { access } from './security/routeAccess.js';
import { TokenService } from './security/tokens.js';
import { prepare } from './startup.js';
import { createUser, newUserBody, roleIdOf } from './testing/securityApi.testkit.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './testing/testApp.testkit.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the application', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('GET /health answers OK without a login', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
  });

  it('serves an OpenAPI 3 document at /api/v1/_openapi', async () => {
    const res = await t.app.inject({ url: '/api/v1/_openapi' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths['/api/v1/security/users/'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post', 'delete']),
    );
    expect(doc.paths['/api/v1/security/login']).toHaveProperty('post');
    expect(doc.paths).not.toHaveProperty('/health');
  });

  it.each([
    ['GET', '/api/v1/xyz', {}],
    ['GET', '/api/v1/xyz', { accept: 'text/html' }],
    ['POST', '/api/v1/xyz', {}],
    ['DELETE', '/api/v1/security/nothing/1', {}],
  ] as const)('%s %s %j is a JSON 404', async (method, url, headers) => {
    const res = await t.app.inject({ method, url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers malformed JSON with 400 {message}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining('JSON') });
  });

  it('treats an empty body sent as application/json as no body (Superset clients send DELETEs so)', async () => {
    const headers = { ...(await t.bearer()), 'content-type': 'application/json' };
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/security/users/?q=!(99999)',
      headers,
      payload: '',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('puts an x-request-id on every response', async () => {
    const a = await t.app.inject({ url: '/health' });
    const b = await t.app.inject({ url: '/api/v1/me/' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('route access declarations', () => {
  // The guard reads the session cookie, so the cookie plugin comes first, as in buildApp.
  async function bareApp(): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    await app.register(fastifyCookie);
    installErrorHandler(app);
    const tokens = new TokenService('test-secret', { access: 60, refresh: 60, session: 60 });
    installAccessControl(app, {
      tokens,
      loader: { loadPrincipal: async () => null },
      cache: new PrincipalCache(0),
    });
    return app;
  }

  it('refuse a route registered without config.access', async () => {
    const app = await bareApp();
    await expect(async () => {
      app.get('/undeclared', async () => 'reachable');
      await app.ready();
    }).rejects.toThrow(/GET \/undeclared declares no access permission/);
    await app.close();
  });

  it('accept declared routes and guard them', async () => {
    const app = await bareApp();
    app.get('/open', { config: { access: access.public() } }, async () => 'open');
    app.get('/closed', { config: { access: access.authenticated() } }, async () => 'closed');
    app.get('/perm', { config: { access: access.can('can_read', 'Chart') } }, async () => 'perm');
    await app.ready();
    expect((await app.inject({ url: '/open' })).body).toBe('open');
    expect((await app.inject({ url: '/closed' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/perm' })).statusCode).toBe(401);
    await app.close();
  });
});

describe('the error handler', () => {
  const logLines: string[] = [];
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-app-test-'));
    const config = loadConfig({
      LOUPE_DATA_DIR: dataDir,
      LOUPE_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOUPE_LOAD_EXAMPLES: 'false',
      LOUPE_WEB_DIST: path.join(dataDir, 'no-web-dist'),
    });
    const { services } = await prepare(config, { info: () => undefined, warn: () => undefined });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done): void {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp(services, { logger: { level: 'error', stream } });
    app.get('/boom', { config: { access: access.public() } }, async () => {
      throw new Error('secret internals: password=hunter2 at /srv/loupe/db.ts');
    });
    app.get('/typed', { config: { access: access.public() } }, async () => {
      throw new UnprocessableError({ name: ['Taken.'] });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns a plain Error into a 500 {message} that hides internals and logs them', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(UUID);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.json<{ message: string }>().message).toContain(String(requestId));
    expect(res.body).not.toMatch(/secret|hunter2|\/srv|stack|db\.ts|Error:/);
    const logged = logLines.find((l) => l.includes('unhandled error'));
    expect(logged).toContain('hunter2');
    expect(logged).toContain(String(requestId));
  });

  it('keeps the status and body of typed errors', async () => {
    const res = await app.inject({ url: '/typed' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { name: ['Taken.'] } });
  });
});

describe('a second start on the same data dir', () => {
  it('keeps users, changed passwords and role changes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-restart-'));
    try {
      const first = await createTestApp({ LOUPE_DATA_DIR: dataDir });
      const admin = await first.bearer();
      const gammaId = await roleIdOf(first.app, admin, 'Gamma');
      const body = newUserBody([gammaId]);
      const user = await createUser(first.app, admin, body);
      const changed = await first.app.inject({
        method: 'PUT',
        url: '/api/v1/security/users/1',
        headers: admin,
        payload: { password: 'changed-admin-password' },
      });
      expect(changed.statusCode).toBe(200);
      const gamma = (
        await first.app.inject({ url: `/api/v1/security/roles/${gammaId}`, headers: admin })
      ).json<{
        result: RoleResult;
      }>().result;
      const removed = gamma.permissions.find(
        (p) => p.permission_name === 'can_read' && p.view_menu_name === 'Chart',
      );
      expect(removed).toBeDefined();
      const kept = gamma.permissions.filter((p) => p.id !== removed?.id).map((p) => p.id);
      await first.app.inject({
        method: 'PUT',
        url: `/api/v1/security/roles/${gammaId}`,
        headers: admin,
        payload: { permissions: kept },
      });
      await first.close();

      const second = await createTestApp({ LOUPE_DATA_DIR: dataDir });
      try {
        await expect(second.bearer('admin', TEST_ADMIN_PASSWORD)).rejects.toThrow(/401/);
        const again = await second.bearer('admin', 'changed-admin-password');
        const got = await second.app.inject({ url: `/api/v1/security/users/${user.id}`, headers: again });
        expect(got.statusCode).toBe(200);
        expect(got.json<{ result: { username: string } }>().result.username).toBe(body.username);
        await expect(second.bearer(body.username, body.password)).resolves.toHaveProperty('authorization');
        const gammaAfter = (
          await second.app.inject({ url: `/api/v1/security/roles/${gammaId}`, headers: again })
        ).json<{ result: RoleResult }>().result;
        expect(gammaAfter.permissions.map((p) => p.id).sort((a, b) => a - b)).toEqual(
          kept.sort((a, b) => a - b),
        );
        const users = (await second.app.inject({ url: '/api/v1/security/users/', headers: again })).json<{
          count: number;
        }>();
        expect(users.count).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps the secret key, so tokens from before a restart still work', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-restart-'));
    try {
      const first = await createTestApp({ LOUPE_DATA_DIR: dataDir });
      const headers = await first.bearer();
      await first.close();
      const second = await createTestApp({ LOUPE_DATA_DIR: dataDir });
      try {
        expect((await second.app.inject({ url: '/api/v1/me/', headers })).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
