import type { UploadOptions } from '@loupe/core';

import { convertDateColumns, type DateConversion } from './dateColumns.js';
import { DEFAULT_NULL_VALUES, firstReject, readCsvSql, readingFile, type CsvDialect } from './csvRead.js';
import { loadedColumns, RAW_TABLE } from './shaping.js';
import { quoteIdent, type StagingDb } from './staging.js';
import { planTextColumns, type ColumnPlan } from './textTypes.js';
import { checkColumnsExist, UploadFileError } from './uploadErrors.js';

const TEXT_TABLE = 'csv_text';
const TYPED_TABLE = 'csv_typed';

/**
 * Stages a CSV file as the typed table RAW_TABLE, in three reads by DuckDB's CSV reader:
 * 1. every value as text, so a line with the wrong number of fields (or bad quoting, bad UTF-8) is
 *    reported with its line before anything else;
 * 2. the types: declared ones (column_data_types), the format of column_dates, the narrowest type
 *    that reads every value of the others;
 * 3. again with those types, so a value that does not fit a declared type is reported with its line.
 * Date columns are then parsed from their text in the format found for each.
 */
export async function stageCsv(
  staging: StagingDb,
  file: string,
  tempDir: string,
  options: UploadOptions,
): Promise<void> {
  const dialect: CsvDialect = {
    file,
    delimiter: options.delimiter,
    skip: options.skip_rows + options.header_row,
    nullValues: options.null_values ?? DEFAULT_NULL_VALUES,
    decimal: options.decimal_character,
  };
  const window = { firstDataLine: dialect.skip + 2, rowsToRead: options.rows_to_read };
  const limit = options.rows_to_read === null ? '' : ` LIMIT ${options.rows_to_read}`;

  const text = readCsvSql(dialect, null, 'text');
  await readingFile('CSV', tempDir, () =>
    staging.run(`CREATE TABLE ${TEXT_TABLE} AS SELECT * FROM ${text.sql}${limit}`, text.params),
  );
  const structural = await firstReject(staging, 'text', window);
  if (structural) throw structural;
  await assertHeaderLine(staging, dialect);

  const names = (await staging.columns(TEXT_TABLE)).map((c) => c.name);
  checkColumnsExist(names, {
    columns_read: options.columns_read,
    column_dates: options.column_dates,
    column_data_types: Object.keys(options.column_data_types),
    index_column: options.index_column === null ? [] : [options.index_column],
  });
  const plans = await planTextColumns(staging, TEXT_TABLE, {
    columns: names,
    loaded: new Set(loadedColumns(names, options)),
    declared: options.column_data_types,
    dates: options.column_dates,
    dayFirst: options.day_first,
    decimal: options.decimal_character,
  });

  const typed = readCsvSql(dialect, { names, types: plans.map((p) => p.readType) }, 'typed');
  await readingFile('CSV', tempDir, () =>
    staging.run(`CREATE TABLE ${TYPED_TABLE} AS SELECT * FROM ${typed.sql}${limit}`, typed.params),
  );
  const misfit = await firstReject(staging, 'typed', window);
  if (misfit) throw misfit;

  await convertDateColumns(staging, {
    source: TYPED_TABLE,
    target: RAW_TABLE,
    columns: names,
    dates: dateConversions(plans),
    acceptIso: false,
    trimStart: options.skip_initial_space,
    rowColumn: null,
    // The reader, told to read just this column as dates in its format, reports the line.
    locate: async (column) => {
      const rejects = `date_${names.indexOf(column.name)}`;
      const kind = column.format.kind;
      const types = plans.map((p) =>
        p.name === column.name ? (kind === 'date' ? 'DATE' : 'TIMESTAMP') : 'VARCHAR',
      );
      const format = column.format.format ?? undefined;
      const read = readCsvSql(
        dialect,
        {
          names,
          types,
          dateFormat: kind === 'date' ? format : undefined,
          timestampFormat: kind === 'date' ? undefined : format,
        },
        rejects,
      );
      // Counting the column's values makes the reader convert every one of them.
      await staging.run(`SELECT count(${quoteIdent(column.name)}) FROM ${read.sql}${limit}`, read.params);
      return firstReject(staging, rejects, window, column.name);
    },
  });
}

/**
 * No data rows is fine (a header-only file makes an empty table), but no header line is an error, as
 * in pandas: an empty file, or a header row past the end of the file.
 */
async function assertHeaderLine(staging: StagingDb, dialect: CsvDialect): Promise<void> {
  const [data] = await staging.query(`SELECT count(*) AS n FROM ${quoteIdent(TEXT_TABLE)}`);
  if (Number(data?.n) > 0) return;
  const lines = await staging
    .query(
      `SELECT count(*) AS n FROM read_csv($file, delim = $delim, quote = '"', escape = '"', comment = '',
         header = false, skip = $skip, all_varchar = true)`,
      { file: dialect.file, delim: dialect.delimiter, skip: dialect.skip },
    )
    .catch(() => [{ n: 0 }]);
  if (Number(lines[0]?.n) > 0) return;
  throw new UploadFileError(
    dialect.skip === 0
      ? 'The file is empty.'
      : `There is no header row at line ${dialect.skip + 1}: the file is shorter.`,
  );
}

function dateConversions(plans: readonly ColumnPlan[]): DateConversion[] {
  return plans.flatMap((plan) => (plan.date ? [{ name: plan.name, format: plan.date }] : []));
}
