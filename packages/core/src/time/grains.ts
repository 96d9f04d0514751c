/**
 * Superset's time grains (contract §2, spec 001 §9): the one catalogue. Engines map each id to their
 * own truncation expression; `result_type: timegrains` lists `{name, function, duration}` from here.
 */

export interface TimeGrainInfo {
  /** Superset's grain id, sent as `time_grain_sqla` / a column's `timeGrain`. */
  id: TimeGrain;
  /** Superset's label (`name` in the timegrains result). */
  label: string;
  /** ISO 8601 duration of one bucket. */
  duration: string;
  /** Nominal length in seconds; null where calendar months or years make it vary. */
  seconds: number | null;
}

const DAY = 86_400;

/**
 * In Superset's order (db_engine_specs' builtin_time_grains). PT0.5H and P0.25Y are Superset's
 * TimeGrain constants that only some engines offer; they are labelled here so every id has a name.
 */
export const TIME_GRAIN_CATALOGUE = [
  { id: 'PT1S', label: 'Second', duration: 'PT1S', seconds: 1 },
  { id: 'PT5S', label: '5 second', duration: 'PT5S', seconds: 5 },
  { id: 'PT30S', label: '30 second', duration: 'PT30S', seconds: 30 },
  { id: 'PT1M', label: 'Minute', duration: 'PT1M', seconds: 60 },
  { id: 'PT5M', label: '5 minute', duration: 'PT5M', seconds: 300 },
  { id: 'PT10M', label: '10 minute', duration: 'PT10M', seconds: 600 },
  { id: 'PT15M', label: '15 minute', duration: 'PT15M', seconds: 900 },
  { id: 'PT30M', label: '30 minute', duration: 'PT30M', seconds: 1800 },
  { id: 'PT0.5H', label: 'Half hour', duration: 'PT0.5H', seconds: 1800 },
  { id: 'PT1H', label: 'Hour', duration: 'PT1H', seconds: 3600 },
  { id: 'PT6H', label: '6 hour', duration: 'PT6H', seconds: 6 * 3600 },
  { id: 'P1D', label: 'Day', duration: 'P1D', seconds: DAY },
  { id: 'P1W', label: 'Week', duration: 'P1W', seconds: 7 * DAY },
  { id: 'P1M', label: 'Month', duration: 'P1M', seconds: null },
  { id: 'P3M', label: 'Quarter', duration: 'P3M', seconds: null },
  { id: 'P0.25Y', label: 'Quarter year', duration: 'P0.25Y', seconds: null },
  { id: 'P1Y', label: 'Year', duration: 'P1Y', seconds: null },
  { id: '1969-12-28T00:00:00Z/P1W', label: 'Week starting Sunday', duration: 'P1W', seconds: 7 * DAY },
  { id: '1969-12-29T00:00:00Z/P1W', label: 'Week starting Monday', duration: 'P1W', seconds: 7 * DAY },
  { id: 'P1W/1970-01-03T00:00:00Z', label: 'Week ending Saturday', duration: 'P1W', seconds: 7 * DAY },
  { id: 'P1W/1970-01-04T00:00:00Z', label: 'Week ending Sunday', duration: 'P1W', seconds: 7 * DAY },
] as const satisfies readonly { id: string; label: string; duration: string; seconds: number | null }[];

export type TimeGrain = (typeof TIME_GRAIN_CATALOGUE)[number]['id'];

export const TIME_GRAINS: readonly TimeGrain[] = TIME_GRAIN_CATALOGUE.map((grain) => grain.id);

const BY_ID: ReadonlyMap<string, TimeGrainInfo> = new Map(
  TIME_GRAIN_CATALOGUE.map((grain) => [grain.id, grain as TimeGrainInfo]),
);

export function isTimeGrain(value: unknown): value is TimeGrain {
  return typeof value === 'string' && BY_ID.has(value);
}

export function timeGrainInfo(id: string): TimeGrainInfo | undefined {
  return BY_ID.get(id);
}

/**
 * The legacy `granularity` control's choices (spec 001 §9: none, PT5S, ..., P7D, P1W, week starting
 * Sunday, week ending Saturday, ...), with the catalogue grain each stands for. `P7D` is a Druid
 * period with no SQL grain, so it maps to null.
 */
export const LEGACY_GRANULARITY_CHOICES: readonly { value: string | null; grain: TimeGrain | null }[] = [
  { value: null, grain: null },
  { value: 'PT5S', grain: 'PT5S' },
  { value: 'PT30S', grain: 'PT30S' },
  { value: 'PT1M', grain: 'PT1M' },
  { value: 'PT5M', grain: 'PT5M' },
  { value: 'PT30M', grain: 'PT30M' },
  { value: 'PT1H', grain: 'PT1H' },
  { value: 'PT6H', grain: 'PT6H' },
  { value: 'P1D', grain: 'P1D' },
  { value: 'P7D', grain: null },
  { value: 'P1W', grain: 'P1W' },
  { value: 'week_starting_sunday', grain: '1969-12-28T00:00:00Z/P1W' },
  { value: 'week_ending_saturday', grain: 'P1W/1970-01-03T00:00:00Z' },
  { value: 'P1M', grain: 'P1M' },
  { value: 'P3M', grain: 'P3M' },
  { value: 'P1Y', grain: 'P1Y' },
];

/** Default of the legacy granularity control. */
export const DEFAULT_LEGACY_GRANULARITY = 'one day';
