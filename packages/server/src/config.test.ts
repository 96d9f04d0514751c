import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8088,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      metadataUrl: undefined,
      secretKey: undefined,
      adminPassword: undefined,
      featureFlags: {},
      loginRateLimit: { max: 10, timeWindowMs: 60_000 },
      loadExamples: true,
      secureCookies: false,
      uploadMaxBytes: 100 * 1024 * 1024,
      sqlLab: { displayMaxRow: 10_000, defaultLimit: 1_000 },
      sqlLabResultsMaxBytes: 100 * 1024 * 1024,
      chartCache: { defaultTimeoutSeconds: 86_400, maxBytes: 100 * 1024 * 1024 },
      preventUnsafeDbConnections: true,
    });
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      LOUPE_DATA_DIR: '/tmp/loupe-x',
      LOUPE_METADATA_URL: 'postgres://u:p@h/db',
      LOUPE_LOGIN_RATE_LIMIT: '3',
      LOUPE_LOGIN_RATE_WINDOW_SECONDS: '10',
      LOUPE_FEATURE_FLAGS: '{"ALERT_REPORTS": true, "EMBEDDED_SUPERSET": 0}',
      LOUPE_LOAD_EXAMPLES: 'false',
      LOUPE_SECURE_COOKIES: 'YES',
      LOUPE_AUTH_CACHE_SECONDS: '0',
      LOUPE_UPLOAD_MAX_MB: '5',
      LOUPE_REDIS_URL: 'redis://127.0.0.1:6379/2',
      LOUPE_SQLLAB_DISPLAY_MAX_ROW: '100000',
      LOUPE_SQLLAB_DEFAULT_LIMIT: '50',
      LOUPE_SQLLAB_RESULTS_MAX_MB: '16',
      LOUPE_CACHE_DEFAULT_TIMEOUT: '0',
      LOUPE_CHART_CACHE_MAX_MB: '8',
      LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'False',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/loupe-x',
      metadataUrl: 'postgres://u:p@h/db',
      loginRateLimit: { max: 3, timeWindowMs: 10_000 },
      featureFlags: { ALERT_REPORTS: true, EMBEDDED_SUPERSET: false },
      loadExamples: false,
      secureCookies: true,
      authCacheSeconds: 0,
      redisUrl: 'redis://127.0.0.1:6379/2',
      uploadMaxBytes: 5 * 1024 * 1024,
      sqlLab: { displayMaxRow: 100_000, defaultLimit: 50 },
      sqlLabResultsMaxBytes: 16 * 1024 * 1024,
      chartCache: { defaultTimeoutSeconds: 0, maxBytes: 8 * 1024 * 1024 },
      preventUnsafeDbConnections: false,
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', LOUPE_METADATA_URL: '', LOUPE_SECRET_KEY: '' })).toMatchObject({
      port: 8088,
      metadataUrl: undefined,
      secretKey: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty', /PORT must be a non-negative integer, got "eighty"/],
    ['PORT', '-1', /PORT/],
    ['LOUPE_LOGIN_RATE_LIMIT', '1.5', /LOUPE_LOGIN_RATE_LIMIT/],
    ['LOUPE_SQLLAB_DISPLAY_MAX_ROW', '0', /LOUPE_SQLLAB_DISPLAY_MAX_ROW must be a positive integer, got "0"/],
    ['LOUPE_SQLLAB_DISPLAY_MAX_ROW', '1e4', /LOUPE_SQLLAB_DISPLAY_MAX_ROW must be a positive integer/],
    ['LOUPE_SQLLAB_DEFAULT_LIMIT', '-5', /LOUPE_SQLLAB_DEFAULT_LIMIT must be a positive integer/],
    ['LOUPE_SQLLAB_DEFAULT_LIMIT', '10.5', /LOUPE_SQLLAB_DEFAULT_LIMIT must be a positive integer/],
    ['LOUPE_SQLLAB_DEFAULT_LIMIT', 'many', /LOUPE_SQLLAB_DEFAULT_LIMIT must be a positive integer/],
    ['LOUPE_CACHE_DEFAULT_TIMEOUT', '-1', /LOUPE_CACHE_DEFAULT_TIMEOUT must be a non-negative integer/],
    ['LOUPE_CHART_CACHE_MAX_MB', '0', /LOUPE_CHART_CACHE_MAX_MB must be a positive integer/],
    ['LOUPE_SQLLAB_RESULTS_MAX_MB', '0', /LOUPE_SQLLAB_RESULTS_MAX_MB must be a positive integer/],
    ['LOUPE_FEATURE_FLAGS', '{not json', /LOUPE_FEATURE_FLAGS must be a JSON object/],
    ['LOUPE_FEATURE_FLAGS', '["ALERT_REPORTS"]', /LOUPE_FEATURE_FLAGS must be a JSON object/],
    ['LOUPE_FEATURE_FLAGS', 'null', /LOUPE_FEATURE_FLAGS must be a JSON object/],
    // A typo must not switch the SQLite refusal off.
    [
      'LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS',
      'flase',
      /LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS must be true or false, got "flase"/,
    ],
  ])('refuses %s=%s with a ConfigError', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
