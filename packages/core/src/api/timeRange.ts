import { Type, type Static } from 'typebox';

/** One evaluated range of GET /api/v1/time_range/ (naive ISO datetimes, as Superset answers). */
export const TimeRangeLookup = Type.Object({
  since: Type.String(),
  until: Type.String(),
  timeRange: Type.String(),
  shift: Type.Union([Type.String(), Type.Null()]),
});
export type TimeRangeLookup = Static<typeof TimeRangeLookup>;

export const TimeRangeResponse = Type.Object({ result: Type.Array(TimeRangeLookup) });
export type TimeRangeResponse = Static<typeof TimeRangeResponse>;
