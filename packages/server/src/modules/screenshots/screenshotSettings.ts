import { ConfigError } from '../../config.js';

/** How the server renders dashboards in Chromium (documented in docs/configuration.md). */
export interface ScreenshotSettings {
  /** The Chromium binary Playwright drives. */
  executablePath: string;
  /** How long a page may take to show its dashboard ready before the task fails. */
  timeoutMs: number;
  /** Byte budget of the in-process cache of screenshots and thumbnails (Redis bounds its own). */
  cacheMaxBytes: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || !Number.isSafeInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function screenshotSettingsFrom(env: NodeJS.ProcessEnv): ScreenshotSettings {
  return {
    executablePath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    timeoutMs: positiveInt(env, 'LOUPE_SCREENSHOT_TIMEOUT_MS', 60_000),
    cacheMaxBytes: positiveInt(env, 'LOUPE_SCREENSHOT_CACHE_MAX_MB', 128) * 1024 * 1024,
  };
}
