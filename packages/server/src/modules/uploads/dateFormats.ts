import { quoteIdent, sqlText, type StagingDb } from './staging.js';

/** How a column's text reads as dates: `format` null is ISO 8601 as CAST reads it, else a strptime format. */
export interface DateFormat {
  kind: 'date' | 'timestamp';
  format: string | null;
}

/** Common day/month orders; which of the ambiguous pair comes first follows `day_first`. */
function datePatterns(dayFirst: boolean): string[] {
  const slash = ['%d/%m/%Y', '%m/%d/%Y'];
  const dash = ['%d-%m-%Y', '%m-%d-%Y'];
  const short = ['%d/%m/%y', '%m/%d/%y'];
  const order = (pair: string[]): string[] => (dayFirst ? pair : [...pair].reverse());
  return [
    ...order(slash),
    ...order(dash),
    ...order(short),
    '%d.%m.%Y',
    '%Y/%m/%d',
    '%d %b %Y',
    '%d %B %Y',
    '%b %d, %Y',
    '%B %d, %Y',
  ];
}

const DETECTION_SAMPLE = 10_000;

const TIME_SUFFIXES = [' %H:%M:%S', ' %H:%M', ' %H:%M:%S.%f', ' %I:%M:%S %p', ' %I:%M %p'];

function candidates(kind: DateFormat['kind'], dayFirst: boolean): DateFormat[] {
  const dates = datePatterns(dayFirst);
  const formats =
    kind === 'date' ? dates : dates.flatMap((date) => TIME_SUFFIXES.map((time) => `${date}${time}`));
  return [{ kind, format: null }, ...formats.map((format) => ({ kind, format }))];
}

/** SQL turning the text expression `value` into the format's DATE or TIMESTAMP (NULL where it does not parse). */
export function parseDateSql(value: string, format: DateFormat): string {
  const type = format.kind === 'date' ? 'DATE' : 'TIMESTAMP';
  if (format.format === null) return `TRY_CAST(${value} AS ${type})`;
  return `CAST(try_strptime(${value}, ${sqlText(format.format)}) AS ${type})`;
}

/** parseDateSql, reading ISO 8601 text as well when `acceptIso` (spreadsheet cells that were real dates). */
export function readDateSql(value: string, format: DateFormat, acceptIso: boolean): string {
  const parsed = parseDateSql(value, format);
  if (!acceptIso || format.format === null) return parsed;
  return `coalesce(${parseDateSql(value, { kind: format.kind, format: null })}, ${parsed})`;
}

/**
 * The format that reads the most values of a text column of a staged table, and how many it cannot
 * read. Values with a time of day make it a timestamp column unless `kind` forces one.
 */
export async function detectDateFormat(
  staging: StagingDb,
  table: string,
  column: string,
  options: { dayFirst: boolean; kind?: DateFormat['kind'] | undefined; acceptIso?: boolean },
): Promise<{ format: DateFormat; failures: number }> {
  const value = `trim(${quoteIdent(column)})`;
  let kind = options.kind;
  if (!kind) {
    const [timed] = await staging.query(
      `SELECT coalesce(bool_or(contains(${value}, ':')), false) AS timed FROM ${quoteIdent(table)}`,
    );
    kind = timed?.timed === true ? 'timestamp' : 'date';
  }
  const list = candidates(kind, options.dayFirst);
  const counts = list.map(
    (format, index) =>
      `count(*) FILTER (WHERE v IS NOT NULL AND ${readDateSql('v', format, options.acceptIso === true)} IS NULL) AS f${index}`,
  );
  // A sample of distinct values picks the format; every value is checked when the column is converted.
  const [row] = await staging.query(
    `SELECT ${counts.join(', ')} FROM (SELECT DISTINCT ${value} AS v FROM ${quoteIdent(table)} LIMIT ${DETECTION_SAMPLE})`,
  );
  let best = 0;
  let fewest = Number.POSITIVE_INFINITY;
  list.forEach((_format, index) => {
    const failures = Number(row?.[`f${index}`] ?? 0);
    if (failures < fewest) {
      fewest = failures;
      best = index;
    }
  });
  return { format: list[best]!, failures: fewest };
}
