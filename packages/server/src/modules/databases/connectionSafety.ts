import fs from 'node:fs';
import path from 'node:path';
import { parseDatabaseExtra } from '@loupe/core';
import type { EngineSpec } from '../../engines/EngineSpec.js';
import { parseSqlalchemyUri, uriScheme } from '../../engines/uri.js';
import { ApiError, BadRequestError, UnprocessableError } from '../../errors.js';

export interface ConnectionSafetySettings {
  /** Loupe's data dir: metadata database, secret key, examples, uploads. */
  dataDir: string;
  /** Superset's PREVENT_UNSAFE_DB_CONNECTIONS: refuse SQLite. */
  preventUnsafe: boolean;
}

export const DATA_DIR_REFUSAL =
  "Database files inside Loupe's data folder cannot be connected: it holds Loupe's own metadata, secret key and uploads.";

/** Engines whose "database" is a file on the server. */
const FILE_ENGINES = new Set(['sqlite', 'duckdb']);

/** SQLAlchemy's dialect class names, which Superset's message shows (its fallback is the drivername). */
const SQLITE_DIALECTS = new Map([
  ['pysqlite', 'SQLiteDialect_pysqlite'],
  ['pysqlcipher', 'SQLiteDialect_pysqlcipher'],
  ['aiosqlite', 'SQLiteDialect_aiosqlite'],
]);

/** Symlinks followed before giving up, as the kernel's ELOOP limit. */
const MAX_LINKS = 40;

/** Only the platform's separators split a path: on POSIX a backslash is part of a file name. */
const SEPARATORS = path.sep === '\\' ? /[\\/]/ : /\//;

function sqliteDialectName(uri: string): string {
  const scheme = uriScheme(uri);
  const driver = scheme?.driver ?? 'pysqlite';
  return SQLITE_DIALECTS.get(driver) ?? scheme?.scheme ?? 'sqlite';
}

function isMemory(file: string): boolean {
  return file === '' || file === ':memory:';
}

/**
 * Every way an engine might read a URI's database path: as written, without SQLAlchemy/SQLite's
 * `file:` prefix (with its `?query` and `//authority`), and percent-decoded. Checking them all keeps
 * the check independent of which of these forms a given engine version honours.
 */
