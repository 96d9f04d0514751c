import { InvalidPostProcessingError } from './errors.js';
import { addMonths, calendarParts, DAY_MS, daysInMonth, startOfDay } from './timestamps.js';
import { ownValue } from '../../ownValue.js';

/**
 * A pandas offset alias as resample reads it: fixed steps ('1T'/'1min', '1H'/'1h', '1D', '7D', '30S',
 * ...), weeks ending on a weekday ('W' = 'W-SUN'), and calendar periods labelled by their start ('MS',
 * 'QS', 'AS'/'YS') or by their last day ('M'/'ME', 'Q'/'QE', 'A'/'Y'/'YE'). Periods labelled by their
 * end include their whole last day, as pandas' right-closed bins do.
 */
export interface ResampleRule {
  /** The bin label (start of its bin, or for end-labelled rules its last day) of time `t`. */
  label(t: number): number;
  /** The label after `label`. */
  next(label: number): number;
  /** The first label on or after `t`, as pandas' date_range starts. */
  firstOnOrAfter(t: number): number;
  /** Is this a fixed step (pandas Tick), which honours the resample origin? */
  fixed: boolean;
}

const TICKS: Record<string, number> = {
  L: 1,
  ms: 1,
  S: 1000,
  s: 1000,
  T: 60_000,
  min: 60_000,
  H: 3_600_000,
  h: 3_600_000,
  D: DAY_MS,
};

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const PERIODS: Record<string, { months: number; anchor: 'start' | 'end' }> = {
  MS: { months: 1, anchor: 'start' },
  M: { months: 1, anchor: 'end' },
  ME: { months: 1, anchor: 'end' },
  QS: { months: 3, anchor: 'start' },
  'QS-JAN': { months: 3, anchor: 'start' },
  Q: { months: 3, anchor: 'end' },
  QE: { months: 3, anchor: 'end' },
  'Q-DEC': { months: 3, anchor: 'end' },
  'QE-DEC': { months: 3, anchor: 'end' },
  AS: { months: 12, anchor: 'start' },
  YS: { months: 12, anchor: 'start' },
  'AS-JAN': { months: 12, anchor: 'start' },
  'YS-JAN': { months: 12, anchor: 'start' },
  A: { months: 12, anchor: 'end' },
  Y: { months: 12, anchor: 'end' },
  YE: { months: 12, anchor: 'end' },
  'A-DEC': { months: 12, anchor: 'end' },
  'Y-DEC': { months: 12, anchor: 'end' },
  'YE-DEC': { months: 12, anchor: 'end' },
};

const monthIndex = (t: number): number => {
  const { year, month } = calendarParts(t);
  return year * 12 + month;
};
const monthStart = (index: number): number => Date.UTC(Math.floor(index / 12), index % 12, 1);
const monthEnd = (index: number): number => {
  const year = Math.floor(index / 12);
  const month = index % 12;
  return Date.UTC(year, month, daysInMonth(year, month));
};

/**
 * Reads a rule. `first` is the first time of the data (calendar bins count from its period) and
 * `origin` the start of fixed-step bins (pandas' origin 'start_day': midnight of the first day).
 */
export function parseResampleRule(rule: string, first: number, origin?: number): ResampleRule {
  const match = /^\s*(\d*)\s*([A-Za-z]+(?:-[A-Za-z]+)?)\s*$/.exec(rule);
  if (!match) throw new InvalidPostProcessingError(`Invalid frequency: ${rule}`);
  const n = match[1] ? Number(match[1]) : 1;
  const unit = match[2] as string;
  if (n <= 0) throw new InvalidPostProcessingError(`Invalid frequency: ${rule}`);

  const tick = ownValue(TICKS, unit);
  if (tick !== undefined) {
    const step = tick * n;
    const base = origin ?? startOfDay(first);
    const label = (t: number): number => base + Math.floor((t - base) / step) * step;
    return {
      fixed: true,
      label,
      next: (l) => l + step,
      firstOnOrAfter: (t) => t,
    };
  }

  const week = /^W(?:-([A-Z]{3}))?$/.exec(unit);
  if (week) {
    const weekday = WEEKDAYS.indexOf(week[1] ?? 'SUN');
    if (weekday < 0) throw new InvalidPostProcessingError(`Invalid frequency: ${rule}`);
    const step = 7 * n * DAY_MS;
    const onOrAfter = (t: number): number => {
      const day = startOfDay(t);
      return day + ((((weekday - new Date(day).getUTCDay()) % 7) + 7) % 7) * DAY_MS;
    };
    // The anchor day before the first day's week: pandas' `first - Week(weekday)`.
    const base = onOrAfter(first) - 7 * DAY_MS;
    return {
      fixed: false,
      label: (t) => base + Math.ceil((startOfDay(t) - base) / step) * step,
      next: (l) => l + step,
      firstOnOrAfter: onOrAfter,
    };
  }

  const period = ownValue(PERIODS, unit);
  if (period) {
    const step = period.months * n;
    const baseIndex = Math.floor(monthIndex(first) / period.months) * period.months;
    if (period.anchor === 'start') {
      return {
        fixed: false,
        label: (t) => monthStart(baseIndex + Math.floor((monthIndex(t) - baseIndex) / step) * step),
        next: (l) => addMonths(l, step),
        firstOnOrAfter: (t) => {
          const index = Math.ceil(monthIndex(t) / period.months) * period.months;
          const start = monthStart(index);
          return start >= t ? start : monthStart(index + period.months);
        },
      };
    }
    const endBase = baseIndex - 1;
    return {
      fixed: false,
      label: (t) => monthEnd(endBase + Math.ceil((monthIndex(t) - endBase) / step) * step),
      next: (l) => monthEnd(monthIndex(l) + step),
      firstOnOrAfter: (t) => {
        const index = Math.floor(monthIndex(t) / period.months) * period.months + period.months - 1;
        const end = monthEnd(index);
        return end >= t ? end : monthEnd(index + period.months);
      },
    };
  }
  throw new InvalidPostProcessingError(`Invalid frequency: ${rule}`);
}
