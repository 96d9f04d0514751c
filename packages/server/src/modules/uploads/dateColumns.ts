import { readDateSql, type DateFormat } from './dateFormats.js';
import { quoteIdent, type StagingDb } from './staging.js';
import { cellError, type UploadFileError } from './uploadErrors.js';

export interface DateConversion {
  name: string;
  format: DateFormat;
}

/**
 * Copies `source` into `target`, turning the text of date columns into DATE or TIMESTAMP. A value that
 * does not parse is an error: `locate` says where it is (the reader's line or the sheet's row).
 */
export async function convertDateColumns(
  staging: StagingDb,
  options: {
    source: string;
    target: string;
    columns: readonly string[];
    dates: readonly DateConversion[];
    /** Whether ISO 8601 text is read too, besides the column's format (spreadsheet cells that were dates). */
    acceptIso: boolean;
    /** Text columns to strip of leading spaces (skip_initial_space). */
    trimStart: boolean;
    /** A column of `source` holding each row's number in the file, when the rows were numbered while staged. */
    rowColumn: string | null;
    /** Where a bad value is when the rows are not numbered (the CSV reader knows its line). */
    locate: (column: DateConversion, value: string) => Promise<UploadFileError | null>;
  },
): Promise<void> {
  const parse = (column: DateConversion): string =>
    readDateSql(`trim(${quoteIdent(column.name)})`, column.format, options.acceptIso);
  for (const column of options.dates) {
    const row = options.rowColumn === null ? null : quoteIdent(options.rowColumn);
    const [bad] = await staging.query(
      `SELECT ${quoteIdent(column.name)} AS value, ${row ?? 'NULL'} AS row FROM ${quoteIdent(options.source)}
       WHERE trim(${quoteIdent(column.name)}) IS NOT NULL AND ${parse(column)} IS NULL
       ${row ? `ORDER BY ${row} ` : ''}LIMIT 1`,
    );
    if (bad) {
      const value = String(bad.value);
      const problem = `could not read "${value}" as a ${column.format.kind}`;
      if (bad.row !== null) throw cellError(Number(bad.row), column.name, problem);
      throw (await options.locate(column, value)) ?? cellError(null, column.name, problem);
    }
  }
  const byName = new Map(options.dates.map((d) => [d.name, d]));
  const textTypes = new Map(
    (await staging.columns(options.source)).map((c) => [c.name, c.type === 'VARCHAR'] as const),
  );
  const select = options.columns.map((name) => {
    const date = byName.get(name);
    if (date) return `${parse(date)} AS ${quoteIdent(name)}`;
    if (options.trimStart && textTypes.get(name)) return `ltrim(${quoteIdent(name)}) AS ${quoteIdent(name)}`;
    return quoteIdent(name);
  });
  await staging.run(
    `CREATE TABLE ${quoteIdent(options.target)} AS SELECT ${select.join(', ')} FROM ${quoteIdent(options.source)}`,
  );
}
