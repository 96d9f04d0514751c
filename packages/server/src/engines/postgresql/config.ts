import type pg from 'pg';

import type { ConnectionSettings } from '../EngineSpec.js';
import { positiveInteger, type ConnectionTarget } from '../network.js';
import { effectivePassword, parseSqlalchemyUri } from '../uri.js';

export const DEFAULT_POOL_SIZE = 5;
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export interface PostgresSettings {
  client: pg.ClientConfig;
  poolSize: number;
  target: ConnectionTarget;
  password: string | undefined;
  /** Every statement runs in a READ ONLY transaction that is rolled back (connection.ts). */
  readOnly: boolean;
}

/** libpq's sslmode: require encrypts without verifying (like libpq), verify-* verify the server. */
function sslFor(mode: string | undefined): pg.ClientConfig['ssl'] {
  switch (mode) {
    case 'require':
      return { rejectUnauthorized: false };
    case 'verify-ca':
    case 'verify-full':
      return true;
    default:
      return undefined;
  }
}

export function postgresSettings(settings: ConnectionSettings): PostgresSettings {
  const parsed = parseSqlalchemyUri(settings.uri);
  const password = effectivePassword(parsed, settings.password);
  const connectArgs = (settings.engineParams?.connect_args ?? {}) as Record<string, unknown>;
  const query = {
    ...parsed.query,
    ...Object.fromEntries(Object.entries(connectArgs).map(([k, v]) => [k, String(v)])),
  };
  const host = parsed.host ?? 'localhost';
  const port = parsed.port ?? 5432;
  const connectTimeout = Number(query.connect_timeout);
  const client: pg.ClientConfig = {
    host,
    port,
    user: parsed.username,
    password,
    database: parsed.database || undefined,
    ssl: sslFor(query.sslmode),
    connectionTimeoutMillis: connectTimeout > 0 ? connectTimeout * 1000 : DEFAULT_CONNECT_TIMEOUT_MS,
  };
  if (query.application_name) client.application_name = query.application_name;
  const readOnly = settings.readOnly ?? false;
  // A second layer under the per-statement READ ONLY transaction: the session's default is read-only too.
  const options = [query.options, readOnly ? '-c default_transaction_read_only=on' : undefined].filter(
    Boolean,
  );
  if (options.length > 0) client.options = options.join(' ');
  return {
    readOnly,
    client,
    poolSize: positiveInteger(settings.engineParams?.pool_size, DEFAULT_POOL_SIZE),
    target: { host, port, username: parsed.username, database: parsed.database || undefined },
    password,
  };
}
