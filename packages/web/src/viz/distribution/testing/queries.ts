import type { QueryFormData, QueryObject } from '@loupe/core';

/** The query object Superset's client builds before a plugin adapts it, for the test datasets. */
export function baseQuery(overrides: Partial<QueryObject>): QueryObject {
  return {
    time_range: 'No filter',
    filters: [],
    extras: { having: '', where: '' },
    applied_time_extras: {},
    columns: [],
    metrics: [],
    annotation_layers: [],
    series_limit: 0,
    order_desc: true,
    url_params: {},
    custom_params: {},
    custom_form_data: {},
    ...overrides,
  };
}

export const PENGUINS = { datasource: '12__table', time_range: 'No filter', adhoc_filters: [] };

export const SUM_BODY_MASS = {
  expressionType: 'SIMPLE',
  column: { column_name: 'body_mass_g' },
  aggregate: 'SUM',
  label: 'SUM(body_mass_g)',
} as const;

export const AVG_BEAK_LENGTH = {
  expressionType: 'SIMPLE',
  column: { column_name: 'beak_length_mm' },
  aggregate: 'AVG',
  label: 'AVG(beak_length_mm)',
} as const;

/**
 * Form data as a saved chart stores it (e.g. heatmap's single-column `groupby`): JSON the typed
 * QueryFormData does not describe, read at the same boundary as the chart's stored params.
 */
export function savedFormData(value: Record<string, unknown>): QueryFormData {
  return value as QueryFormData;
}
