import {
  buildQueryContext,
  buildQueryObject,
  getMetricLabel,
  isRecord,
  type QueryContext,
  type QueryFormData,
  type QueryFormMetric,
  type ResultType,
} from '@loupe/core';
import { BadRequestError } from '../../errors.js';
import { worldMapData, worldMapQuery } from './legacyWorldMap.js';

/** Superset's FILTER_SELECT_ROW_LIMIT: values one filter-box filter offers. */
export const FILTER_SELECT_ROW_LIMIT = 10_000;

/** The query-string switches of Superset's legacy explore_json view. */
export interface ExploreJsonFlags {
  csv: boolean;
  query: boolean;
  results: boolean;
  samples: boolean;
  force: boolean;
}

interface FilterConfig {
  column: string;
  metric?: QueryFormMetric | null;
  asc?: boolean;
}

function filterConfigs(formData: Record<string, unknown>): FilterConfig[] {
  const configs: unknown[] = Array.isArray(formData.filter_configs) ? formData.filter_configs : [];
  return configs.filter((c): c is FilterConfig => isRecord(c) && typeof c.column === 'string');
}

function resultTypeOf(flags: ExploreJsonFlags): ResultType {
  if (flags.query) return 'query';
  if (flags.results) return 'results';
  if (flags.samples) return 'samples';
  return 'full';
}

/**
 * The chart-data request a legacy explore_json call stands for: the form data's query object (as
 * Superset's client builds it), or for the filter box one query per filter column, its values
 * grouped with the filter's metric (Superset's FilterBoxViz; its search sends an ILIKE adhoc filter).
 */
export function exploreJsonContext(formData: Record<string, unknown>, flags: ExploreJsonFlags): QueryContext {
  const { datasource, viz_type } = formData;
  if (typeof datasource !== 'string' || !/^\d+__[a-z_]+$/.test(datasource))
    throw new BadRequestError('The dataset associated with this chart no longer exists');
  const base: QueryFormData = {
    ...formData,
    datasource,
    // Core builds queries without reading the viz type; Superset takes a missing one as 'table'.
    viz_type: typeof viz_type === 'string' ? viz_type : 'table',
    force: flags.force || formData.force === true,
  };
  const context = buildQueryContext(base);
  if (formData.viz_type === 'filter_box') {
    context.queries = filterConfigs(formData).map((config) =>
      buildQueryObject({
        ...base,
        groupby: [config.column],
        columns: undefined,
        all_columns: undefined,
        metric: undefined,
        metrics: config.metric ? [config.metric] : [],
        orderby: [[config.metric ?? config.column, config.asc ?? !config.metric]],
        row_limit: FILTER_SELECT_ROW_LIMIT,
      }),
    );
  }
  if (formData.viz_type === 'world_map') {
    context.queries = context.queries.map((query) => worldMapQuery(formData, query));
  }
  context.result_type = resultTypeOf(flags);
  context.result_format = flags.csv ? 'csv' : 'json';
  return context;
}

/**
 * Superset's legacy viz payload from the chart-data results: the first query's fields with the form
 * data, for the filter box `data` as {column: [{id, text, metric}]}, for the world map one entry per
 * country (legacyWorldMap.ts).
 */
export function legacyPayload(
  formData: Record<string, unknown>,
  context: QueryContext,
  results: readonly Record<string, unknown>[],
): Record<string, unknown> {
  const first = results[0] ?? {};
  if (context.result_type !== 'full') return first;
  if (formData.viz_type === 'world_map') {
    const rows = Array.isArray(first.data) ? (first.data as Record<string, unknown>[]) : [];
    return { ...first, form_data: formData, data: worldMapData(formData, rows) };
  }
  if (formData.viz_type !== 'filter_box') return { ...first, form_data: formData };
  const data: Record<string, { id: unknown; text: unknown; metric: unknown }[]> = {};
  filterConfigs(formData).forEach((config, i) => {
    const rows = (results[i]?.data ?? []) as Record<string, unknown>[];
    const metric = config.metric ? getMetricLabel(config.metric) : null;
    data[config.column] = rows.map((row) => ({
      id: row[config.column],
      text: row[config.column],
      metric: metric === null ? null : (row[metric] ?? null),
    }));
  });
  return { ...first, form_data: formData, data };
}
