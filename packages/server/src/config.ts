import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment (documented in docs/configuration.md). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  metadataUrl: string | undefined;
  secretKey: string | undefined;
  adminPassword: string | undefined;
  featureFlags: Record<string, boolean>;
  /** Login attempts allowed per client address within the window (whatever usernames it tries). */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Lifetime of API access tokens and of the session cookie. */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  /** How long a token's user and grants are reused before the store is asked again (0 = never). */
  authCacheSeconds: number;
  /** Folder of the built web app; the SPA is served from it when it exists. */
  webDistDir: string;
  loadExamples: boolean;
  logLevel: string;
  /** Set the session cookie's Secure flag (behind HTTPS). */
  secureCookies: boolean;
  /** Largest file accepted by the database upload API. */
  uploadMaxBytes: number;
  /** Redis for SQL Lab results and async runs (BullMQ workers); unset keeps both in process. */
  redisUrl: string | undefined;
  /** SQL Lab's row caps (Superset's DISPLAY_MAX_ROW and DEFAULT_SQLLAB_LIMIT). */
  sqlLab: SqlLabLimits;
  /** Byte budget of SQL Lab's in-process results backend (async results; Redis bounds its own). */
  sqlLabResultsMaxBytes: number;
  /** The chart-data cache (in process, or in Redis with `redisUrl`). */
  chartCache: ChartCacheConfig;
  /** Superset's SQL_MAX_ROW: most rows a chart-data query reads, whatever its row_limit. */
  sqlMaxRow: number;
  /** Worker threads for CPU-heavy work over large results (XLSX exports). */
  workerThreads: number;
  /**
   * Refuse SQLite connections (Superset's PREVENT_UNSAFE_DB_CONNECTIONS): a SQLite URI opens any
   * file the server can read.
   */
  preventUnsafeDbConnections: boolean;
}

export interface ChartCacheConfig {
  /** Seconds chart data stays cached when neither chart, dataset nor database sets a timeout (0: no expiry). */
  defaultTimeoutSeconds: number;
  /** Byte budget of the in-process cache, counted as the UTF-8 size of the cached values' JSON. */
  maxBytes: number;
}

export interface SqlLabLimits {
  /** Most rows one SQL Lab payload ever carries; a larger query limit is clamped to it. */
  displayMaxRow: number;
  /** Query limit of a run that names none, and the editor's default. */
  defaultLimit: number;
}

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

function positiveIntFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || !Number.isSafeInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function boolFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/**
 * A safety switch: only an explicit yes or no is taken, so a typo cannot turn a protection off
 * without anyone noticing.
 */
function strictBoolFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function featureFlagsFrom(raw: string | undefined): Record<string, boolean> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('LOUPE_FEATURE_FLAGS must be a JSON object such as {"ALERT_REPORTS": true}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError('LOUPE_FEATURE_FLAGS must be a JSON object such as {"ALERT_REPORTS": true}');
  }
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, Boolean(v)]));
}

// fileURLToPath, not URL.pathname: a checkout path with spaces or non-ASCII is percent-encoded in the URL.
const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: intFrom(env, 'PORT', 8088),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.LOUPE_DATA_DIR ?? './data'),
    metadataUrl: env.LOUPE_METADATA_URL || undefined,
    secretKey: env.LOUPE_SECRET_KEY || undefined,
    adminPassword: env.LOUPE_ADMIN_PASSWORD || undefined,
    featureFlags: featureFlagsFrom(env.LOUPE_FEATURE_FLAGS),
    loginRateLimit: {
      max: intFrom(env, 'LOUPE_LOGIN_RATE_LIMIT', 10),
      timeWindowMs: intFrom(env, 'LOUPE_LOGIN_RATE_WINDOW_SECONDS', 60) * 1000,
    },
    accessTokenTtlSeconds: intFrom(env, 'LOUPE_ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: intFrom(env, 'LOUPE_REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    sessionTtlSeconds: intFrom(env, 'LOUPE_SESSION_TTL_SECONDS', 7 * 24 * 3600),
    authCacheSeconds: intFrom(env, 'LOUPE_AUTH_CACHE_SECONDS', 5),
    webDistDir: path.resolve(env.LOUPE_WEB_DIST ?? DEFAULT_WEB_DIST),
    loadExamples: boolFrom(env, 'LOUPE_LOAD_EXAMPLES', true),
    logLevel: env.LOUPE_LOG_LEVEL ?? 'info',
    secureCookies: boolFrom(env, 'LOUPE_SECURE_COOKIES', false),
    uploadMaxBytes: intFrom(env, 'LOUPE_UPLOAD_MAX_MB', 100) * 1024 * 1024,
    redisUrl: env.LOUPE_REDIS_URL || undefined,
    sqlLab: {
      displayMaxRow: positiveIntFrom(env, 'LOUPE_SQLLAB_DISPLAY_MAX_ROW', 10_000),
      defaultLimit: positiveIntFrom(env, 'LOUPE_SQLLAB_DEFAULT_LIMIT', 1_000),
    },
    sqlLabResultsMaxBytes: positiveIntFrom(env, 'LOUPE_SQLLAB_RESULTS_MAX_MB', 100) * 1024 * 1024,
    chartCache: {
      // Superset's CACHE_DEFAULT_TIMEOUT: one day.
      defaultTimeoutSeconds: intFrom(env, 'LOUPE_CACHE_DEFAULT_TIMEOUT', 86_400),
      maxBytes: positiveIntFrom(env, 'LOUPE_CHART_CACHE_MAX_MB', 100) * 1024 * 1024,
    },
    sqlMaxRow: positiveIntFrom(env, 'LOUPE_SQL_MAX_ROW', 100_000),
    // One core stays for the event loop.
    workerThreads: positiveIntFrom(
      env,
      'LOUPE_WORKER_THREADS',
      Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    ),
    preventUnsafeDbConnections: strictBoolFrom(env, 'LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS', true),
  };
}
