import { PASSWORD_MASK } from '@loupe/core';
import { EngineError } from './EngineSpec.js';

/** What Superset shows in place of a stored password (core's PASSWORD_MASK). */
export const MASKED_PASSWORD = PASSWORD_MASK;

const URI_HINT = 'a valid string usually follows: backend+driver://user:password@database-host/database-name';
const SCHEME_PATTERN = /^([a-z][a-z0-9.-]*)(?:\+([a-z0-9_.-]+))?:\/\//i;

/** A SQLAlchemy URL split into its parts; user, password and database are percent-decoded. */
export interface SqlalchemyUri {
  /** Lower-cased scheme as written, with its driver: "postgresql+psycopg2". */
  scheme: string;
  /** Scheme without the driver: "postgresql". */
  backend: string;
  driver: string | null;
  username: string | undefined;
  password: string | undefined;
  host: string | undefined;
  port: number | undefined;
  /** Database name for network engines; the file path (or "" / ":memory:") for file engines. */
  database: string | undefined;
  query: Record<string, string>;
}

function invalid(reason: string): EngineError {
  // The input itself is never echoed: it may hold a password.
  return new EngineError(`Invalid connection string: ${reason}; ${URI_HINT}`);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Scheme and driver of a URI without parsing the rest ("postgresql+psycopg2://..." -> both parts). */
export function uriScheme(uri: string): { scheme: string; backend: string; driver: string | null } | null {
  const match = SCHEME_PATTERN.exec(uri.trim());
  if (!match) return null;
  const backend = match[1]!.toLowerCase();
  const driver = match[2]?.toLowerCase() ?? null;
  return { scheme: driver ? `${backend}+${driver}` : backend, backend, driver };
}

/**
 * Parses a SQLAlchemy URL with WHATWG `URL` (its rules for user info, IPv6 hosts and ports match
 * RFC 1738 closely enough for SQLAlchemy's forms). File engines keep SQLAlchemy's path rule:
 * `sqlite:///rel.db` is relative, `sqlite:////abs.db` is absolute, `sqlite://` is in memory.
 */
export function parseSqlalchemyUri(uri: string): SqlalchemyUri {
  const text = uri.trim();
  const scheme = uriScheme(text);
  if (!scheme) throw invalid('it must start with a scheme such as postgresql://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid(`the ${scheme.scheme} URI could not be parsed`);
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  const host = url.hostname ? decode(url.hostname.replace(/^\[(.*)\]$/, '$1')) : undefined;
  return {
    ...scheme,
    username: url.username ? decode(url.username) : undefined,
    password: url.password ? decode(url.password) : undefined,
    host,
    port: url.port ? Number(url.port) : undefined,
    database: rawPath(text, url),
    query,
  };
}

/**
 * The path as written, without its leading slash: `URL` resolves dot segments
 * (`sqlite:///../data/x.db` would become `data/x.db`), which SQLAlchemy does not. One leading slash
 * separates the authority from the path; a second one makes a file path absolute.
 */
function rawPath(text: string, url: URL): string | undefined {
  const afterScheme = text.slice(text.indexOf('://') + 3);
  const slash = afterScheme.indexOf('/');
  if (slash === -1) return url.hostname ? undefined : '';
  return decode(afterScheme.slice(slash + 1).replace(/[?#].*$/, ''));
}

/** The URI with its password, when there is one, replaced by XXXXXXXXXX. Never throws. */
export function maskUri(uri: string): string {
  let url: URL;
  try {
    url = new URL(uri.trim());
  } catch {
    // Unparseable input is still masked for logs and messages: everything between "user:" and "@".
    return uri.replace(/^([^:]+:\/\/[^:/@]*:)[^/]*@/, `$1${MASKED_PASSWORD}@`);
  }
  if (!url.password) return uri;
  url.password = MASKED_PASSWORD;
  return url.toString();
}

export interface NetworkUriParts {
  username?: string | undefined;
  password?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  database?: string | undefined;
  query?: Record<string, string> | undefined;
}

/** Builds `scheme://user:password@host:port/database?query` with every part percent-encoded. */
export function buildNetworkUri(scheme: string, parts: NetworkUriParts): string {
  let auth = '';
  if (parts.username) {
    auth = encodeURIComponent(parts.username);
    if (parts.password) auth += `:${encodeURIComponent(parts.password)}`;
    auth += '@';
  }
  const host = parts.host ? (parts.host.includes(':') ? `[${parts.host}]` : parts.host) : '';
  const port = parts.port !== undefined ? `:${parts.port}` : '';
  const search = new URLSearchParams(parts.query ?? {}).toString();
  return `${scheme}://${auth}${host}${port}/${encodeURIComponent(parts.database ?? '')}${search ? `?${search}` : ''}`;
}

/** The password to connect with: the decrypted one from settings, else the URI's unless it is the mask. */
export function effectivePassword(parsed: SqlalchemyUri, password: string | undefined): string | undefined {
  if (password !== undefined) return password;
  return parsed.password === MASKED_PASSWORD ? undefined : parsed.password;
}
