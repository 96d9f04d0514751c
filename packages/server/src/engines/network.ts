import { sanitizeEngineMessage } from './errorText.js';
import { PASSWORD_MASK, type ParametersSchema } from '@loupe/core';
import { EngineError, type UriParameters } from './EngineSpec.js';
import { buildNetworkUri, parseSqlalchemyUri } from './uri.js';

/**
 * Parameters of the dynamic connect form for network engines, as Superset's
 * `/api/v1/database/available/` shows them (BasicParametersSchema, without the SSH tunnel).
 */
export const NETWORK_PARAMETERS_SCHEMA: ParametersSchema = {
  type: 'object',
  properties: {
    host: { type: 'string', description: 'Hostname or IP address' },
    port: { type: 'integer', description: 'Database port', minimum: 0, maximum: 65536 },
    database: { type: 'string', description: 'Database name' },
    username: { type: 'string', nullable: true, description: 'Username' },
    password: { type: 'string', nullable: true, description: 'Password' },
    query: { type: 'object', description: 'Additional parameters', additionalProperties: {} },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
  },
  required: ['host', 'port', 'database', 'username'],
};

export const NETWORK_REQUIRED_PARAMETERS = ['host', 'port', 'database', 'username'] as const;

/**
 * URI -> form parameters. `encryption` is true when the query holds every one of the engine's
 * encryption parameters, which are then left out of `query` (Superset's get_parameters_from_uri).
 */
export function networkParametersFromUri(
  uri: string,
  encryptionQuery: Readonly<Record<string, string>>,
): UriParameters {
  const parsed = parseSqlalchemyUri(uri);
  const query = { ...parsed.query };
  const encryption = Object.entries(encryptionQuery).every(([key, value]) => query[key] === value);
  if (encryption) for (const key of Object.keys(encryptionQuery)) delete query[key];
  const parameters: UriParameters = { query, encryption };
  if (parsed.host !== undefined) parameters.host = parsed.host;
  if (parsed.port !== undefined) parameters.port = parsed.port;
  if (parsed.username !== undefined) parameters.username = parsed.username;
  if (parsed.password !== undefined) parameters.password = parsed.password;
  if (parsed.database) parameters.database = parsed.database;
  return parameters;
}

export function networkUriFromParameters(
  scheme: string,
  parameters: UriParameters,
  encryptionQuery: Readonly<Record<string, string>>,
): string {
  const query = { ...(parameters.query ?? {}), ...(parameters.encryption ? encryptionQuery : {}) };
  return buildNetworkUri(scheme, { ...parameters, query });
}

/** Where a connection goes, for error messages (never the password). */
export interface ConnectionTarget {
  host: string;
  port: number;
  username: string | undefined;
  database: string | undefined;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Socket-level connection failures, the same for every network driver, in Superset's wording.
 * Returns null for anything else.
 */
export function socketError(error: unknown, target: ConnectionTarget): EngineError | null {
  switch (errorCode(error)) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return new EngineError(
        `The hostname "${target.host}" cannot be resolved.`,
        'CONNECTION_INVALID_HOSTNAME_ERROR',
      );
    case 'ECONNREFUSED':
      return new EngineError(
        `Port ${target.port} on hostname "${target.host}" refused the connection.`,
        'CONNECTION_PORT_CLOSED_ERROR',
      );
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
      return new EngineError(
        `The host "${target.host}" might be down, and can't be reached on port ${target.port}.`,
        'CONNECTION_HOST_DOWN_ERROR',
      );
    default:
      return null;
  }
}

/** Removes a secret from a message, in case a driver ever echoes it. */
export function scrub(message: string, secret: string | undefined): string {
  return secret ? message.split(secret).join(PASSWORD_MASK) : message;
}

/** An engine error's message as a user may read it: no native stack trace, no server path. */
export function messageOf(error: unknown): string {
  return sanitizeEngineMessage(error instanceof Error ? error.message : String(error));
}

/** A positive integer from engine_params (pool_size and the like), else the default. */
export function positiveInteger(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : fallback;
}