export function databaseFileCandidates(database: string): string[] {
  const seen = new Set<string>();
  const queue = [database];
  while (queue.length > 0 && seen.size < 64) {
    const candidate = queue.shift()!;
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    if (/^file:/i.test(candidate)) {
      const rest = candidate.slice('file:'.length);
      const withoutQuery = rest.replace(/[?#][\s\S]*$/, '');
      queue.push(rest, withoutQuery);
      const authority = /^\/\/[^/]*(\/[\s\S]*)?$/.exec(withoutQuery);
      if (authority) queue.push(authority[1] ?? '');
    }
    try {
      const decoded = decodeURIComponent(candidate);
      if (decoded !== candidate) queue.push(decoded);
    } catch {
      // Not percent-encoded text: the literal form is already a candidate.
    }
  }
  return [...seen].filter((candidate) => !isMemory(candidate));
}

/**
 * The path the operating system reaches for `absolute`, following every symlink on the way, also
 * dangling ones and ones in folders that do not exist yet; `..` applies to the resolved folder as the
 * kernel does. Null when the links loop (nothing can open such a path).
 */
export function followLinks(absolute: string, budget = { links: MAX_LINKS }): string | null {
  const root = path.parse(absolute).root;
  let current = root;
  for (const part of absolute.slice(root.length).split(SEPARATORS)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      current = path.dirname(current);
      continue;
    }
    const next = path.join(current, part);
    let target: string | null = null;
    try {
      if (fs.lstatSync(next).isSymbolicLink()) target = fs.readlinkSync(next);
    } catch {
      // Missing (or unreadable): the rest of the path is taken as written.
    }
    if (target === null) {
      current = next;
      continue;
    }
    if (--budget.links < 0) return null;
    const resolved = followLinks(path.isAbsolute(target) ? target : `${current}${path.sep}${target}`, budget);
    if (resolved === null) return null;
    current = resolved;
  }
  return current;
}

function isInside(file: string, folder: string): boolean {
  const prefix = folder.endsWith(path.sep) ? folder : `${folder}${path.sep}`;
  return file === folder || file.startsWith(prefix);
}

/**
 * What a new or changed connection may point at (Superset's `check_sqlalchemy_uri` plus Loupe's own
 * rule): no SQLite while PREVENT_UNSAFE_DB_CONNECTIONS is on, and no database file inside the data
 * dir, which holds the metadata database and the secret key that decrypts every stored password.
 */
export class ConnectionSafety {
  constructor(private readonly settings: ConnectionSafetySettings) {}

  /**
   * Throws Superset's 400 `{message: {sqlalchemy_uri: [...]}}` for a refused URI. `storedUri` is
   * the saved URI when the caller edits or tests a saved database: leaving it as it is stays allowed
   * (the examples database lives in the data dir).
   */
  check(spec: EngineSpec, uri: string, storedUri?: string): void {
    if (this.settings.preventUnsafe && spec.engine === 'sqlite') {
      throw new BadRequestError({
        sqlalchemy_uri: [`${sqliteDialectName(uri)} cannot be used as a data source for security reasons.`],
      });
    }
    if (storedUri !== undefined && storedUri.trim() === uri.trim()) return;
    if (FILE_ENGINES.has(spec.engine) && this.pointsIntoDataDir(spec, uri)) {
      throw new BadRequestError({ sqlalchemy_uri: [DATA_DIR_REFUSAL] });
    }
  }

  /** Whether any reading of the URI's file path lands in the data dir (relative paths included). */
  pointsIntoDataDir(spec: EngineSpec, uri: string): boolean {
    const dataDir = path.resolve(this.settings.dataDir);
    const dataReal = followLinks(dataDir) ?? dataDir;
    const database = spec.parseUri(uri).database ?? '';
    // The SQLite engine opens what follows SQLAlchemy's `file:` (sqlite:///file:x.db?mode=ro&uri=true),
    // never the text with it, which read as a path would count as a relative path into the data dir.
    const literalIsOpened = !(spec.engine === 'sqlite' && database.startsWith('file:'));
    const candidates = databaseFileCandidates(database).filter((c) => literalIsOpened || c !== database);
    for (const candidate of candidates) {
      // Relative paths resolve against the data dir (and, for older engine code, the working dir).
      const absolutes = path.isAbsolute(candidate)
        ? [candidate]
        : [`${dataDir}${path.sep}${candidate}`, `${process.cwd()}${path.sep}${candidate}`];
      for (const absolute of absolutes) {
        // As the OS walks it, and as path.resolve() first folds `..` lexically (what engines pass on).
        for (const walked of [followLinks(absolute), followLinks(path.resolve(absolute))]) {
          if (walked === null || isInside(walked, dataReal) || isInside(walked, dataDir)) return true;
        }
      }
    }
    return false;
  }
}

/** A connection as a password would reach it: everything but the password, extra's connect_args included. */
function connectionIdentity(uri: string, extra: string | null | undefined): string {
  const parsed = parseSqlalchemyUri(uri);
  const params = [...new URL(uri.trim()).searchParams].map(([k, v]) => `${k}=${v}`).sort();
  const options = parseDatabaseExtra(extra ?? undefined);
  const connectArgs = (
    typeof options === 'string' ? {} : (options.engine_params?.connect_args ?? {})
  ) as Record<string, unknown>;
  // The engines read connect_args over the URI's query (sslmode, options, ...).
  const effective = Object.entries({
    ...parsed.query,
    ...Object.fromEntries(Object.entries(connectArgs).map(([k, v]) => [k, String(v)])),
  }).sort();
  return JSON.stringify([
    parsed.scheme,
    parsed.username ?? null,
    (parsed.host ?? '').toLowerCase(),
    parsed.port ?? null,
    parsed.database ?? null,
    params,
    effective,
  ]);
}

/**
 * Whether a changed connection still goes where the stored one went, apart from the password:
 * scheme with driver, user, host, port, database, query (and connect_args). A stored password is
 * reused only then, so the mask sent back with another host never sends the saved password there.
 */
export function sameConnection(
  stored: { uri: string; extra: string | null | undefined },
  given: { uri: string; extra: string | null | undefined },
): boolean {
  try {
    return connectionIdentity(stored.uri, stored.extra) === connectionIdentity(given.uri, given.extra);
  } catch {
    return false;
  }
}

export const PASSWORD_NEEDED =
  'The saved password is only used while the host, port, user, database and options stay the same: enter the password for the changed connection.';

/** PUT with the mask and a changed connection: 422 as Superset's command validation errors. */
export function passwordNeededError(configurationMethod: 'sqlalchemy_form' | 'dynamic_form'): ApiError {
  return new UnprocessableError({
    [configurationMethod === 'dynamic_form' ? 'parameters' : 'sqlalchemy_uri']: [PASSWORD_NEEDED],
  });
}

/** test_connection with the mask and a changed connection: its SIP-40 422, naming the field. */
export function passwordNeededConnectionError(spec: EngineSpec): ApiError {
  return new ApiError(422, {
    errors: [
      {
        message: PASSWORD_NEEDED,
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'error',
        extra: {
          engine_name: spec.engineName,
          missing: ['password'],
          invalid: ['password'],
          issue_codes: [
            {
              code: 1018,
              message: 'Issue 1018 - One or more parameters needed to configure a database are missing.',
            },
          ],
        },
      },
    ],
  });
}
