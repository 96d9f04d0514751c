import { TimeRangeError, timeRangeMessages } from './errors.js';
import { addUnits, naiveFromFields, type Naive, type TimeUnit } from './naiveDate.js';

/*
 * Superset's parse_human_datetime: the text of DATETIME("...") and of a plain side of 'since : until'.
 * Superset tries dateutil first (absolute dates) and then parsedatetime (relative words). The forms
 * read here are the ones its time-range picker and documentation produce; anything else is
 * 'Cannot parse time string [...]'.
 */

const AMBIGUOUS = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;

// dateutil's ISO-like forms: 2020, 2020-09, 2020-09-01, with an optional time and zone.
const ISO =
  /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?$/i;
// dateutil reads slashed dates month first: 2/3/1969 is 3 February.
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

// dateutil also reads month names: 'Jan 2020', 'January 5, 2020', '5 Jan 2020'.
const MONTH_YEAR = /^([a-z]{3,9})\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})$/i;
const DAY_MONTH_YEAR = /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})$/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthNumber(name: string): number | null {
  const lower = name.toLowerCase();
  const index = lower === 'sept' ? 8 : Math.max(MONTHS.indexOf(lower), FULL_MONTHS.indexOf(lower));
  return index < 0 ? null : index + 1;
}

const RELATIVE =
  /^(\d+|an?|one)\s+(second|minute|hour|day|week|month|year)s?\s+(ago|before|later|after|from now|hence)$/i;

const SUB_DAY: ReadonlySet<TimeUnit> = new Set<TimeUnit>(['hour', 'minute', 'second']);

export function parseHumanDatetime(text: string, now: Naive): Naive {
  if (AMBIGUOUS.test(text)) throw new TimeRangeError(timeRangeMessages.ambiguous(text));
  const trimmed = text.trim();
  const absolute = parseAbsolute(trimmed);
  if (absolute) return absolute;
  const relative = parseRelative(trimmed, now);
  if (relative) return relative;
  throw new TimeRangeError(timeRangeMessages.parseFail(text));
}

function parseAbsolute(text: string): Naive | null {
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, frac] = iso;
    // dateutil fills what is missing from January 1st of the current year.
    return naiveFromFields(
      Number(y),
      mo ? Number(mo) : 1,
      d ? Number(d) : 1,
      h ? Number(h) : 0,
      mi ? Number(mi) : 0,
      s ? Number(s) : 0,
      frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0,
    );
  }
  const us = US_DATE.exec(text);
  if (us) {
    const [, mo, d, y, h, mi, s] = us;
    return naiveFromFields(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  }
  const named = MONTH_YEAR.exec(text);
  const dayFirst = named ? null : DAY_MONTH_YEAR.exec(text);
  const [monthName, day, year] = named
    ? [named[1]!, named[2] ?? '1', named[3]!]
    : dayFirst
      ? [dayFirst[2]!, dayFirst[1]!, dayFirst[3]!]
      : [null, null, null];
  const month = monthName ? monthNumber(monthName) : null;
  return month ? naiveFromFields(Number(year), month, Number(day)) : null;
}

function parseRelative(text: string, now: Naive): Naive | null {
  const today = now.startOf('day');
  switch (text.toLowerCase()) {
    case 'now':
      return now;
    case 'today':
      return today;
    case 'yesterday':
      return today.subtract(1, 'day');
    case 'tomorrow':
      return today.add(1, 'day');
    case 'midnight':
      return today;
    case 'noon':
      return today.hour(12);
  }
  const relative = RELATIVE.exec(text);
  if (!relative) return null;
  const [, count, unitText, direction] = relative;
  const amount = /^\d+$/.test(count!) ? Number(count) : 1;
  const unit = unitText!.toLowerCase() as TimeUnit;
  const sign = /^(ago|before)$/i.test(direction!) ? -1 : 1;
  const moved = addUnits(now, sign * amount, unit);
  // parsedatetime marks day-or-longer phrases as dates, which Superset resets to midnight.
  return SUB_DAY.has(unit) ? moved : moved.startOf('day');
}
