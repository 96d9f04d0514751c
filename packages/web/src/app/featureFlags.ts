import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '@loupe/core';

export type { FeatureFlag };

/**
 * Feature flags the UI reads. The page may set `window.__LOUPE_FEATURE_FLAGS__` (as Superset's
 * bootstrap data does; SQL Lab reads the server's flags from its own bootstrap); anything not set
 * there takes Superset's default, from the table the server uses too.
 */
declare global {
  interface Window {
    __LOUPE_FEATURE_FLAGS__?: Partial<Record<string, boolean>>;
  }
}

export function isFeatureEnabled(flag: FeatureFlag): boolean {
  const configured = typeof window === 'undefined' ? undefined : window.__LOUPE_FEATURE_FLAGS__?.[flag];
  return typeof configured === 'boolean' ? configured : FEATURE_FLAG_DEFAULTS[flag];
}
