import { execFileSync } from 'node:child_process';

/**
 * The server's port for this run, and the variable it travels in: Playwright loads the config (and so
 * this file) again in its worker processes, which inherit the variable and so the same port. Set
 * LOUPE_E2E_PORT yourself to choose the port.
 */
export const PORT_VARIABLE = 'LOUPE_E2E_PORT';

// Asks the system for a port nothing listens on (port 0), once per run: a fixed port failed the run
// whenever something else held it, such as another run's server. Synchronous because the config is.
const FREE_PORT_SCRIPT =
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";

function resolvePort(): number {
  const given = process.env[PORT_VARIABLE];
  if (given) return Number(given);
  const port = Number(execFileSync(process.execPath, ['-e', FREE_PORT_SCRIPT], { encoding: 'utf8' }));
  process.env[PORT_VARIABLE] = String(port);
  return port;
}

/** What the config starts the server with, shared with the specs that sign in. */
export const E2E_PORT = resolvePort();
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Given to the server as LOUPE_ADMIN_PASSWORD on its first start, so the admin can sign in. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';

/** The run's server data dir; set it to reuse a dir of your own. */
export const DATA_DIR_VARIABLE = 'LOUPE_E2E_DATA_DIR';
/** Set by the config when it created the data dir itself, so teardown knows it may delete it. */
export const DATA_DIR_CREATED_VARIABLE = 'LOUPE_E2E_DATA_DIR_CREATED';
