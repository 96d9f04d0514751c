import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/*
 * Start-up waits for every module the server imports statically (docs/architecture.md, "Starting
 * fast"). These packages are each used by only some requests and are loaded on first use
 * (platform/lazyRequire.ts, engines/duckdb/driver.ts); a static import of one anywhere in the
 * server's module graph would bring its load time back to every start.
 */
const LOADED_ON_FIRST_USE = [
  '@duckdb/node-api',
  '@node-rs/argon2',
  'ajv',
  'bullmq',
  'date-holidays',
  'exceljs',
  'ioredis',
  'liquidjs',
  'mysql2',
  'node-sql-parser',
  'pg',
  'pg-cursor',
  'piscina',
  'playwright-core',
  'sql-formatter',
];

describe('start-up imports', () => {
  it('do not load the packages only some requests use', async () => {
    await import('./app.js');
    await import('./startup.js');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    const packages = LOADED_ON_FIRST_USE.filter((name) =>
      loaded.some((file) => file.includes(`/node_modules/${name}/`)),
    );
    expect(packages).toEqual([]);
  });
});
