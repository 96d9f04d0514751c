import { GenericDataType } from '@loupe/core';
import { getNumberFormatter } from '../format/numberFormat';
import { getTimeFormatter } from '../format/timeFormat';
import type { ColumnConfig } from './columnConfig';

/** Superset's default format of percent metrics in a table. */
export const PERCENT_3_POINT = '.3%';

/** Currency symbols of the ISO codes Superset's currency control offers most. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  INR: '₹',
  KRW: '₩',
  RUB: '₽',
  BRL: 'R$',
  CHF: 'CHF',
  CAD: 'CA$',
  AUD: 'A$',
};

export function currencySymbol(code: string | undefined): string {
  if (!code) return '';
  return CURRENCY_SYMBOLS[code] ?? code;
}

export interface CellFormatOptions {
  dataType: GenericDataType | undefined;
  isMetric: boolean;
  isPercentMetric: boolean;
  config: ColumnConfig;
  /** The chart-wide time format (table_timestamp_format, date_format). */
  timeFormat?: string;
  /** The chart-wide number format, if the chart has one (pivot table's valueFormat). */
  numberFormat?: string;
}

/**
 * How one column's values read, as Superset's table: temporal values through the column's or the
 * chart's time format, percent metrics as percentages, metrics (and numbers given a format) through
 * d3-format with an optional currency, anything else as text.
 */
export function getCellFormatter(options: CellFormatOptions): (value: unknown) => string {
  const { dataType, isMetric, isPercentMetric, config, timeFormat, numberFormat } = options;
  if (dataType === GenericDataType.Temporal) {
    const format = getTimeFormatter(config.d3TimeFormat || timeFormat);
    return (value) => {
      if (value === null || value === undefined) return 'N/A';
      return typeof value === 'number' ? format(value) : String(value);
    };
  }
  const specifier = config.d3NumberFormat || numberFormat;
  const currency = config.currencyFormat;
  if (
    isPercentMetric ||
    isMetric ||
    (dataType === GenericDataType.Numeric && (specifier || currency?.symbol))
  ) {
    const format = getNumberFormatter(specifier || (isPercentMetric ? PERCENT_3_POINT : undefined));
    const symbol = currencySymbol(currency?.symbol);
    return (value) => {
      if (value === null || value === undefined) return 'N/A';
      if (typeof value !== 'number') return String(value);
      const text = format(value);
      if (!symbol) return text;
      return currency?.symbolPosition === 'suffix' ? `${text} ${symbol}` : `${symbol} ${text}`;
    };
  }
  return (value) => {
    if (value === null || value === undefined) return 'N/A';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return String(value);
  };
}
