import { TIME_GRAINS, type TimeGrain } from './EngineSpec.js';

/** SQL truncating `{col}` to each grain the engine supports (EngineSpec.timeGrainExpressions). */
export type TimeGrainExpressions = Readonly<Partial<Record<TimeGrain, string>>>;

/**
 * Grains that are another grain under a second name (Superset's ids), so an engine never writes them:
 * half an hour is 30 minutes, a quarter year is a quarter, and weeks starting Monday are ISO weeks.
 */
const SAME_AS: Readonly<Partial<Record<TimeGrain, TimeGrain>>> = {
  'PT0.5H': 'PT30M',
  'P0.25Y': 'P3M',
  '1969-12-29T00:00:00Z/P1W': 'P1W',
};

/** The grains an engine writes itself: every grain but those SAME_AS derives. */
export type OwnTimeGrains = Partial<Record<Exclude<TimeGrain, keyof typeof SAME_AS>, string>>;

/**
 * An engine's time grain table: its own expressions plus the grains that are the same as one of
 * them, keyed in the catalogue's (Superset's) order, which is the order the grains are listed in.
 * Grains the engine cannot do stay absent.
 */
export function timeGrainTable(own: OwnTimeGrains): TimeGrainExpressions {
  const expressions: Partial<Record<TimeGrain, string>> = {};
  const written = own as Partial<Record<TimeGrain, string>>;
  for (const grain of TIME_GRAINS) {
    const source = SAME_AS[grain] ?? grain;
    const expression = written[source];
    if (expression !== undefined) expressions[grain] = expression;
  }
  return Object.freeze(expressions);
}

/**
 * The calendar grains of engines with PostgreSQL's date_trunc (DuckDB, PostgreSQL). Its weeks start
 * on Monday; shifting by a day makes them start on Sunday, and adding days gives the week's end.
 */
export const DATE_TRUNC_GRAINS = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT1M: "DATE_TRUNC('minute', {col})",
  PT1H: "DATE_TRUNC('hour', {col})",
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
} as const satisfies OwnTimeGrains;
