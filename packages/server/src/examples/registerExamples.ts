import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { databasePermName } from '@loupe/core';
import { nowIso } from '../platform/metadata/schema.js';
import type { Services } from '../services.js';
import { newMetric } from '../modules/datasets/columnInference.js';
import { EXAMPLES_FILE } from './loadExamples.js';
import { EXAMPLE_TABLES } from './exampleTables.js';

export const EXAMPLES_DATABASE_NAME = 'examples';

/** A few metrics an analyst reaches for first, per example table (beyond the default count). */
const EXAMPLE_METRICS: Readonly<Record<string, readonly [name: string, expression: string][]>> = {
  flights: [
    ['avg_delay', 'AVG(delay)'],
    ['sum_delay', 'SUM(delay)'],
    ['avg_distance', 'AVG(distance)'],
  ],
  seattle_weather: [
    ['avg_temp_max', 'AVG(temp_max)'],
    ['sum_precipitation', 'SUM(precipitation)'],
  ],
  weather: [
    ['avg_temp_max', 'AVG(temp_max)'],
    ['sum_precipitation', 'SUM(precipitation)'],
  ],
  sp500: [['avg_price', 'AVG(price)']],
  sp500_2000: [
    ['avg_close', 'AVG(close)'],
    ['sum_volume', 'SUM(volume)'],
  ],
  stocks: [['avg_price', 'AVG(price)']],
  cars: [
    ['avg_horsepower', 'AVG(horsepower)'],
    ['avg_miles_per_gallon', 'AVG(miles_per_gallon)'],
  ],
  movies: [
    ['sum_worldwide_gross', 'SUM(worldwide_gross)'],
    ['avg_imdb_rating', 'AVG(imdb_rating)'],
  ],
  birdstrikes: [['sum_cost_total', 'SUM(cost_total)']],
  gapminder: [
    ['sum_pop', 'SUM(pop)'],
    ['avg_life_expect', 'AVG(life_expect)'],
  ],
  penguins: [['avg_body_mass_g', 'AVG(body_mass_g)']],
  unemployment: [['sum_count', 'SUM(count)']],
  us_employment: [['avg_nonfarm', 'AVG(nonfarm)']],
};

/**
 * The examples database by a path relative to the data dir: every node of a scaled-out Loupe (one
 * metadata store, several servers) opens its own copy in its own data dir, read-only.
 */
export const EXAMPLES_URI = `duckdb:///${EXAMPLES_FILE}`;

/**
 * A data dir from before relative paths registered the examples by this node's absolute path, which
 * other nodes could not open; that exact URI becomes the relative one (anything a user set is kept).
 */
async function relativizeExamplesUri(
  services: Services,
  row: { id: number; sqlalchemy_uri: string },
  dataDir: string,
): Promise<void> {
  if (row.sqlalchemy_uri !== `duckdb:///${path.join(dataDir, EXAMPLES_FILE)}`) return;
  await services.repositories.databases.update(row.id, {
    sqlalchemy_uri: EXAMPLES_URI,
    changed_on: nowIso(),
  });
}

/**
 * Registers the examples DuckDB file as the "examples" database with one dataset per example table,
 * owned by the admin. Runs only when no database of that name exists, so a second start (or a user
 * who renamed or edited the examples) is left alone.
 */
export async function registerExamples(services: Services, dataDir: string): Promise<boolean> {
  const repo = services.repositories.databases;
  const existing = await repo.findByName(EXAMPLES_DATABASE_NAME);
  if (existing) {
    await relativizeExamplesUri(services, existing, dataDir);
    return false;
  }
  const admin = await services.repositories.users.findByUsername('admin');
  const principal = admin ? await services.auth.loadPrincipal(admin.id, 'session', 'examples') : null;
  if (!principal) return false;
  const now = nowIso();
  const id = await repo.insert({
    uuid: randomUUID(),
    database_name: EXAMPLES_DATABASE_NAME,
    verbose_name: null,
    sqlalchemy_uri: EXAMPLES_URI,
    password: null,
    cache_timeout: null,
    force_ctas_schema: null,
    extra: JSON.stringify({ allows_virtual_table_explore: true }),
    encrypted_extra: null,
    server_cert: null,
    configuration_method: 'sqlalchemy_form',
    expose_in_sqllab: 1,
    allow_run_async: 0,
    allow_ctas: 0,
    allow_cvas: 0,
    allow_dml: 0,
    allow_file_upload: 0,
    impersonate_user: 0,
    is_managed_externally: 0,
    external_url: null,
    created_on: now,
    changed_on: now,
    created_by_fk: admin!.id,
    changed_by_fk: admin!.id,
  });
  await services.repositories.permissions.ensurePairs([
    ['database_access', databasePermName(EXAMPLES_DATABASE_NAME, id)],
  ]);
  for (const table of EXAMPLE_TABLES) {
    const created = await services.datasets.create(
      { database: id, schema: 'main', table_name: table.name, owners: [admin!.id] },
      principal,
      (userId) => (EXAMPLE_METRICS[table.name] ?? []).map(([name, expr]) => newMetric(name, expr, userId)),
    );
    await services.repositories.datasets.update(
      created.id,
      { main_dttm_col: table.mainTemporalColumn, description: table.description },
      {},
    );
  }
  return true;
}
