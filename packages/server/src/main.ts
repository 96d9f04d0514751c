import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { prepare } from './startup.js';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const log = {
    info: (msg: string): void => console.log(`[loupe] ${msg}`),
    warn: (msg: string): void => console.warn(`[loupe] ${msg}`),
  };
  const { services, security } = await prepare(config, log);
  const app = await buildApp(services);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing in-flight requests`);
    // Stop accepting connections, let in-flight requests end, then close the stores.
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(
    `listening on http://localhost:${config.port} (ready in ${Math.round(performance.now() - started)} ms)`,
  );
  if (security.generatedAdminPassword) {
    // Printed once, at the first start; it is stored only as a hash.
    log.info(`created user "admin" with password: ${security.generatedAdminPassword}`);
    log.info('set LOUPE_ADMIN_PASSWORD before the first start to choose it instead');
  } else if (security.adminCreated) {
    log.info('created user "admin" with the password from LOUPE_ADMIN_PASSWORD');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `[loupe] configuration error: ${err.message}` : err);
  process.exit(1);
});
