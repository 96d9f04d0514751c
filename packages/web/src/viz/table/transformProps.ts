import {
  GenericDataType,
  getColumnLabel,
  getMetricLabel,
  type QueryFormColumn,
  type QueryFormMetric,
} from '@loupe/core';
import { cellBarRange } from '../tabular/cellBars';
import { getCellFormatter } from '../tabular/cellFormat';
import { readColumnConfig, type ColumnConfig } from '../tabular/columnConfig';
import {
  getColorFormatters,
  type ColorFormatter,
  type ConditionalFormattingConfig,
} from '../tabular/conditionalFormatting';
import type { ChartProps } from '../types';
import { queryModeOf } from './buildQuery';

export type TableRow = Record<string, unknown>;

export interface TableColumn {
  /** The column's name in the data (a metric label, `%label` for percent metrics). */
  key: string;
  /** What the header says (the dataset's verbose name when it has one). */
  label: string;
  dataType: GenericDataType | undefined;
  isMetric: boolean;
  isPercentMetric: boolean;
  /** A group-by column of an aggregate table: clicking a cell cross-filters on it. */
  isGroupby: boolean;
  config: ColumnConfig;
  format: (value: unknown) => string;
  /** Cell bars are drawn against this range; null when the column has no bars. */
  barRange: [number, number] | null;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  align: 'left' | 'right' | 'center';
}

export interface TableProps {
  columns: TableColumn[];
  rows: TableRow[];
  /** The totals row (show_totals), keyed by metric label. */
  totals: TableRow | null;
  /** Rows per page; 0 shows every row (virtualised). */
  pageLength: number;
  includeSearch: boolean;
  allowRearrangeColumns: boolean;
  colorFormatters: ColorFormatter[];
  emitCrossFilters: boolean;
  /** Server pagination: how many rows the query has in all. */
  serverRowCount: number | null;
}

function asArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as T[])] : [value as T];
}

function rowsOf(data: unknown): TableRow[] {
  return Array.isArray(data)
    ? data.filter((row): row is TableRow => typeof row === 'object' && row !== null)
    : [];
}

/** The table's columns and rows from the chart data answer, formatted as Superset's table shows them. */
export default function transformProps(chartProps: ChartProps): TableProps {
  const { formData, queriesData, datasource } = chartProps;
  const queryMode = queryModeOf(formData);
  const main = queriesData[0];
  const rows = rowsOf(main?.data);
  const colnames = main?.colnames ?? (rows[0] ? Object.keys(rows[0]) : []);
  const coltypes = main?.coltypes ?? [];
  const columnConfig = readColumnConfig(formData.column_config);
  const verbose: Record<string, string> = datasource?.verbose_map ?? {};

  const metricLabels = new Set(
    queryMode === 'aggregate' ? asArray<QueryFormMetric>(formData.metrics).map(getMetricLabel) : [],
  );
  const percentLabels = new Set(
    queryMode === 'aggregate'
      ? asArray<QueryFormMetric>(formData.percent_metrics).map((metric) => `%${getMetricLabel(metric)}`)
      : [],
  );
  const groupbyLabels = new Set(
    queryMode === 'aggregate' ? asArray<QueryFormColumn>(formData.groupby).map(getColumnLabel) : [],
  );
  const showCellBars = formData.show_cell_bars !== false;
  const alignPn = formData.align_pn === true;
  const colorPn = formData.color_pn !== false;
  const timeFormat =
    typeof formData.table_timestamp_format === 'string' ? formData.table_timestamp_format : undefined;

  const percentOnly = new Set(
    queryMode === 'aggregate'
      ? asArray<QueryFormMetric>(formData.percent_metrics)
          .map(getMetricLabel)
          .filter((label) => !metricLabels.has(label))
      : [],
  );

  const columns: TableColumn[] = colnames.flatMap((key, index) => {
    const config = columnConfig[key] ?? {};
    // A metric chosen only as a percent metric shows as its percentage, not also as a value (Superset).
    if (config.visible === false || percentOnly.has(key)) return [];
    const dataType = coltypes[index] as GenericDataType | undefined;
    const isPercentMetric = percentLabels.has(key);
    const isMetric = metricLabels.has(key) && !isPercentMetric;
    const isNumeric = dataType === GenericDataType.Numeric || isMetric || isPercentMetric;
    const alignPositiveNegative = config.alignPositiveNegative ?? alignPn;
    const colorPositiveNegative = config.colorPositiveNegative ?? colorPn;
    // Superset draws bars only on metrics in aggregate mode and on numeric columns in raw mode.
    const wantsBars =
      (config.showCellBars ?? showCellBars) &&
      (queryMode === 'raw' ? isNumeric : isMetric || isPercentMetric);
    const label = isPercentMetric ? `%${verbose[key.slice(1)] ?? key.slice(1)}` : (verbose[key] ?? key);
    return [
      {
        key,
        label,
        dataType,
        isMetric,
        isPercentMetric,
        isGroupby: groupbyLabels.has(key),
        config,
        format: getCellFormatter({ dataType, isMetric, isPercentMetric, config, timeFormat }),
        barRange: wantsBars
          ? cellBarRange(
              rows.map((row) => row[key]),
              alignPositiveNegative,
            )
          : null,
        alignPositiveNegative,
        colorPositiveNegative,
        align: config.horizontalAlign ?? (isNumeric ? 'right' : 'left'),
      },
    ];
  });

  const totalsData =
    formData.show_totals && queryMode === 'aggregate'
      ? rowsOf(queriesData[formData.server_pagination ? 2 : 1]?.data)
      : [];
  const rowCountData = formData.server_pagination ? rowsOf(queriesData[1]?.data)[0] : undefined;
  const serverRowCount = typeof rowCountData?.rowcount === 'number' ? rowCountData.rowcount : null;
  const pageLength =
    Number(formData.server_pagination ? formData.server_page_length : formData.page_length) || 0;

  return {
    columns,
    rows,
    totals: totalsData[0] ?? null,
    pageLength,
    includeSearch: formData.include_search === true,
    allowRearrangeColumns: formData.allow_rearrange_columns === true,
    colorFormatters: getColorFormatters(
      asArray(formData.conditional_formatting as ConditionalFormattingConfig[] | undefined),
      rows,
    ),
    emitCrossFilters: queryMode === 'aggregate' && formData.emit_filter !== false,
    serverRowCount,
  };
}
