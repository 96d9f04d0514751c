import fs from 'node:fs';
import type { AppConfig } from './config.js';
import { createExampleDashboards } from './examples/exampleDashboards.js';
import { ensureExamplesDatabase } from './examples/loadExamples.js';
import { registerExamples } from './examples/registerExamples.js';
import { bootstrapSecurity, type BootstrapReport } from './modules/security/securityBootstrap.js';
import { migrateToLatest, openMetadataDb } from './platform/metadata/metadataDb.js';
import { ensureSecretKey } from './security/secretKey.js';
import { createServices, type ServiceLog, type Services } from './services.js';

export interface StartupLog extends ServiceLog {
  info(msg: string): void;
}

export interface Prepared {
  services: Services;
  security: BootstrapReport;
}

/**
 * Everything before the server listens: the data dir, the secret key, the metadata schema, the
 * security seed and the examples database. Each step leaves existing data as it is, so a second
 * start on the same data dir changes nothing anyone made.
 */
export async function prepare(config: AppConfig, log: StartupLog): Promise<Prepared> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secretKey = ensureSecretKey(config.dataDir, config.secretKey);
  // The examples file needs nothing from the metadata store: on a first start it is built (DuckDB's
  // threads) while the schema is migrated and security seeded; only its registration waits for both.
  const examples = config.loadExamples ? ensureExamplesDatabase(config.dataDir, log) : undefined;
  // Awaited below; until then a failure must not count as unhandled.
  examples?.catch(() => undefined);
  const { db, location } = openMetadataDb(config.metadataUrl, config.dataDir);
  try {
    const applied = await migrateToLatest(db);
    log.info(
      `metadata store ${location}${applied.length ? ` migrated: ${applied.join(', ')}` : ' up to date'}`,
    );
    const services = createServices(config, db, secretKey, log);
    const security = await bootstrapSecurity(services.repositories, config.adminPassword);
    if (examples) {
      await examples;
      if (await registerExamples(services, config.dataDir))
        log.info('registered the examples database and its datasets');
      const created = await createExampleDashboards(services);
      if (created) log.info(`created ${created.dashboards} example dashboards with ${created.charts} charts`);
    }
    return { services, security };
  } catch (error) {
    // Nothing may still be writing when the store closes.
    await examples?.catch(() => undefined);
    await db.destroy();
    throw error;
  }
}
