/**
 * Value conversions shared by the engines, so every engine hands the same shapes upward: numbers only
 * when they are exact in a JavaScript double, exact strings otherwise, and ISO 8601 date-times.
 */

/** Canonical decimal text: no sign for zero, no leading zeros, no trailing fractional zeros. */
function canonicalDecimal(text: string): string | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const integer = match[2]!.replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const body = fraction ? `${integer}.${fraction}` : integer;
  return match[1] === '-' && body !== '0' ? `-${body}` : body;
}

/**
 * An integer or decimal from its exact text: a number when the double holds it exactly (so JSON stays
 * natural for the common case), else the exact text, e.g. "9007199254740993".
 */
export function exactNumber(text: string): number | string {
  const canonical = canonicalDecimal(text);
  if (canonical === null) return text;
  const value = Number(canonical);
  return Number.isFinite(value) && String(value) === canonical ? value : canonical;
}

export function exactBigInt(value: bigint): number | string {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}

const TIMESTAMP_TEXT =
  /^(\d{4,}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:([+-]\d{2})(?::?(\d{2}))?(?::?(\d{2}))?|(Z))?$/;

/**
 * "2024-01-15 10:30:00.123+02" -> "2024-01-15T10:30:00.123+02:00". Naive values stay naive; text that
 * is not a plain timestamp (BC dates, infinity) is returned unchanged.
 */
export function isoTimestamp(text: string): string {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return text;
  const [, date, time, hours, minutes, seconds, zulu] = match;
  let offset = '';
  if (zulu) offset = 'Z';
  else if (hours) offset = `${hours}:${minutes ?? '00'}${seconds ? `:${seconds}` : ''}`;
  return `${date}T${time}${offset}`;
}

/** Printable ASCII stays; other bytes become \xHH, like DuckDB's own BLOB text. */
export function blobText(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    out +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
