import { TimeRangeError, timeRangeMessages } from './errors.js';
import { evaluateDate, type EvaluationContext, type HolidayLookup } from './evaluate.js';
import { parseTimeExpression, type DateExpr, type DateUnit } from './grammar.js';
import { parseHumanDatetime } from './humanDatetime.js';
import { addUnits, naive, toDate, type Naive, type TimeUnit } from './naiveDate.js';

/*
 * Superset's get_since_until (superset/utils/date_parser.py): a time range string to since (inclusive)
 * and until (exclusive), either of which may be open. The shorthands ('Last week', 'previous calendar
 * month', 'Current year', ...) are rewritten to 'since : until' and each side is read by the same
 * regular expressions Superset uses, then evaluated as a function expression.
 */

export interface TimeRangeOptions {
  /** The current moment; its UTC fields are the naive wall-clock time (Superset uses naive datetimes). */
  now: Date;
  /** Query extras `relative_start` / `relative_end` ('today' or 'now'): the anchor of relative sides. */
  relativeStart?: string | null;
  relativeEnd?: string | null;
  /** Legacy form data `since` / `until`, read when the time range has no ' : '. */
  since?: string | null;
  until?: string | null;
  /** '1 year ago', '28 days ago', ...: moves both ends back; or 'a : b' to replace them. */
  timeShift?: string | null;
  holiday?: HolidayLookup;
}

export interface SinceUntil {
  since: Date | null;
  until: Date | null;
}

const SEPARATOR = ' : ';
const NO_FILTER = 'No filter';

const SHORTHAND_UNIT =
  /^(?:Last|Next)\s{1,5}(?:[0-9]+\s{0,5})?(second|minute|hour|day|week|month|quarter|year)s?$/i;
const NTH_SUBUNIT =
  /^(first|1st)\s{1,5}(week|month|quarter)\s{1,5}of\s{1,5}(?:(this|last|next|prior)\s{1,5})?(?:the\s{1,5})?(week|month|quarter|year)$/i;
const START_END =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i;
const FIRST_OF_SCOPE =
  /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(this|last|next|prior)\s{1,5}(day|week|month|quarter|year)s?$/i;
