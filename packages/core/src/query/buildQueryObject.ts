import { overrideExtraFormData } from './extraFormData.js';
import { extractExtras } from './extras.js';
import { processFilters } from './filters.js';
import { extractQueryFields, type QueryFieldAliases } from './queryFields.js';
import type {
  AdhocFilter,
  QueryFormData,
  QueryFormMetric,
  QueryObject,
  QueryObjectFilterClause,
} from './types.js';

/** Form data keys buildQueryObject reads itself, so they are not scanned for query fields. */
const OWN_KEYS = [
  'annotation_layers',
  'extra_form_data',
  'time_range',
  'since',
  'until',
  'row_limit',
  'row_offset',
  'order_desc',
  'limit',
  'timeseries_limit_metric',
  'granularity',
  'url_params',
  'custom_params',
  'series_columns',
  'series_limit',
  'series_limit_metric',
] as const;

function toNumberOrUndefined(value: unknown): number | undefined {
  const n = Number(value);
  return value == null || Number.isNaN(n) ? undefined : n;
}

/**
 * A series limit metric counts only when it has an SQL expression key (even null, as explore saves
 * simple adhoc metrics) or is a non-empty name: Superset's client drops anything else, such as an
 * adhoc metric object without `sqlExpression`.
 */
function normalizeSeriesLimitMetric(value: unknown): QueryFormMetric | undefined {
  if (
    typeof value === 'object' &&
    value !== null &&
    (value as { sqlExpression?: unknown }).sqlExpression !== undefined
  ) {
    return value as QueryFormMetric;
  }
  if (typeof value === 'string' && value.length > 0) return value;
  return undefined;
}

/** Removes keys whose value is undefined, which JSON would drop anyway. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The query object every chart starts from, as Superset's client buildQueryObject builds it from
 * form data; a viz type's buildQuery then adapts it.
 */
export function buildQueryObject(formData: QueryFormData, queryFields?: QueryFieldAliases): QueryObject {
  const residual: Record<string, unknown> = { ...formData };
  for (const key of OWN_KEYS) delete residual[key];
  const {
    adhoc_filters: appendAdhocFilters = [],
    filters: appendFilters = [],
    custom_form_data = {},
    ...overrides
  } = formData.extra_form_data ?? {};

  const { metrics, columns, orderby } = extractQueryFields(residual, queryFields);
  const extracted = extractExtras(formData);
  const { filters, extras } = processFilters({
    where: formData.where,
    extras: extracted.extras,
    // Dashboard filters are marked so the server can tell them from the chart's own (applied_filters).
    filters: [...extracted.filters, ...(appendFilters as QueryObjectFilterClause[])].map((filter) => ({
      ...filter,
      isExtra: true,
    })),
    adhoc_filters: [
      ...(formData.adhoc_filters ?? []),
      ...(appendAdhocFilters as AdhocFilter[]).map((filter) => ({ ...filter, isExtra: true })),
    ],
  });

  const urlParams = formData.url_params === undefined ? {} : formData.url_params;
  const queryObject: QueryObject = {
    time_range: formData.time_range || undefined,
    since: formData.since || undefined,
    until: formData.until || undefined,
    granularity: formData.granularity || undefined,
    ...extracted,
    filters,
    extras,
    columns,
    metrics,
    orderby,
    annotation_layers: formData.annotation_layers === undefined ? [] : formData.annotation_layers,
    row_limit: toNumberOrUndefined(formData.row_limit),
    row_offset: toNumberOrUndefined(formData.row_offset),
    series_columns: formData.series_columns,
    // The legacy `limit` and `timeseries_limit_metric` fill in for the series limit fields.
    series_limit:
      (formData.series_limit as number | null | undefined) ??
      (Number.isNaN(Number(formData.limit)) ? 0 : Number(formData.limit)),
    series_limit_metric:
      normalizeSeriesLimitMetric(formData.series_limit_metric) ??
      formData.timeseries_limit_metric ??
      undefined,
    order_desc: formData.order_desc === undefined ? true : formData.order_desc,
    url_params: urlParams || undefined,
    custom_params: formData.custom_params === undefined ? {} : formData.custom_params,
  };

  return withoutUndefined({
    ...overrideExtraFormData(queryObject, overrides),
    custom_form_data,
  });
}
