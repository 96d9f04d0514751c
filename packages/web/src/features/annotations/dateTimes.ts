import dayjs, { type Dayjs } from 'dayjs';

/** Superset's annotation datetimes: naive ISO strings, read and written as the user's wall-clock time. */
const WIRE_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
const SHOWN_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function parseWireDateTime(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

export function toWireDateTime(value: Dayjs): string {
  return value.format(WIRE_FORMAT);
}

/** The datetime as the lists show it; empty when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  return parseWireDateTime(value)?.format(SHOWN_FORMAT) ?? '';
}
