import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  DATA_DIR_CREATED_VARIABLE,
  DATA_DIR_VARIABLE,
  E2E_BASE_URL as BASE_URL,
  E2E_PORT as PORT,
} from './src/env.js';

// A fresh data dir per run, so the tests start from a first boot (schema, admin, examples). Playwright
// loads this file again in its worker processes; they inherit the variables and reuse the same dir.
function resolveDataDir(): string {
  const given = process.env[DATA_DIR_VARIABLE];
  if (given) return given;
  const created = mkdtempSync(join(tmpdir(), 'loupe-e2e-'));
  process.env[DATA_DIR_VARIABLE] = created;
  process.env[DATA_DIR_CREATED_VARIABLE] = '1';
  return created;
}
const dataDir = resolveDataDir();

/** Specs run only by the phone project. */
const PHONE_SPECS = '**/*.phone.spec.ts';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalTeardown: './src/globalTeardown.ts',
  // One flow that builds on its own steps; the machine has two cores shared with the server.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The flows, at a desktop viewport.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: PHONE_SPECS },
    // The pages at a phone's width (390 × 844): no sideways scrolling, the primary actions in reach.
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: PHONE_SPECS,
    },
  ],
  webServer: {
    command: 'node ../server/dist/main.js',
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `${BASE_URL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      LOUPE_DATA_DIR: dataDir,
      LOUPE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      // The CREATE TABLE AS spec connects a SQLite file, which the server refuses by default.
      LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false',
      // Every spec signs in (as admin and as users of its own) from one address, many times a minute.
      LOUPE_LOGIN_RATE_LIMIT: '1000',
    },
  },
});
