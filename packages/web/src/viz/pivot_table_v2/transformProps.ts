import { GenericDataType, getColumnLabel, getMetricLabel } from '@loupe/core';
import { getNumberFormatter } from '../format/numberFormat';
import { getTimeFormatter } from '../format/timeFormat';
import { getCellFormatter } from '../tabular/cellFormat';
import {
  getColorFormatters,
  cellBackgroundColor,
  type ConditionalFormattingConfig,
} from '../tabular/conditionalFormatting';
import type { ChartProps } from '../types';
import { fractionOf, isAggregateFunction, type AggregateFunction } from './aggregators';
import { metricsOf, pivotGroupbys } from './formData';
import {
  axisItems,
  buildPivot,
  isPivotOrder,
  METRIC_KEY,
  unpivot,
  type AxisItem,
  type PivotKey,
  type PivotRecord,
} from './pivot';

/** One grouping level of the pivot's rows or columns. */
export interface PivotAttribute {
  key: string;
  /** The header naming the level: the column's verbose name; the metric level says "Metric". */
  label: string;
  isMetric: boolean;
  /** How this level's values read in the headers (dates through date_format, metrics by label). */
  format: (value: unknown) => string;
}

export interface PivotCell {
  text: string;
  value: number | string | null;
  background?: string;
}

export interface PivotTableProps {
  rowAttrs: PivotAttribute[];
  colAttrs: PivotAttribute[];
  rowItems: AxisItem[];
  colItems: AxisItem[];
  /** A total column at the right (Superset's rowTotals), forced when there are no column groups. */
  rowTotals: boolean;
  /** A total row at the bottom (colTotals), forced when there are no row groups. */
  colTotals: boolean;
  aggregateFunction: AggregateFunction;
  cell: (rowPath: PivotKey, colPath: PivotKey) => PivotCell;
}

function rowsOf(data: unknown): PivotRecord[] {
  return Array.isArray(data)
    ? data.filter((row): row is PivotRecord => typeof row === 'object' && row !== null)
    : [];
}

const PERCENT = getNumberFormatter('.1%');

/**
 * The pivot of the chart data answer, as Superset's pivot table: one record per row and metric,
 * rows and columns from the group-bys (swapped when transposed) with the metrics as the first (or,
 * combined, the last) level of the columns or rows; every cell, subtotal and total aggregated with the
 * chosen function and formatted with the metric's format.
 */
