/** What the config starts the server with, shared with the specs that sign in. */
export const E2E_PORT = 8099;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Given to the server as LOUPE_ADMIN_PASSWORD on its first start, so the admin can sign in. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';
