/**
 * Feature flags the UI reads. The server has no flags endpoint yet, so the page may set
 * `window.__LOUPE_FEATURE_FLAGS__` (as Superset's bootstrap data does); anything not set there takes
 * Superset's default.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** On in Superset by default: the old dataset editor is gone, so its button is hidden. */
  DISABLE_LEGACY_DATASOURCE_EDITOR: true,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

declare global {
  interface Window {
    __LOUPE_FEATURE_FLAGS__?: Partial<Record<string, boolean>>;
  }
}

export function isFeatureEnabled(flag: FeatureFlag): boolean {
  const configured = typeof window === 'undefined' ? undefined : window.__LOUPE_FEATURE_FLAGS__?.[flag];
  return typeof configured === 'boolean' ? configured : FEATURE_FLAG_DEFAULTS[flag];
}
