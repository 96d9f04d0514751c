import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionLogin, type TestApp } from '../testing/testApp.testkit.js';

const INDEX = '<!doctype html><title>Loupe</title><div id="root"></div>';

describe('the web app on the same port', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-web-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app");');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // The build's compressed copies and its manifest.
    fs.writeFileSync(
      path.join(dist, 'assets', 'app-1234.js.br'),
      zlib.brotliCompressSync('console.log("app");'),
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync('console.log("app");'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret-ish": true}');
    // A file next to the dist folder that no URL may reach.
    fs.writeFileSync(path.join(root, 'secret.txt'), 'top secret');
    t = await createTestApp({ LOUPE_WEB_DIST: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard/list/', '/superset/dashboard/12/', '/login/'])(
    'GET %s serves index.html to a signed-in browser, not cached',
    async (url) => {
      const { cookie } = await sessionLogin(t.app);
      const res = await t.app.inject({ url, headers: { accept: 'text/html', cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the login page to anyone', async () => {
    const res = await t.app.inject({
      url: '/login/?next=%2Fchart%2Flist%2F',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it.each([
    ['/', '/login/?next=%2F'],
    ['/tablemodelview/list/?page=2', '/login/?next=%2Ftablemodelview%2Flist%2F%3Fpage%3D2'],
    ['/no/such/page/', '/login/?next=%2Fno%2Fsuch%2Fpage%2F'],
  ])('sends an anonymous browser from %s to the login page with the way back', async (url, location) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('sends a browser whose session cookie is not valid to the login page too', async () => {
    const res = await t.app.inject({
      url: '/sqllab/',
      headers: { accept: 'text/html', cookie: 'session=forged' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login/?next=%2Fsqllab%2F');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)('sends the %s copy of an asset to a browser that accepts it', async (encoding, decode) => {
    const res = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(decode(res.rawPayload).toString()).toBe('console.log("app");');
  });

  it.each(['/.vite/manifest.json', '/assets/app-1234.js.br', '/assets/app-1234.js.gz'])(
    'does not serve the build record %s as a file',
    async (url) => {
      const { cookie } = await sessionLogin(t.app);
      const res = await t.app.inject({ url, headers: { accept: 'text/html', cookie } });
      expect(res.body).not.toContain('secret-ish');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves other files without a long cache', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<svg/>');
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it.each(['/api/v1/nothing', '/api/v1/nothing/', '/api'])('keeps %s a JSON 404', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt'])(
    'never serves a file outside the dist folder: %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.body).not.toContain('top secret');
    },
  );

  it('answers a malformed percent-encoding with a 4xx, not a 500', async () => {
    const res = await t.app.inject({ url: '/dashboard/%E0%A4%A' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers a POST to an unknown path with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dashboard/list/',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('without a built web app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('says how to build it', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain('npm run build');
  });
});
