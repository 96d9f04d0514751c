import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLogin } from '../testing/testApp.testkit.js';
import { MUTATING_METHODS, readOperations, type ApiOperation } from './openApi.testkit.js';
import { createSecurityWorld, metadataSnapshot, type SecurityWorld } from './securityWorld.testkit.js';
import { validRequest } from './validRequests.testkit.js';

/**
 * Cookie-authenticated mutations need the session's X-CSRFToken (DESIGN.md, security rules). Every
 * mutating route of the OpenAPI document is called with a valid body aimed at a real object, as a
 * logged-in Admin browser that lost its token: each must be refused, and the metadata store must
 * be exactly as it was.
 */

/** Mutating routes a cookie may call without the token, and why. */
const CSRF_EXEMPT: Readonly<Record<string, string>> = {
  'POST /login/': 'public: there is no session yet (the login form carries its own token)',
  'POST /api/v1/security/login': 'public JWT login of API clients',
  'POST /api/v1/security/refresh': 'public: reads a refresh token, not the cookie',
  'POST /api/v1/chart/data': 'Superset exempts it: it only reads',
  'POST /api/v1/chart/data/batch': 'only reads, as POST /api/v1/chart/data (several charts in one request)',
  'POST /superset/explore_json/': 'Superset exempts it: it only reads',
  'POST /superset/explore_json/{datasource_type}/{datasource_id}/': 'Superset exempts it: it only reads',
  'POST /datasource/samples': 'Superset exempts it: it only reads',
  'POST /api/v1/dashboard/{pk}/cache_dashboard_screenshot/':
    'Superset exempts it: it only draws a picture for the caller',
  'POST /superset/log/': 'Superset exempts it: browsers send it with sendBeacon, which cannot add the token',
};

/** Exempt routes that do write: only the caller's own action-log rows. */
const EXEMPT_WRITES: ReadonlySet<string> = new Set(['POST /superset/log/']);

let w: SecurityWorld;
let mutating: ApiOperation[];
let session: { cookie: string; csrf: string };

beforeAll(async () => {
  w = await createSecurityWorld();
  mutating = (await readOperations(w.t.app)).filter((op) => MUTATING_METHODS.has(op.method));
  session = await sessionLogin(w.t.app);
});

afterAll(async () => {
  await w?.close();
});

function cookieRequest(op: ApiOperation, extra: Record<string, string> = {}): InjectOptions {
  const valid = validRequest(op, w.objects);
  return {
    method: op.method,
    url: valid.url,
    headers: {
      cookie: session.cookie,
      ...(valid.contentType ? { 'content-type': valid.contentType } : {}),
      ...extra,
    },
    ...(valid.payload === undefined ? {} : { payload: valid.payload }),
  };
}

/** Sends each checked route's valid request as the cookie session with these headers; lists what was not refused. */
async function unrefused(extra: Record<string, string>, message: RegExp): Promise<string[]> {
  const problems: string[] = [];
  for (const op of mutating.filter((o) => !(o.key in CSRF_EXEMPT))) {
    const res = await w.t.app.inject(cookieRequest(op, extra));
    if (res.statusCode !== 400 || !message.test(res.body))
      problems.push(`${op.key} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  return problems;
}

describe('CSRF on cookie sessions', () => {
  it('has a valid request for every mutating route, and checks all but the listed exemptions', () => {
    expect(mutating.length).toBeGreaterThan(50);
    for (const op of mutating) expect(() => validRequest(op, w.objects), op.key).not.toThrow();
    const documented = new Set(mutating.map((op) => op.key));
    expect(Object.keys(CSRF_EXEMPT).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('refuses every mutation without the token, and nothing changes', async () => {
    const before = await metadataSnapshot(w.t);
    expect(await unrefused({}, /The CSRF token is missing/)).toEqual([]);
    expect(await metadataSnapshot(w.t)).toBe(before);
  });

  it("refuses a wrong token and another session's token, and nothing changes", async () => {
    const other = await sessionLogin(w.t.app);
    expect(other.csrf).not.toBe(session.csrf);
    const before = await metadataSnapshot(w.t);
    expect(await unrefused({ 'x-csrftoken': 'not-the-token' }, /The CSRF token is invalid/)).toEqual([]);
    expect(await unrefused({ 'x-csrftoken': other.csrf }, /The CSRF token is invalid/)).toEqual([]);
    expect(await metadataSnapshot(w.t)).toBe(before);
  });

  it('lets only read-only routes through without the token, and they change nothing', async () => {
    const before = await metadataSnapshot(w.t);
    const readOnly = (o: ApiOperation) => !o.key.includes('login') && !EXEMPT_WRITES.has(o.key);
    for (const op of mutating.filter((o) => o.key in CSRF_EXEMPT && readOnly(o))) {
      const res = await w.t.app.inject(cookieRequest(op));
      expect(res.body, op.key).not.toMatch(/CSRF/);
      expect(res.statusCode, `${op.key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(await metadataSnapshot(w.t)).toBe(before);
  });

  it("takes the action log's events from a cookie session without the token", async () => {
    const op = mutating.find((o) => o.key === 'POST /superset/log/')!;
    const before = await metadataSnapshot(w.t);
    const res = await w.t.app.inject(cookieRequest(op));
    expect(res.statusCode, res.body).toBe(200);
    const after = await metadataSnapshot(w.t);
    expect(after).not.toBe(before);
    // Only the logs table changed (and SQLite's counter of its ids).
    const others = (snapshot: string) =>
      snapshot.split('\n').filter((line) => !/^(logs|sqlite_sequence): /.test(line));
    expect(others(after)).toEqual(others(before));
  });

  it('lets the same requests through with the session token: the refusals were the missing token', async () => {
    const before = await metadataSnapshot(w.t);
    const sample = [
      'POST /api/v1/saved_query/',
      'PUT /api/v1/chart/{id}',
      'POST /kv/store/',
      'DELETE /api/v1/explore/form_data/{key}',
    ];
    for (const key of sample) {
      const op = mutating.find((o) => o.key === key)!;
      const res = await w.t.app.inject(cookieRequest(op, { 'x-csrftoken': session.csrf }));
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    }
    expect(await metadataSnapshot(w.t)).not.toBe(before);
  });

  it('needs no token from API clients that send a bearer token and no cookie', async () => {
    const op = mutating.find((o) => o.key === 'POST /api/v1/saved_query/')!;
    const valid = validRequest(op, w.objects);
    const res = await w.t.app.inject({
      method: 'POST',
      url: valid.url,
      headers: { ...w.as.Admin, 'content-type': valid.contentType! },
      payload: valid.payload!,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
