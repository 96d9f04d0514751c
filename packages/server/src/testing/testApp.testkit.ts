import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { prepare } from '../startup.js';
import type { Services } from '../services.js';

export const TEST_ADMIN_PASSWORD = 'admin-test-password';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: AppConfig;
  dataDir: string;
  /** A bearer header for a fresh login of this user. */
  bearer(username?: string, password?: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * A real Loupe app on a fresh temp data dir with a real SQLite metadata store (or the PostgreSQL
 * URL given). Examples are off unless asked for: most API tests do not need the 3M-row load.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = env.LOUPE_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-test-'));
  const config = loadConfig({
    LOUPE_DATA_DIR: dataDir,
    LOUPE_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOUPE_LOAD_EXAMPLES: 'false',
    LOUPE_LOGIN_RATE_LIMIT: '1000',
    LOUPE_WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...env,
  });
  const quiet = { info: (): void => undefined, warn: (): void => undefined };
  const { services } = await prepare(config, quiet);
  const app = await buildApp(services, { logger: false });
  await app.ready();
  return {
    app,
    services,
    config,
    dataDir,
    async bearer(username = 'admin', password = TEST_ADMIN_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username, password, provider: 'db' },
      });
      if (res.statusCode !== 200)
        throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
    },
    async close() {
      await app.close();
      if (!env.LOUPE_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The login form's CSRF token for an anonymous browser, and the pre-session cookie it is bound to
 * (as the web app does before posting the login form).
 */
export async function loginCsrf(app: FastifyInstance): Promise<{ cookie: string; csrf: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/security/csrf_token/' });
  const pre = res.cookies.find((c) => c.name === 'loupe_login_csrf');
  if (res.statusCode !== 200 || !pre) throw new Error(`no login CSRF token: ${res.statusCode} ${res.body}`);
  return { cookie: `${pre.name}=${pre.value}`, csrf: res.json<{ result: string }>().result };
}

/** The session cookie and CSRF token of a login through the login page (with its login CSRF token). */
export async function sessionLogin(
  app: FastifyInstance,
  username = 'admin',
  password = TEST_ADMIN_PASSWORD,
): Promise<{ cookie: string; csrf: string; response: LightMyRequestResponse }> {
  const pre = await loginCsrf(app);
  const response = await app.inject({
    method: 'POST',
    url: '/login/',
    headers: { cookie: pre.cookie, 'x-csrftoken': pre.csrf },
    payload: { username, password },
  });
  const session = response.cookies.find((c) => c.name === 'session');
  if (!session)
    throw new Error(`login as ${username} gave no session: ${response.statusCode} ${response.body}`);
  const cookie = `session=${session.value}`;
  const csrfRes = await app.inject({
    method: 'GET',
    url: '/api/v1/security/csrf_token/',
    headers: { cookie },
  });
  return { cookie, csrf: csrfRes.json<{ result: string }>().result, response };
}
