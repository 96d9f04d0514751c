/**
 * SQL literals per dialect. Values from a request reach SQL text only through these functions (the
 * chart query compiler cannot bind parameters everywhere: the text is also shown and cached), so
 * each one escapes exactly as its engine reads string literals.
 */

/** A value the compiler renders as a literal. */
export type SqlLiteralValue = string | number | boolean | null;

/** Renders a string literal of one dialect. */
export type StringLiteral = (value: string) => string;

function refuseNul(value: string): void {
  // SQLite stops reading SQL text at a NUL and PostgreSQL refuses it in text: no engine takes it.
  if (value.includes('\0')) throw new RangeError('A SQL literal cannot contain a NUL character');
}

/** `'...'` with quotes doubled, as every engine reads them; the only place a literal is quoted. */
function quoted(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A standard literal: DuckDB and SQLite read backslashes literally. */
export const standardStringLiteral: StringLiteral = (value) => {
  refuseNul(value);
  return quoted(value);
};

/**
 * PostgreSQL: a string with a backslash becomes an escape string (E'...', backslashes doubled), which
 * reads the same whether standard_conforming_strings is on or off; others are standard literals.
 */
export const postgresStringLiteral: StringLiteral = (value) => {
  refuseNul(value);
  return value.includes('\\') ? `E${quoted(value.replaceAll('\\', '\\\\'))}` : quoted(value);
};

/**
 * MySQL/MariaDB read backslash escapes in strings by default, so backslashes are doubled and quotes
 * doubled too: under NO_BACKSLASH_ESCAPES the doubled quote still closes nothing early (the value
 * would only keep two backslashes, never end the literal).
 */
export const mysqlStringLiteral: StringLiteral = (value) => {
  refuseNul(value);
  return quoted(value.replaceAll('\\', '\\\\'));
};

/** Finite numbers as written by JavaScript (`1e+21` is valid SQL in every engine); negatives in parentheses. */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return value < 0 ? `(${String(value)})` : String(value);
}

/** A literal function for one dialect: its string literal and its spelling of true/false. */
export function literalFunction(
  stringLiteral: StringLiteral,
  booleans: readonly [string, string] = ['TRUE', 'FALSE'],
): (value: SqlLiteralValue) => string {
  return (value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'boolean') return value ? booleans[0] : booleans[1];
    if (typeof value === 'number') return numberLiteral(value);
    if (typeof value === 'string') return stringLiteral(value);
    throw new TypeError(`Not a SQL literal value: ${typeof value}`);
  };
}

export interface NaiveDatetime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS */
  time: string;
  /** Microseconds as six digits, '' when zero. */
  fraction: string;
}

const NAIVE_DATETIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

/** Reads a naive ISO datetime ('2024-01-31', '2024-01-31T10:00:00', '2024-01-31 10:00:00.5'). */
export function parseNaiveDatetime(text: string): NaiveDatetime {
  const match = NAIVE_DATETIME.exec(text.trim());
  if (!match) throw new RangeError(`Not a naive ISO datetime: ${text}`);
  const [, date, hh = '00', mm = '00', ss = '00', fraction = ''] = match;
  const micros = fraction.padEnd(6, '0');
  return { date: date!, time: `${hh}:${mm}:${ss}`, fraction: /^0*$/.test(micros) ? '' : micros };
}

/** 'YYYY-MM-DD HH:MM:SS[.ffffff]': the fraction only when there is one. */
export function datetimeText(dt: NaiveDatetime): string {
  return `${dt.date} ${dt.time}${dt.fraction ? `.${dt.fraction}` : ''}`;
}

/**
 * SQLite keeps dates as text and compares them as text, so the literal takes the form the column's
 * values have: 'YYYY-MM-DD' for a DATE column at midnight, else 'YYYY-MM-DD HH:MM:SS[.ffffff]'
 * (SQLite's own datetime() form).
 */
export function sqliteDatetimeText(dt: NaiveDatetime, type: string | null): string {
  const isDate = /^\s*date\s*$/i.test(type ?? '');
  if (isDate && dt.time === '00:00:00' && !dt.fraction) return dt.date;
  return datetimeText(dt);
}
