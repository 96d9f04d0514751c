import { BadRequestError } from '../../errors.js';

const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An ISO 8601 date-time as the metadata store keeps annotation times: naive text in UTC
 * (`2024-01-31T00:00:00`), as Superset's naive DateTime columns hold them. A value with a zone is
 * converted to UTC; a naive one is taken as it is. Anything else is Superset's marshmallow error.
 */
export function naiveIso(field: string, value: string): string {
  const text = value.trim();
  if (!ISO.test(text)) throw new BadRequestError({ [field]: ['Not a valid datetime.'] });
  const normalised = text.replace(' ', 'T');
  const withTime = normalised.length === 10 ? `${normalised}T00:00:00` : normalised;
  const date = new Date(HAS_ZONE.test(withTime) ? withTime : `${withTime}Z`);
  if (Number.isNaN(date.getTime())) throw new BadRequestError({ [field]: ['Not a valid datetime.'] });
  const iso = date.toISOString();
  return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, -1);
}

/** A stored naive UTC time as epoch milliseconds (how chart data serialises datetimes). */
export function naiveIsoToMs(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(HAS_ZONE.test(value) ? value : `${value}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** Epoch milliseconds as stored naive UTC text, for comparing with stored times. */
export function msToNaiveIso(ms: number): string {
  return naiveIso('time', new Date(ms).toISOString());
}