const FIRST_OF_THE = /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i;
const SCOPE_UNIT =
  /^(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(second|minute|hour|day|week|month|quarter|year)s?$/i;
const FUNCTION = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i;
const SHIFT =
  /^-?\s*(\d+|an?|one)\s+(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(?:ago|later|before|after|from now))?$/i;
const LEGACY_SINCE_GRAINS = new Set(['days', 'years', 'hours', 'day', 'year', 'weeks']);

const SUB_DAY = new Set(['second', 'minute', 'hour']);

const datetime = (text: string): DateExpr => ({ kind: 'datetime', text });
const dateadd = (expr: DateExpr, delta: number, unit: TimeUnit): DateExpr => ({
  kind: 'dateadd',
  expr,
  delta: { kind: 'int', value: delta },
  unit,
});
const datetrunc = (expr: DateExpr, unit: TimeUnit): DateExpr => ({ kind: 'datetrunc', expr, unit });

/** Superset's calendar shorthands, as the expressions its get_since_until substitutes. */
function calendarRange(unit: DateUnit, fromOffset: number): [DateExpr, DateExpr] {
  const today = datetime('today');
  return [
    datetrunc(dateadd(today, fromOffset, unit), unit),
    datetrunc(dateadd(today, fromOffset + 1, unit), unit),
  ];
}

const CALENDAR_SHORTHANDS: readonly [string, () => [DateExpr, DateExpr]][] = [
  ['previous calendar week', () => calendarRange('week', -1)],
  ['previous calendar month', () => calendarRange('month', -1)],
  ['previous calendar quarter', () => calendarRange('quarter', -1)],
  ['previous calendar year', () => calendarRange('year', -1)],
  ['Current day', () => calendarRange('day', 0)],
  ['Current week', () => calendarRange('week', 0)],
  ['Current month', () => calendarRange('month', 0)],
  ['Current quarter', () => calendarRange('quarter', 0)],
  ['Current year', () => calendarRange('year', 0)],
];

/** 'now' for second, minute and hour, 'today' for longer units, unless the query names an anchor. */
function relativeBase(unit: string, relativeStart: string | null | undefined): string {
  if (relativeStart) return relativeStart;
  return SUB_DAY.has(unit.toLowerCase()) ? 'now' : 'today';
}

function scoped(scope: string, delta: string | undefined, unit: TimeUnit, base: string): DateExpr {
  const amount = delta ? Number.parseInt(delta, 10) : 1;
  switch (scope.toLowerCase()) {
    case 'last':
    case 'prior':
      return dateadd(datetime(base), -amount, unit);
    case 'next':
      return dateadd(datetime(base), amount, unit);
    default:
      return datetime(base);
  }
}

function firstOf(
  scope: string | undefined,
  unit: DateUnit,
  relativeStart: string | null | undefined,
): DateExpr {
  return datetrunc(scoped(scope ?? 'this', undefined, unit, relativeBase(unit, relativeStart)), unit);
}

/** One side of 'since : until', as Superset's time_range_lookup reads it. */
function readSide(part: string, relativeStart: string | null | undefined): DateExpr {
  let match = START_END.exec(part);
  if (match) {
    const [, modifier, scope, delta, unitText] = match;
    const unit = unitText!.toLowerCase() as DateUnit;
    const base = scoped(scope!, delta, unit, relativeBase(unit, relativeStart));
    return modifier!.toLowerCase() === 'end of'
      ? { kind: 'lastday', expr: base, unit }
      : datetrunc(base, unit);
  }
  match = FIRST_OF_SCOPE.exec(part);
  if (match) return firstOf(match[2], match[3]!.toLowerCase() as DateUnit, relativeStart);
  match = FIRST_OF_THE.exec(part);
  if (match) return firstOf(undefined, match[2]!.toLowerCase() as DateUnit, relativeStart);
  match = SCOPE_UNIT.exec(part);
  if (match) {
    const [, scope, delta, unitText] = match;
    const unit = unitText!.toLowerCase() as TimeUnit;
    return scoped(scope!, delta, unit, relativeBase(unit, relativeStart));
  }
  const expr = FUNCTION.test(part) ? parseTimeExpression(part) : null;
  if (expr && expr.kind === 'datediff') throw new TimeRangeError(timeRangeMessages.parseFail(part));
  return expr ?? datetime(part);
}

/** 'first week of this year' and the like: a range of one sub-unit (Superset's handle_nth_of). */
function nthSubunitRange(
  match: RegExpExecArray,
  relativeStart: string | null | undefined,
): [DateExpr, DateExpr] {
  const [, , subunitText, scope, unitText] = match;
  const start = firstOf(scope, unitText!.toLowerCase() as DateUnit, relativeStart);
  return [start, dateadd(start, 1, subunitText!.toLowerCase() as TimeUnit)];
}

function rangeExpressions(
  timeRange: string,
  options: TimeRangeOptions,
): [DateExpr | null, DateExpr | null] | null {
  let range = timeRange;
  const hasSeparator = range.includes(SEPARATOR);
  if (!hasSeparator) {
    if (range.startsWith('Last')) {
      range = `${range}${SEPARATOR}${options.relativeEnd || defaultBound(range)}`;
    } else if (range.startsWith('Next')) {
      range = `${options.relativeStart || defaultBound(range)}${SEPARATOR}${range}`;
    } else {
      const calendar = CALENDAR_SHORTHANDS.find(([prefix]) => range.startsWith(prefix));
      if (calendar) return calendar[1]();
      const nth = NTH_SUBUNIT.exec(range);
      if (nth) return nthSubunitRange(nth, options.relativeStart);
      return null;
    }
  }
  const cut = range.indexOf(SEPARATOR);
  const sides = [range.slice(0, cut).trim(), range.slice(cut + SEPARATOR.length).trim()];
  const [since, until] = sides.map((side) => (side ? readSide(side, options.relativeStart) : null));
  return [since ?? null, until ?? null];
}

/** The anchor of the open side of 'Last <unit>' / 'Next <unit>': now for sub-day units, else today. */
function defaultBound(range: string): string {
  const match = SHORTHAND_UNIT.exec(range);
  return match ? relativeBase(match[1]!, null) : 'today';
}

function legacySinceUntil(options: TimeRangeOptions, now: Naive): [Naive | null, Naive | null] {
  let since = options.since ?? '';
  const words = since.split(' ');
  // Superset's add_ago_to_since: an old 'since: 7 days' meant seven days back.
  if (words.length === 2 && LEGACY_SINCE_GRAINS.has(words[1]!)) since = `${since} ago`;
  return [
    since ? parseHumanDatetime(since, now) : null,
    parseHumanDatetime(options.until || options.relativeEnd || 'today', now),
  ];
}

function applyShift(
  shift: string,
  range: [Naive | null, Naive | null],
  now: Naive,
): [Naive | null, Naive | null] {
  if (shift.includes(SEPARATOR)) {
    const cut = shift.indexOf(SEPARATOR);
    return [
      parseHumanDatetime(shift.slice(0, cut).trim(), now),
      parseHumanDatetime(shift.slice(cut + SEPARATOR.length).trim(), now),
    ];
  }
  if (shift.trim() === 'inherited') {
    // The period just before the range, as long as the range itself (Superset's 'inherited' shift).
    const [since, until] = range;
    if (!since || !until) return range;
    const length = until.diff(since);
    return [since.subtract(length, 'millisecond'), until.subtract(length, 'millisecond')];
  }
  const match = SHIFT.exec(shift.trim());
  if (!match) throw new TimeRangeError(timeRangeMessages.deltaAmbiguous(shift));
  const amount = /^\d+$/.test(match[1]!) ? Number(match[1]) : 1;
  const unit = match[2]!.toLowerCase() as TimeUnit;
  // Superset's parse_past_timedelta: whatever the wording ('ago', 'later', a sign), a shift goes back.
  return [range[0] && addUnits(range[0], -amount, unit), range[1] && addUnits(range[1], -amount, unit)];
}

/**
 * Evaluates a time range relative to `options.now`. Throws TimeRangeError with Superset's message
 * when the range cannot be read or since is after until.
 */
export function getSinceUntil(timeRange: string | null | undefined, options: TimeRangeOptions): SinceUntil {
  if (timeRange === NO_FILTER) return { since: null, until: null };
  const now = naive(options.now).millisecond(0);
  const context: EvaluationContext = { now, holiday: options.holiday };

  let range: [Naive | null, Naive | null];
  const expressions = timeRange ? rangeExpressions(timeRange, options) : null;
  if (expressions) {
    range = [
      expressions[0] && evaluateDate(expressions[0], context),
      expressions[1] && evaluateDate(expressions[1], context),
    ];
  } else if (timeRange && timeRange.trim()) {
    // Superset ignores a range it does not recognise and falls back to since/until (so to
    // 'until today'); an unreadable range is reported instead of silently widening the query.
    throw new TimeRangeError(timeRangeMessages.parseFail(timeRange));
  } else {
    range = legacySinceUntil(options, now);
  }

  if (options.timeShift) range = applyShift(options.timeShift, range, now);

  const [since, until] = range;
  if (since && until && since.isAfter(until)) throw new TimeRangeError(timeRangeMessages.sinceAfterUntil);
  return { since: since ? toDate(since) : null, until: until ? toDate(until) : null };
}
