import { TimeRangeError, timeRangeMessages } from './errors.js';
import type { DateExpr, IntExpr, TimeExpr } from './grammar.js';
import { parseTimeExpression } from './grammar.js';
import { parseHumanDatetime } from './humanDatetime.js';
import { addUnits, lastDay, naive, toDate, truncate, type Naive } from './naiveDate.js';

/**
 * Looks up a holiday by name (case-insensitive prefix, as Superset's `holidays` lookup) in a year and
 * country (ISO code, 'US' by default); returns its date (UTC fields) or null when there is none.
 */
export type HolidayLookup = (name: string, year: number, country: string) => Date | null;

export interface EvaluationContext {
  /** The current moment; its UTC fields are the naive wall-clock time. */
  now: Naive;
  holiday?: HolidayLookup;
}

export function evaluateDate(expr: DateExpr, context: EvaluationContext): Naive {
  switch (expr.kind) {
    case 'datetime':
      return parseHumanDatetime(expr.text, context.now);
    case 'dateadd':
      return addUnits(evaluateDate(expr.expr, context), evaluateInt(expr.delta, context), expr.unit);
    case 'datetrunc':
      return truncate(evaluateDate(expr.expr, context), expr.unit);
    case 'lastday':
      return lastDay(evaluateDate(expr.expr, context), expr.unit);
    case 'holiday':
      return evaluateHoliday(expr, context);
  }
}

export function evaluateInt(expr: IntExpr, context: EvaluationContext): number {
  if (expr.kind === 'int') return expr.value;
  const from = evaluateDate(expr.from, context);
  const to = evaluateDate(expr.to, context);
  if (expr.unit === 'year') return to.year() - from.year();
  // Python's timedelta.days: whole days, rounded towards the past.
  return Math.floor(to.diff(from) / 86_400_000);
}

function evaluateHoliday(expr: Extract<DateExpr, { kind: 'holiday' }>, context: EvaluationContext): Naive {
  if (!context.holiday) {
    throw new TimeRangeError(`HOLIDAY is not supported: no holiday calendar is configured [${expr.name}]`);
  }
  const year = (expr.expr ? evaluateDate(expr.expr, context) : context.now).year();
  const found = context.holiday(expr.name, year, expr.country ?? 'US');
  if (!found) throw new TimeRangeError(timeRangeMessages.holiday(expr.name));
  return naive(found).startOf('day');
}

/** Evaluates a whole expression: a date, or an integer for DATEDIFF. */
export function evaluateExpression(expr: TimeExpr, context: EvaluationContext): Naive | number {
  return expr.kind === 'datediff' ? evaluateInt(expr, context) : evaluateDate(expr, context);
}

/**
 * Superset's datetime_eval on a text such as `DATEADD(DATETIME("now"), -7, day)`, relative to `now`
 * (a Date whose UTC fields are the naive wall-clock time). Returns a Date read the same way, or the
 * integer of a DATEDIFF.
 */
export function evaluateTimeExpression(
  text: string,
  options: { now: Date; holiday?: HolidayLookup },
): Date | number {
  const value = evaluateExpression(parseTimeExpression(text), {
    now: naive(options.now).millisecond(0),
    holiday: options.holiday,
  });
  return typeof value === 'number' ? value : toDate(value);
}