export default function transformProps(chartProps: ChartProps): PivotTableProps {
  const { formData, queriesData, datasource } = chartProps;
  const answer = queriesData[0];
  const rows = rowsOf(answer?.data);
  const colnames = answer?.colnames ?? [];
  const coltypes = answer?.coltypes ?? [];
  const verbose: Record<string, string> = datasource?.verbose_map ?? {};
  const metrics = metricsOf(formData.metrics).map(getMetricLabel);
  const aggregateFunction = isAggregateFunction(formData.aggregateFunction)
    ? formData.aggregateFunction
    : 'Sum';

  const groupbys = pivotGroupbys(formData);
  let rowKeys = groupbys.rows.map(getColumnLabel);
  let colKeys = groupbys.columns.map(getColumnLabel);
  if (formData.transposePivot === true) [rowKeys, colKeys] = [colKeys, rowKeys];
  const combine = formData.combineMetric === true;
  if (formData.metricsLayout === 'ROWS')
    rowKeys = combine ? [...rowKeys, METRIC_KEY] : [METRIC_KEY, ...rowKeys];
  else colKeys = combine ? [...colKeys, METRIC_KEY] : [METRIC_KEY, ...colKeys];

  const dateFormat = typeof formData.date_format === 'string' ? formData.date_format : undefined;
  const attribute = (key: string): PivotAttribute => {
    if (key === METRIC_KEY) {
      return {
        key,
        label: 'Metric',
        isMetric: true,
        format: (value) => verbose[String(value)] ?? String(value),
      };
    }
    const temporal = coltypes[colnames.indexOf(key)] === GenericDataType.Temporal;
    const timeFormat = getTimeFormatter(dateFormat);
    return {
      key,
      label: verbose[key] ?? key,
      isMetric: false,
      format: (value) => (temporal && typeof value === 'number' ? timeFormat(value) : String(value)),
    };
  };

  const pivot = buildPivot({
    records: unpivot(rows, metrics),
    rowAttrs: rowKeys,
    colAttrs: colKeys,
    aggregateFunction,
    rowOrder: isPivotOrder(formData.rowOrder) ? formData.rowOrder : 'key_a_to_z',
    colOrder: isPivotOrder(formData.colOrder) ? formData.colOrder : 'key_a_to_z',
    metricOrder: metrics,
  });

  const valueFormat = typeof formData.valueFormat === 'string' ? formData.valueFormat : undefined;
  const currency = formData.currency_format;
  const savedFormats = new Map(
    (datasource?.metrics ?? []).map((metric) => [metric.metric_name, metric.d3format ?? undefined]),
  );
  const metricFormatters = new Map(
    metrics.map((metric) => [
      metric,
      getCellFormatter({
        dataType: GenericDataType.Numeric,
        isMetric: true,
        isPercentMetric: false,
        config: {
          d3NumberFormat: savedFormats.get(metric) || valueFormat,
          currencyFormat: typeof currency === 'object' && currency !== null ? currency : undefined,
        },
      }),
    ]),
  );
  const defaultFormatter = getCellFormatter({
    dataType: GenericDataType.Numeric,
    isMetric: true,
    isPercentMetric: false,
    config: { d3NumberFormat: valueFormat },
  });
  const isFraction = fractionOf(aggregateFunction) !== null;
  const colorFormatters = getColorFormatters(
    Array.isArray(formData.conditional_formatting)
      ? (formData.conditional_formatting as ConditionalFormattingConfig[])
      : [],
    rows,
  );
  const rowMetricAt = rowKeys.indexOf(METRIC_KEY);
  const colMetricAt = colKeys.indexOf(METRIC_KEY);
  const metricOf = (rowPath: PivotKey, colPath: PivotKey): string | undefined => {
    if (rowMetricAt >= 0 && rowMetricAt < rowPath.length) return String(rowPath[rowMetricAt]);
    if (colMetricAt >= 0 && colMetricAt < colPath.length) return String(colPath[colMetricAt]);
    return undefined;
  };

  const cell = (rowPath: PivotKey, colPath: PivotKey): PivotCell => {
    const value = pivot.value(rowPath, colPath);
    const metric = metricOf(rowPath, colPath);
    let text: string;
    if (value === null) text = '';
    else if (typeof value === 'string') text = value;
    else if (isFraction) text = PERCENT(value);
    else text = ((metric && metricFormatters.get(metric)) || defaultFormatter)(value);
    // Colours follow the metric's rule on the data cells (subtotals and totals stay plain).
    const isDataCell = rowPath.length === rowKeys.length && colPath.length === colKeys.length;
    const background =
      isDataCell && metric && !isFraction ? cellBackgroundColor(colorFormatters, metric, value) : undefined;
    return { text, value, background };
  };

  return {
    rowAttrs: rowKeys.map(attribute),
    colAttrs: colKeys.map(attribute),
    rowItems: axisItems(
      pivot.rowKeys,
      rowKeys.length,
      formData.rowSubTotals === true,
      formData.rowSubtotalPosition === true,
    ),
    colItems: axisItems(
      pivot.colKeys,
      colKeys.length,
      formData.colSubTotals === true,
      formData.colSubtotalPosition === true,
    ),
    rowTotals: formData.rowTotals === true || colKeys.length === 0,
    colTotals: formData.colTotals === true || rowKeys.length === 0,
    aggregateFunction,
    cell,
  };
}
