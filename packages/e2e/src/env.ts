/** What the config starts the server with, shared with the specs that sign in. LOUPE_E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.LOUPE_E2E_PORT ?? 8099);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Given to the server as LOUPE_ADMIN_PASSWORD on its first start, so the admin can sign in. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';

/** The run's server data dir; set it to reuse a dir of your own. */
export const DATA_DIR_VARIABLE = 'LOUPE_E2E_DATA_DIR';
/** Set by the config when it created the data dir itself, so teardown knows it may delete it. */
export const DATA_DIR_CREATED_VARIABLE = 'LOUPE_E2E_DATA_DIR_CREATED';
