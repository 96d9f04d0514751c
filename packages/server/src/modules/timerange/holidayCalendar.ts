import type { HolidayLookup } from '@loupe/core';
import type Holidays from 'date-holidays';
import { lazyRequire } from '../../platform/lazyRequire.js';

/*
 * HOLIDAY("name"[, date[, "country"]]) for time ranges. Superset looks names up in the Python
 * `holidays` package (public holidays, observed days off, names matched case-insensitively by
 * prefix); date-holidays carries the same calendars under slightly different names, so a name also
 * matches the part in parentheses ('Eid al-Fitr' in 'End of Ramadan (Eid al-Fitr)') and American
 * spelling matches British ('Labor day' finds 'Labour Day').
 */

// Python holidays' aliases that date-holidays knows under the ISO code.
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };
const DAYS_OFF = new Set(['public', 'bank']);
// date-holidays loads every country's calendar (about a tenth of a second), needed only by HOLIDAY().
// Its CommonJS entry exports the class itself, which its types call the default export.
const loadHolidays = lazyRequire<typeof Holidays>('date-holidays');

const calendars = new Map<string, Holidays>();

function calendar(country: string): Holidays | null {
  const code = COUNTRY_ALIASES[country.toUpperCase()] ?? country.toUpperCase();
  let found = calendars.get(code);
  if (!found) {
    if (!(code in new (loadHolidays())().getCountries())) return null;
    found = new (loadHolidays())(code);
    calendars.set(code, found);
  }
  return found;
}

const spelling = (text: string): string => text.toLowerCase().replaceAll('labor', 'labour').trim();

function names(name: string): string[] {
  const inParentheses = /\(([^)]+)\)/.exec(name)?.[1];
  return inParentheses ? [name, inParentheses] : [name];
}

export const holidayLookup: HolidayLookup = (name, year, country) => {
  const holidays = calendar(country)?.getHolidays(year, 'en') ?? [];
  const wanted = spelling(name);
  const match = holidays.find(
    (holiday) =>
      DAYS_OFF.has(holiday.type) &&
      !holiday.substitute &&
      names(holiday.name).some((candidate) => spelling(candidate).startsWith(wanted)),
  );
  if (!match) return null;
  // 'YYYY-MM-DD hh:mm:ss [zone]': the calendar day is what Superset returns.
  const [y, m, d] = match.date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
