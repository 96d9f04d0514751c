import {
  getColumnLabel,
  getMetricLabel,
  isPhysicalColumn,
  type PostProcessingRule,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type QueryObject,
} from '@loupe/core';
import { ensureIsArray } from './rows';

/** Superset's histogramOperator: bins of `column` per groupby row (the server's `histogram`). */
export function histogramOperator(formData: QueryFormData): PostProcessingRule {
  const { bins, column, cumulative, groupby, normalize } = formData;
  const parsedBins = Number.isNaN(Number(bins)) ? 5 : Number(bins);
  const columnLabel = isPhysicalColumn(column) ? column : getColumnLabel(column as QueryFormColumn);
  return {
    operation: 'histogram',
    options: { column: columnLabel, groupby, bins: parsedBins, cumulative, normalize },
  };
}

const PERCENTILE_REGEX = /(\d+)\/(\d+) percentiles/;

/** A whisker option Superset's box plot cannot read (its client throws the same message). */
export class UnsupportedWhiskerError extends Error {}

/**
 * Superset's boxplotOperator: `whiskerOptions` 'Tukey', 'Min/max (no outliers)' or 'a/b percentiles'
 * as the server's `boxplot` options, over the query's metrics per groupby group; no whisker option,
 * no rule.
 */
export function boxplotOperator(
  formData: QueryFormData,
  queryObject: QueryObject,
): PostProcessingRule | undefined {
  const { groupby, whiskerOptions } = formData;
  if (!whiskerOptions) return undefined;
  let whiskerType: 'tukey' | 'min/max' | 'percentile';
  let percentiles: [number, number] | undefined;
  const match = typeof whiskerOptions === 'string' ? PERCENTILE_REGEX.exec(whiskerOptions) : null;
  if (whiskerOptions === 'Tukey') whiskerType = 'tukey';
  else if (whiskerOptions === 'Min/max (no outliers)') whiskerType = 'min/max';
  else if (match) {
    whiskerType = 'percentile';
    percentiles = [Number.parseInt(match[1] ?? '', 10), Number.parseInt(match[2] ?? '', 10)];
  } else {
    throw new UnsupportedWhiskerError(`Unsupported whisker type: ${String(whiskerOptions)}`);
  }
  return {
    operation: 'boxplot',
    options: {
      whisker_type: whiskerType,
      ...(percentiles ? { percentiles } : {}),
      groupby: ensureIsArray<QueryFormColumn>(groupby as QueryFormColumn[] | undefined).map(getColumnLabel),
      metrics: ensureIsArray<QueryFormMetric>(queryObject.metrics).map(getMetricLabel),
    },
  };
}
