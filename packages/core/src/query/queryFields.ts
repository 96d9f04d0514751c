import { FormDataError, INVALID_ORDERBY_MESSAGE } from './errors.js';
import { getColumnLabel, getMetricLabel } from './labels.js';
import type { QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from './types.js';

/** Extra form data keys a viz type reads as a query field (key -> `metrics`, `columns`, `groupby`, `orderby`). */
export type QueryFieldAliases = Record<string, 'metrics' | 'columns' | 'groupby' | 'orderby'>;

/** Keys older viz types store their metrics and columns under, which Superset's client still reads. */
const DEFAULT_ALIASES: QueryFieldAliases = {
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  all_columns: 'columns',
  series: 'groupby',
  order_by_cols: 'orderby',
};

export interface QueryFields {
  columns: QueryFormColumn[];
  metrics: QueryFormMetric[] | undefined;
  orderby: QueryFormOrderBy[] | undefined;
}

/** Keeps the first item of each key, in order. */
export function removeDuplicates<T>(items: readonly T[], key: (item: T) => unknown = (item) => item): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Gathers metrics, columns and orderby from every form data key that holds them (`groupby` counts as
 * `columns`), as Superset's extractQueryFields: in aggregate mode `columns` is ignored, in raw mode
 * `groupby` and the metrics are; empty column names are dropped; columns and metrics are de-duplicated
 * by label; an orderby entry given as text must be JSON.
 */
export function extractQueryFields(
  formData: Record<string, unknown>,
  aliases?: QueryFieldAliases,
): QueryFields {
  const fieldOf: QueryFieldAliases = { ...DEFAULT_ALIASES, ...aliases };
  const { query_mode: queryMode, ...rest } = formData;
  let columns: QueryFormColumn[] = [];
  let metrics: QueryFormMetric[] = [];
  let orderby: unknown[] = [];

  for (const [key, value] of Object.entries(rest)) {
    if (value == null) continue;
    let field: string = fieldOf[key] ?? key;
    // Charts with both modes keep both selections in form data so a user can switch back.
    if (queryMode === 'aggregate' && field === 'columns') continue;
    if (queryMode === 'raw' && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'groupby') field = 'columns';
    if (field === 'metrics') metrics = metrics.concat(value as QueryFormMetric | QueryFormMetric[]);
    else if (field === 'columns') columns = columns.concat(value as QueryFormColumn | QueryFormColumn[]);
    else if (field === 'orderby') orderby = orderby.concat(value);
  }

  return {
    columns: removeDuplicates(
      columns.filter((column) => column !== ''),
      getColumnLabel,
    ),
    metrics: queryMode === 'raw' ? undefined : removeDuplicates(metrics, getMetricLabel),
    orderby: orderby.length > 0 ? orderby.map(parseOrderbyEntry) : undefined,
  };
}

/** Orderby choices arrive as JSON text (`'["col", true]'`) straight from the control's options. */
function parseOrderbyEntry(entry: unknown): QueryFormOrderBy {
  if (typeof entry !== 'string') return entry as QueryFormOrderBy;
  try {
    return JSON.parse(entry) as QueryFormOrderBy;
  } catch {
    throw new FormDataError(INVALID_ORDERBY_MESSAGE);
  }
}
