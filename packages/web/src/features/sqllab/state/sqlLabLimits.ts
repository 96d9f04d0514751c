import { useGetSqlLabBootstrapQuery } from '../../../api/sqllab';

/** The row settings of Superset's bootstrap `common.conf` that the editor reads. */
export interface SqlLabConf {
  DEFAULT_SQLLAB_LIMIT: number;
  DISPLAY_MAX_ROW: number;
  SQL_MAX_ROW: number;
}

export interface SqlLabLimits {
  /** A new tab's query limit. */
  defaultLimit: number;
  /** The largest limit the dropdown offers. */
  maxRow: number;
}

/** New tabs' row limit when the server does not say otherwise (Superset's DEFAULT_SQLLAB_LIMIT). */
export const DEFAULT_QUERY_LIMIT = 1000;
/** Superset's SQL_MAX_ROW, for a server that does not say. */
const FALLBACK_MAX_ROW = 100_000;

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The limits the server sends in the SQL Lab bootstrap's `common.conf`, or Superset's defaults. */
export function sqlLabLimits(bootstrap: object | undefined): SqlLabLimits {
  const common = bootstrap && 'common' in bootstrap ? bootstrap.common : undefined;
  const conf: Partial<SqlLabConf> =
    typeof common === 'object' && common !== null && 'conf' in common
      ? (common.conf as Partial<SqlLabConf>)
      : {};
  return {
    defaultLimit: positive(conf.DEFAULT_SQLLAB_LIMIT) ?? DEFAULT_QUERY_LIMIT,
    maxRow: positive(conf.SQL_MAX_ROW) ?? FALLBACK_MAX_ROW,
  };
}

/** Superset's limit dropdown: powers of ten below the maximum, then the maximum itself. */
export function queryLimitOptions(maxRow: number, current?: number): number[] {
  const options: number[] = [];
  for (let limit = 10; limit < maxRow; limit *= 10) options.push(limit);
  options.push(maxRow);
  // A tab saved with another limit keeps showing it.
  if (current !== undefined && !options.includes(current)) options.push(current);
  return options.sort((a, b) => a - b);
}

/** The server's limits, from the bootstrap SQL Lab loaded (read from the query cache). */
export function useSqlLabLimits(): SqlLabLimits {
  const { data } = useGetSqlLabBootstrapQuery();
  return sqlLabLimits(data);
}
