import type { ConnectionOptions } from 'mysql2';

import type { ConnectionSettings } from '../EngineSpec.js';
import { positiveInteger, type ConnectionTarget } from '../network.js';
import { effectivePassword, parseSqlalchemyUri } from '../uri.js';
import { TYPE_CAST } from './types.js';

export const DEFAULT_POOL_SIZE = 5;
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export interface MysqlSettings {
  /** Options of one connection; the pool adds its size (a plain connection warns about pool options). */
  connection: ConnectionOptions;
  poolSize: number;
  target: ConnectionTarget;
  password: string | undefined;
  /** Every statement runs in a READ ONLY session and transaction (connection.ts). */
  readOnly: boolean;
}

const TRUE_VALUES = new Set(['1', 'true', 'required', 'verify_ca', 'verify_identity']);

export function mysqlSettings(settings: ConnectionSettings): MysqlSettings {
  const parsed = parseSqlalchemyUri(settings.uri);
  const password = effectivePassword(parsed, settings.password);
  const connectArgs = (settings.engineParams?.connect_args ?? {}) as Record<string, unknown>;
  const query = {
    ...parsed.query,
    ...Object.fromEntries(Object.entries(connectArgs).map(([k, v]) => [k, String(v)])),
  };
  const host = parsed.host ?? 'localhost';
  const port = parsed.port ?? 3306;
  const connectTimeout = Number(query.connect_timeout);
  // Superset's MySQL encryption parameter is ssl=1; ssl_mode follows the mysql client's names.
  const ssl = TRUE_VALUES.has((query.ssl ?? query.ssl_mode ?? '').toLowerCase());
  const connection: ConnectionOptions = {
    host,
    port,
    user: parsed.username,
    password,
    database: parsed.database || undefined,
    connectTimeout: connectTimeout > 0 ? connectTimeout * 1000 : DEFAULT_CONNECT_TIMEOUT_MS,
    typeCast: TYPE_CAST,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    multipleStatements: false,
  };
  if (query.charset) connection.charset = query.charset;
  if (ssl)
    connection.ssl = { rejectUnauthorized: (query.ssl_mode ?? '').toLowerCase() === 'verify_identity' };
  return {
    readOnly: settings.readOnly ?? false,
    connection,
    poolSize: positiveInteger(settings.engineParams?.pool_size, DEFAULT_POOL_SIZE),
    target: { host, port, username: parsed.username, database: parsed.database || undefined },
    password,
  };
}
