import type { SqlLabLimits } from '../config.js';

/**
 * Superset's defaults of DISPLAY_MAX_ROW (most rows one SQL Lab payload carries) and
 * DEFAULT_SQLLAB_LIMIT (query limit of a run that names none); the server's own values come from
 * its config (LOUPE_SQLLAB_DISPLAY_MAX_ROW, LOUPE_SQLLAB_DEFAULT_LIMIT).
 */
export const SUPERSET_SQLLAB_LIMITS: SqlLabLimits = { displayMaxRow: 10_000, defaultLimit: 1_000 };

/** Superset's LimitingFactor: what cut the result short, if anything. */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

export interface RowLimit {
  /** Rows to keep: the smaller of the requested limit and the display cap. */
  limit: number;
  /** Rows to fetch from the engine: one more than kept, to learn whether more exist. */
  fetch: number;
}

/** The row limit of a run from its queryLimit (the default when unset; clamped to the display cap). */
export function rowLimit(queryLimit: number | undefined, limits: SqlLabLimits): RowLimit {
  const requested =
    queryLimit !== undefined && Number.isFinite(queryLimit) && queryLimit > 0
      ? Math.floor(queryLimit)
      : limits.defaultLimit;
  const limit = Math.min(requested, limits.displayMaxRow);
  return { limit, fetch: limit + 1 };
}

/**
 * What limited a result of `returned` rows (fetched with one extra row) given the statement's own
 * LIMIT and the run's limit, as Superset reports it.
 */
export function limitingFactor(
  returned: number,
  limit: number,
  ownLimit: number | null,
): { factor: LimitingFactor; truncated: boolean } {
  const truncated = returned > limit;
  if (ownLimit !== null && ownLimit <= limit) {
    return { factor: ownLimit === limit && returned >= limit ? 'QUERY_AND_DROPDOWN' : 'QUERY', truncated };
  }
  return { factor: truncated ? 'DROPDOWN' : 'NOT_LIMITED', truncated };
}
