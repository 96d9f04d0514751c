import { InvalidPostProcessingError } from './errors.js';
import { TIME_COMPARISON } from './compare.js';
import { columnKey, isMissing, toNumber, type ColumnLabel, type DataTable, type Row } from './table.js';
import { addMonths, DAY_MS } from './timestamps.js';

/** The time-shift choices Superset's controls offer (spec 001 §9), as sent in `time_offsets`. */
export const TIME_SHIFT_CHOICES = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
] as const;

export type TimeDeltaUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

/** Superset's `normalize_time_delta`: '1 year ago' → {years: -1}, '2 weeks later' → {weeks: 2}. */
export function normalizeTimeDelta(text: string): { unit: TimeDeltaUnit; value: number } {
  const match = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|year)s?\s+(ago|later)*$/i.exec(text);
  if (!match) throw new InvalidPostProcessingError(`Invalid time delta format: ${text}`);
  const value = Number(match[1]);
  const unit = `${(match[2] as string).toLowerCase()}s` as TimeDeltaUnit;
  return { unit, value: text.toLowerCase().includes('ago') ? -value : value };
}

const FIXED_MS: Partial<Record<TimeDeltaUnit, number>> = {
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  days: DAY_MS,
  weeks: 7 * DAY_MS,
};

/** A time moved by a delta as pandas' DateOffset moves it (months and years by the calendar). */
export function shiftTime(ms: number, delta: { unit: TimeDeltaUnit; value: number }): number {
  if (delta.unit === 'months') return addMonths(ms, delta.value);
  if (delta.unit === 'years') return addMonths(ms, 12 * delta.value);
  return ms + delta.value * (FIXED_MS[delta.unit] as number);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The offset a query runs with: 'inherit' is the length of the time range in days ('N days ago'), a
 * date (YYYY-MM-DD) the days from it to the range's start; other offsets are returned as given.
 */
export function resolveTimeOffset(offset: string, fromMs: number, toMs: number): string {
  if (offset === 'inherit') return `${Math.floor((toMs - fromMs) / DAY_MS)} days ago`;
  if (ISO_DATE.test(offset)) {
    const date = Date.parse(`${offset}T00:00:00Z`);
    if (!Number.isNaN(date)) return `${Math.floor((fromMs - date) / DAY_MS)} days ago`;
  }
  return offset;
}

/** Superset's name for a metric of an offset query: `<metric>__<offset>`. */
export function timeOffsetColumn(metric: string, offset: string): string {
  return [metric, offset].join(TIME_COMPARISON);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** strftime's %U (weeks starting Sunday) or %W (starting Monday): days before the first such day are week 0. */
function weekOfYear(date: Date, firstWeekday: number): number {
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS);
  const weekday = (date.getUTCDay() - firstWeekday + 7) % 7;
  return Math.floor((dayOfYear + 7 - weekday) / 7);
}

/**
 * Superset's `generate_join_column`: the key a row joins on, its time (moved by the offset on the main
 * query's side) written at the grain, so that e.g. a month joins the same month a year before.
 */
export function timeJoinKey(ms: number, timeGrain: string | null | undefined): string {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear());
  switch (timeGrain) {
    case '1969-12-28T00:00:00Z/P1W':
    case 'P1W/1970-01-03T00:00:00Z':
      return `${year}-W${pad(weekOfYear(date, 0))}`;
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
    case 'P1W/1970-01-04T00:00:00Z':
      return `${year}-W${pad(weekOfYear(date, 1))}`;
    case 'P1M':
      return `${year}-${pad(date.getUTCMonth() + 1)}`;
    case 'P3M':
      return `${year}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
    case 'P1Y':
      return year;
    default:
      return String(ms);
  }
}

export interface TimeOffsetResult {
  /** The offset as requested (it names the columns), e.g. '1 year ago' or 'inherit'. */
  offset: string;
  /** The offset the query ran with (see resolveTimeOffset); defaults to `offset`. */
  resolvedOffset?: string;
  /** The offset query's raw result: same columns as the main one, times not moved. */
  table: DataTable;
}

export interface JoinTimeOffsetsOptions {
  /** Metric column names; every other column is a join key, the first one the time. */
  metrics: readonly string[];
  /** The x-axis time grain (e.g. 'P1M'); without one the keys are matched as they are. */
  timeGrain?: string | null;
}

/**
 * Superset's time comparison join: each offset result's metrics, renamed `<metric>__<offset>`, are
 * left-joined to the main result on the non-metric columns. The main row's time is moved by the
 * offset ('1 year ago' → a year back) and both sides' times are written at the grain before matching.
 * Without a grain, a temporal first key is matched moved but exact; other keys (a categorical x-axis)
 * as they are. A main row without a match gets missing values; one with several matches repeats.
 */
export function joinTimeOffsets(
  main: DataTable,
  offsets: readonly TimeOffsetResult[],
  options: JoinTimeOffsetsOptions,
): DataTable {
  const metrics = new Set(options.metrics);
  const joinKeys = main.columns.filter(
    (label): label is string => typeof label === 'string' && !metrics.has(label),
  );
  const timeKey = joinKeys[0];
  const temporal = timeKey !== undefined && main.temporal.includes(timeKey);
  let rows: Row[] = main.rows.map((row) => ({ ...row }));
  const columns: ColumnLabel[] = [...main.columns];

  for (const { offset, resolvedOffset, table } of offsets) {
    const delta = temporal ? normalizeTimeDelta(resolvedOffset ?? offset) : undefined;
    const renamed = options.metrics.map((metric) => ({ from: metric, to: timeOffsetColumn(metric, offset) }));
    const keyOf = (row: Row, shift: boolean): string =>
      JSON.stringify(
        joinKeys.map((key, i) => {
          const value = row[key];
          if (i > 0 || !temporal || isMissing(value)) return isMissing(value) ? null : value;
          const time = shift && delta ? shiftTime(toNumber(value), delta) : toNumber(value);
          return timeJoinKey(time, options.timeGrain);
        }),
      );
    const matches = new Map<string, Row[]>();
    for (const row of table.rows) {
      const id = keyOf(row, false);
      const list = matches.get(id);
      if (list) list.push(row);
      else matches.set(id, [row]);
    }
    rows = rows.flatMap((row) => {
      const found = matches.get(keyOf(row, true)) ?? [undefined];
      return found.map((match) => {
        const joined: Row = { ...row };
        for (const { from, to } of renamed)
          joined[to] = match && !isMissing(match[from]) ? match[from] : null;
        return joined;
      });
    });
    for (const { to } of renamed) if (!columns.some((label) => columnKey(label) === to)) columns.push(to);
  }
  return { ...main, rows, columns };
}
