import { mean, median } from 'd3-array';
import { InvalidPostProcessingError } from './errors.js';
import { parseResampleRule, type ResampleRule } from './resampleRule.js';
import { columnKey, isMissing, numberCell, toNumber, type DataTable, type Row } from './table.js';

export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;

export interface ResampleOptions {
  rule?: string;
  method?: string;
  fill_value?: number | null;
  /** Start (inclusive) of the query's time range: epoch ms or an ISO date-time (UTC). */
  time_range_start?: number | string | null;
  /** End (exclusive) of the query's time range. */
  time_range_end?: number | string | null;
  /** Older Superset clients name the time column of a flat table instead of pivoting first. */
  time_column?: string | null;
}

function toTime(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Superset's `resample` on a table indexed by one time level (after `pivot`): rows at every label
 * of `rule` from the first to the last data point. 'asfreq' takes the row at the label (with
 * `fill_value` for the gaps; given the query's time range as well, labels cover the whole range),
 * 'ffill'/'bfill' the row before/after, 'linear' interpolates the gaps, and 'mean', 'median' and
 * 'sum' aggregate each bin (an empty bin sums to 0).
 */
export function resampleOperation(table: DataTable, options: ResampleOptions): DataTable {
  const timeColumn = options.time_column;
  if (table.index.length === 0 && timeColumn && table.columns.includes(timeColumn)) {
    const indexed = {
      ...table,
      index: [timeColumn],
      columns: table.columns.filter((label) => label !== timeColumn),
    };
    const result = resampleOperation(indexed, { ...options, time_column: null });
    return { ...result, index: [], columns: [timeColumn, ...result.columns] };
  }
  const time = table.index[0];
  if (table.index.length !== 1 || time === undefined || !table.temporal.includes(time)) {
    throw new InvalidPostProcessingError('Resample operation requires DatetimeIndex');
  }
  const method = options.method ?? '';
  if (!(RESAMPLE_METHODS as readonly string[]).includes(method)) {
    throw new InvalidPostProcessingError(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  }
  const rows = table.rows
    .filter((row) => !isMissing(row[time]))
    .sort((a, b) => toNumber(a[time]) - toNumber(b[time]));
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return table;
  const start = toTime(options.time_range_start);
  const end = toTime(options.time_range_end);
  const fillValue = options.fill_value ?? null;
  const zeroFill = method === 'asfreq' && fillValue !== null;
  const rule = parseResampleRule(options.rule ?? '', toNumber(first[time]), zeroFill ? start : undefined);
  let labels = labelsBetween(rule, rule.label(toNumber(first[time])), rule.label(toNumber(last[time])));
  if (zeroFill && start !== undefined && end !== undefined) {
    const range: number[] = [];
    for (let label = rule.firstOnOrAfter(start); label < end; label = rule.next(label)) range.push(label);
    labels = [...new Set([...labels, ...range])].sort((a, b) => a - b);
  }
  const keys = table.columns.map(columnKey);
  const times = rows.map((row) => toNumber(row[time]));

  const outRows: Row[] = labels.map((label) => ({ [time]: label }));
  if (method === 'mean' || method === 'median' || method === 'sum') {
    const bins = new Map<number, Row[]>();
    rows.forEach((row, i) => {
      const label = rule.label(times[i] as number);
      const bin = bins.get(label);
      if (bin) bin.push(row);
      else bins.set(label, [row]);
    });
    outRows.forEach((out) => {
      const bin = bins.get(out[time] as number) ?? [];
      for (const key of keys) {
        const values = bin.map((row) => toNumber(row[key])).filter((value) => !Number.isNaN(value));
        const value =
          method === 'sum'
            ? values.reduce((total, v) => total + v, 0)
            : ((method === 'mean' ? mean(values) : median(values)) ?? Number.NaN);
        out[key] = numberCell(value);
      }
    });
    return { ...table, rows: outRows };
  }

  // Upsampling: each label reads one source row (pandas' reindex, plain / pad / backfill).
  const exact = new Map<number, Row>();
  rows.forEach((row, i) => {
    if (!exact.has(times[i] as number)) exact.set(times[i] as number, row);
  });
  let cursor = 0;
  outRows.forEach((out) => {
    const label = out[time] as number;
    let source: Row | undefined;
    if (method === 'ffill') {
      while (cursor < times.length && (times[cursor] as number) <= label) cursor += 1;
      source = cursor > 0 ? rows[cursor - 1] : undefined;
    } else if (method === 'bfill') {
      while (cursor < times.length && (times[cursor] as number) < label) cursor += 1;
      source = rows[cursor];
    } else {
      source = exact.get(label);
    }
    for (const key of keys) out[key] = source && !isMissing(source[key]) ? source[key] : null;
  });
  for (const key of keys) {
    if (method === 'ffill') fillForward(outRows, key);
    else if (method === 'bfill') fillBackward(outRows, key);
    else if (method === 'linear') interpolate(outRows, key);
    else if (zeroFill) outRows.forEach((out) => isMissing(out[key]) && (out[key] = fillValue));
  }
  return { ...table, rows: outRows };
}

function labelsBetween(rule: ResampleRule, from: number, to: number): number[] {
  const labels: number[] = [];
  for (let label = from; label <= to; label = rule.next(label)) labels.push(label);
  return labels;
}

function fillForward(rows: Row[], key: string): void {
  let previous: unknown = null;
  for (const row of rows) {
    if (isMissing(row[key])) row[key] = previous;
    else previous = row[key];
  }
}

function fillBackward(rows: Row[], key: string): void {
  let following: unknown = null;
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i] as Row;
    if (isMissing(row[key])) row[key] = following;
    else following = row[key];
  }
}

/**
 * pandas' `interpolate()` (method 'linear'): gaps between two values are filled on a straight line by
 * position; leading gaps stay missing and trailing ones take the last value.
 */
function interpolate(rows: Row[], key: string): void {
  let previous = -1;
  rows.forEach((row, i) => {
    if (isMissing(row[key])) return;
    if (previous >= 0 && i - previous > 1) {
      const from = toNumber((rows[previous] as Row)[key]);
      const to = toNumber(row[key]);
      for (let j = previous + 1; j < i; j += 1) {
        (rows[j] as Row)[key] = from + ((to - from) * (j - previous)) / (i - previous);
      }
    }
    previous = i;
  });
  if (previous >= 0)
    for (let j = previous + 1; j < rows.length; j += 1) (rows[j] as Row)[key] = (rows[previous] as Row)[key];
}
