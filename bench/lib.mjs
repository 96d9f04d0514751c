import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAIN = path.join(ROOT, 'packages/server/dist/main.js');
export const ADMIN_PASSWORD = 'bench-admin-password';

export function ensureBuilt() {
  if (!fs.existsSync(MAIN)) throw new Error('Build first: npm run build');
}

export function tempDataDir(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `loupe-bench-${name}-`));
}

/**
 * Starts the real server and resolves with the time until it answers /health, measured from the
 * moment the process was spawned.
 */
export async function startServer({ dataDir, port, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOUPE_DATA_DIR: dataDir,
      LOUPE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOUPE_LOG_LEVEL: 'warn',
      LOUPE_LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  return {
    base,
    readyMs,
    pid: child.pid,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function login(base) {
  const res = await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** An admin's bearer headers and a JSON POST that throws on any non-2xx answer. */
export async function adminApi(base) {
  const auth = { authorization: `Bearer ${await login(base)}`, 'content-type': 'application/json' };
  const post = async (url, body) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  return { auth, post };
}

export function fmt(n, digits = 0) {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** The middle value (upper middle for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A dataset's id by table name, through the list API. */
export async function datasetId(base, auth, name) {
  const q = encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${name})))`);
  const res = await fetch(`${base}/api/v1/dataset/?q=${q}`, { headers: auth });
  const body = await res.json();
  if (!body.result?.[0]) throw new Error(`no dataset ${name}`);
  return body.result[0].id;
}

/** The browser benches' Chromium (the system one unless CHROMIUM_PATH names another), headless. */
export function launchChromium(chromium, args = ['--no-first-run', '--disable-sync']) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', ...args],
  });
}

/** Signs the page in as the bench's admin through the login form. */
export async function signInPage(page) {
  await page.goto('/login/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
