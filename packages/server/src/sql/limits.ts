/** Rows SQL Lab ever returns to the browser in one payload (Superset's DISPLAY_MAX_ROW). */
export const DISPLAY_MAX_ROW = 10_000;
/** Query limit of a run that names none (Superset's DEFAULT_SQLLAB_LIMIT). */
export const DEFAULT_SQLLAB_LIMIT = 1_000;

/** Superset's LimitingFactor: what cut the result short, if anything. */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

export interface RowLimit {
  /** Rows to keep: the smaller of the requested limit and the display cap. */
  limit: number;
  /** Rows to fetch from the engine: one more than kept, to learn whether more exist. */
  fetch: number;
}

/** The row limit of a run from its queryLimit (clamped to DISPLAY_MAX_ROW). */
export function rowLimit(queryLimit: number | undefined): RowLimit {
  const requested =
    queryLimit !== undefined && Number.isFinite(queryLimit) && queryLimit > 0
      ? Math.floor(queryLimit)
      : DEFAULT_SQLLAB_LIMIT;
  const limit = Math.min(requested, DISPLAY_MAX_ROW);
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
