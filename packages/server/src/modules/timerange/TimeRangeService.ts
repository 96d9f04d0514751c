import {
  isRecord,
  decodeRison,
  getSinceUntil,
  TimeRangeError,
  toNaiveIso,
  type HolidayLookup,
  type TimeRangeLookup,
} from '@loupe/core';
import { BadRequestError } from '../../errors.js';

export type { TimeRangeLookup };

export interface TimeRangeServiceDeps {
  /** The clock; its UTC fields are the naive wall-clock time ranges are evaluated against. */
  now: () => Date;
  /** HOLIDAY(...) in ranges; without it HOLIDAY is refused with a clear message. */
  holiday?: HolidayLookup;
}

interface TimeRangeRequest {
  timeRange: string;
  shift: string | null;
}

const NOT_A_VALID_SCHEMA = 'Not a valid rison schema';

/**
 * Superset's `GET /api/v1/time_range/` (contract §3): `q` is one range as a rison string or a list of
 * `(timeRange, shift)`; each is evaluated now, with naive ISO bounds and '' for an open end.
 */
export class TimeRangeService {
  constructor(private readonly deps: TimeRangeServiceDeps) {}

  lookup(q: string | undefined): { result: TimeRangeLookup[] } {
    const requests = readRequests(decodeRison(q));
    const now = this.deps.now();
    try {
      return {
        result: requests.map(({ timeRange, shift }) => {
          const { since, until } = getSinceUntil(timeRange, {
            now,
            timeShift: shift,
            holiday: this.deps.holiday,
          });
          return {
            since: since ? toNaiveIso(since) : '',
            until: until ? toNaiveIso(until) : '',
            timeRange,
            shift,
          };
        }),
      };
    } catch (error) {
      if (error instanceof TimeRangeError) {
        throw new BadRequestError(`Unexpected time range: ${error.message}`);
      }
      throw error;
    }
  }
}

/** The rison schema Superset declares: a string, or a list of objects with string timeRange and shift. */
function readRequests(value: unknown): TimeRangeRequest[] {
  // Without q, Superset's rison decorator hands the view an empty object: no ranges, no error.
  if (value === undefined) return [];
  if (typeof value === 'string') return [{ timeRange: value, shift: null }];
  if (!Array.isArray(value)) throw new BadRequestError(NOT_A_VALID_SCHEMA);
  return value.map((item: unknown) => {
    if (!isRecord(item)) throw new BadRequestError(NOT_A_VALID_SCHEMA);
    const { timeRange, shift } = item;
    if (
      typeof timeRange !== 'string' ||
      (shift !== undefined && shift !== null && typeof shift !== 'string')
    ) {
      throw new BadRequestError(NOT_A_VALID_SCHEMA);
    }
    return { timeRange, shift: typeof shift === 'string' ? shift : null };
  });
}
