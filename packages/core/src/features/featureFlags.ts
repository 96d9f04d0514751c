/**
 * Superset feature flags Loupe acts on, with Superset's defaults. The server merges
 * LOUPE_FEATURE_FLAGS over these and sends the result to the web app, which reads the same table
 * for anything the server has not told it.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** On in Superset by default: the old dataset editor is gone, so its button is hidden. */
  DISABLE_LEGACY_DATASOURCE_EDITOR: true,
  /** SQL Lab keeps its tabs on the server (tab state views); off, they live in the browser. */
  SQLLAB_BACKEND_PERSISTENCE: true,
  /** Off in Superset by default: a dashboard's roles grant access to it (and its dialog edits them). */
  DASHBOARD_RBAC: false,
  /** On in Superset by default: charts cross-filter the dashboard when clicked. */
  DASHBOARD_CROSS_FILTERS: true,
  /** Off in Superset by default: editors may move the filter bar above the dashboard. */
  HORIZONTAL_FILTER_BAR: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** The defaults with the configured flags over them (unknown flags are kept: Superset clients may read them). */
export function resolveFeatureFlags(configured: Record<string, boolean>): Record<string, boolean> {
  return { ...FEATURE_FLAG_DEFAULTS, ...configured };
}
