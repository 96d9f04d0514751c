import {
  buildQueryContext,
  getMetricLabel,
  isPhysicalColumn,
  removeDuplicates,
  type AdhocColumn,
  type PostProcessingRule,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type QueryFormOrderBy,
  type QueryObject,
} from '@loupe/core';

function asArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as T[])] : [value as T];
}

/**
 * Superset's getQueryMode: the saved mode, else raw records when `all_columns` has columns (older
 * saved tables have no query mode), else aggregate.
 */
export function queryModeOf(formData: QueryFormData): 'aggregate' | 'raw' {
  if (formData.query_mode === 'raw' || formData.query_mode === 'aggregate') return formData.query_mode;
  return asArray(formData.all_columns).length > 0 ? 'raw' : 'aggregate';
}

function isTemporalLookup(formData: QueryFormData, column: string): boolean {
  const lookup = formData.temporal_columns_lookup;
  return typeof lookup === 'object' && lookup !== null && !!(lookup as Record<string, unknown>)[column];
}

/**
 * The first temporal group-by takes the time grain as the base axis and moves first, as Superset's
 * table does (only one column can be the time axis).
 */
function withTimeGrain(formData: QueryFormData, columns: QueryFormColumn[]): QueryFormColumn[] {
  const grain = formData.extra_form_data?.time_grain_sqla || formData.time_grain_sqla;
  if (!grain) return columns;
  const index = columns.findIndex((column) => isPhysicalColumn(column) && isTemporalLookup(formData, column));
  if (index < 0) return columns;
  const name = columns[index] as string;
  const temporal: AdhocColumn = {
    timeGrain: grain,
    columnType: 'BASE_AXIS',
    sqlExpression: name,
    label: name,
    expressionType: 'SQL',
  };
  return [temporal, ...columns.filter((_, i) => i !== index)];
}

function columnKey(column: QueryFormColumn): unknown {
  return isPhysicalColumn(column) ? column : column.label;
}

/**
 * The table's chart data request, as Superset's table buildQuery: in aggregate mode the order is the
 * sort-by metric (else the first metric, descending), percent metrics become a contribution step,
 * the temporal group-by takes the time grain; totals are an extra query without group-by; server
 * pagination asks for the first page (capped by the row limit) and adds a row-count query.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const queryMode = queryModeOf(formData);
  // Raw records never include the time column (Superset's `include_time: false`).
  const withMode: QueryFormData =
    queryMode === 'raw' ? { ...formData, query_mode: queryMode, include_time: false } : formData;
  return buildQueryContext(withMode, (base) => {
    let metrics: QueryFormMetric[] | undefined = base.metrics;
    let orderby: QueryFormOrderBy[] = base.orderby ?? [];
    let columns: QueryFormColumn[] = base.columns ?? [];
    const postProcessing: PostProcessingRule[] = [];
    let contribution: PostProcessingRule | undefined;

    if (queryMode === 'aggregate') {
      metrics = metrics ?? [];
      const sortByMetric = asArray(formData.timeseries_limit_metric)[0];
      // Superset: without a sort-by metric the first metric sorts descending, whatever order_desc says.
      if (sortByMetric) orderby = [[sortByMetric, !(formData.order_desc ?? false)]];
      else if (metrics.length > 0) orderby = [[metrics[0]!, false]];

      const percentMetrics = asArray<QueryFormMetric>(formData.percent_metrics);
      if (percentMetrics.length > 0) {
        const labels = removeDuplicates(percentMetrics.map(getMetricLabel));
        metrics = removeDuplicates([...metrics, ...percentMetrics], getMetricLabel);
        contribution = {
          operation: 'contribution',
          options: { columns: labels, rename_columns: labels.map((label) => `%${label}`) },
        };
        postProcessing.push(contribution);
      }
      columns = withTimeGrain(formData, columns);
    }

    const paging: Partial<QueryObject> = {};
    const rowLimit = Number(formData.row_limit) || 0;
    if (formData.server_pagination) {
      const pageSize = Number(formData.server_page_length) || 0;
      // Never page past the row limit (row_limit 0 would mean "no limit" to the server).
      paging.row_limit = rowLimit > 0 ? Math.min(pageSize, rowLimit) : pageSize;
      paging.row_offset = 0;
    }

    const queryObject: QueryObject = {
      ...base,
      columns,
      orderby,
      metrics,
      post_processing: postProcessing,
      time_offsets: [],
      ...paging,
    };

    const extraQueries: QueryObject[] = [];
    if (metrics && metrics.length > 0 && formData.show_totals && queryMode === 'aggregate') {
      extraQueries.push({
        ...queryObject,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        // The contribution step gives the totals row its `%metric` keys (100% of itself).
        post_processing: contribution ? [contribution] : [],
        order_desc: undefined,
        orderby: undefined,
      });
    }

    const interactiveGroupBy = formData.extra_form_data?.interactive_groupby;
    if (interactiveGroupBy && queryObject.columns) {
      queryObject.columns = removeDuplicates([...queryObject.columns, ...interactiveGroupBy], columnKey);
    }

    if (formData.server_pagination) {
      return [
        queryObject,
        {
          ...queryObject,
          time_offsets: [],
          row_limit: rowLimit,
          row_offset: 0,
          post_processing: [],
          is_rowcount: true,
        },
        ...extraQueries,
      ];
    }
    return [queryObject, ...extraQueries];
  });
}
