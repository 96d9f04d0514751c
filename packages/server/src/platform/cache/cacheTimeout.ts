/** Superset's CACHE_DISABLED_TIMEOUT: a timeout of -1 means the result is not cached at all. */
export const CACHE_DISABLED_TIMEOUT = -1;

type Timeout = number | null | undefined;

export interface CacheTimeoutSources {
  /** The request's own timeout (Superset's custom_cache_timeout). */
  custom?: Timeout;
  /** The saved chart's cache_timeout. */
  chart?: Timeout;
  /** The dataset's cache_timeout. */
  dataset?: Timeout;
  /** The dataset's database's cache_timeout. */
  database?: Timeout;
  /** `LOUPE_CACHE_DEFAULT_TIMEOUT` (Superset's DATA_CACHE_CONFIG / CACHE_DEFAULT_TIMEOUT). */
  defaultSeconds: number;
}

/**
 * How long a chart's data stays cached, as Superset's QueryContextProcessor.get_cache_timeout picks
 * it: the first of custom, chart, dataset that is set, else the database's; then, as Superset tests
 * that choice for truth, a 0 or unset one falls back to the configured default.
 */
export function resolveCacheTimeout(sources: CacheTimeoutSources): number {
  const first = [sources.custom, sources.chart, sources.dataset].find((t) => t !== null && t !== undefined);
  const chosen = first ?? sources.database;
  return chosen ? chosen : sources.defaultSeconds;
}
