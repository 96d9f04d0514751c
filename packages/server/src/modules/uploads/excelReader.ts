import type { UploadOptions } from '@loupe/core';

import type { LoadColumn, LoadValue } from '../../engines/EngineSpec.js';
import { DEFAULT_NULL_VALUES } from './csvRead.js';
import { convertDateColumns, type DateConversion } from './dateColumns.js';
import { detectDateFormat } from './dateFormats.js';
import { headerNames, sheetNotFound, workbookSheets, type Cell, type SheetRow } from './excelSheets.js';
import { loadedColumns, RAW_TABLE } from './shaping.js';
import type { StagingDb } from './staging.js';
import { checkColumnsExist, UploadFileError } from './uploadErrors.js';

const TEXT_TABLE = 'xlsx_cells';
/** Each staged row keeps its sheet row number, so a bad date can be placed. */
const ROW_COLUMN = '__loupe_row__';
const BATCH = 1000;

/** What the cells of one column were, to give it the narrowest type that holds them all. */
interface Seen {
  strings: boolean;
  numbers: boolean;
  fractions: boolean;
  booleans: boolean;
  dates: boolean;
  times: boolean;
}

const NOTHING_SEEN: Seen = {
  strings: false,
  numbers: false,
  fractions: false,
  booleans: false,
  dates: false,
  times: false,
};

function observe(seen: Seen, cell: Cell): Seen {
  if (cell === null) return seen;
  if (cell instanceof Date) return { ...seen, dates: true, times: seen.times || hasTime(cell) };
  if (typeof cell === 'number')
    return { ...seen, numbers: true, fractions: seen.fractions || !Number.isSafeInteger(cell) };
  if (typeof cell === 'boolean') return { ...seen, booleans: true };
  return { ...seen, strings: true };
}

function hasTime(date: Date): boolean {
  return date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() + date.getUTCMilliseconds() > 0;
}

/** exceljs hands out the sheet's naive date-times as UTC instants. */
function dateText(date: Date, kind: 'date' | 'timestamp'): string {
  const iso = date.toISOString();
  return kind === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}

function columnFor(name: string, seen: Seen, wantsDate: boolean): LoadColumn {
  const only = (key: keyof Seen): boolean =>
    seen[key] && (['strings', 'numbers', 'booleans', 'dates'] as const).every((k) => k === key || !seen[k]);
  if (only('dates')) return { name, type: seen.times ? 'timestamp' : 'date' };
  if (wantsDate) return { name, type: 'string' };
  if (only('booleans')) return { name, type: 'boolean' };
  if (only('numbers')) return { name, type: seen.fractions ? 'float' : 'integer' };
  return { name, type: 'string' };
}

function valueFor(column: LoadColumn, cell: Cell): LoadValue {
  if (cell === null) return null;
  if (cell instanceof Date) return dateText(cell, column.type === 'date' ? 'date' : 'timestamp');
  if (column.type === 'string') return String(cell);
  return cell;
}

/**
 * Stages one sheet as RAW_TABLE in two passes over the file: the first finds the header and what each
 * column holds, the second stages the rows typed. Text in column_dates is parsed in the format that
 * reads it (real date cells are read as they are); a value that does not parse names its row.
 */
export async function stageExcel(staging: StagingDb, file: string, options: UploadOptions): Promise<void> {
  const headerRow = options.skip_rows + options.header_row + 1;
  const nulls = new Set(options.null_values ?? DEFAULT_NULL_VALUES);
  const clean = (cell: Cell): Cell => (typeof cell === 'string' && nulls.has(cell.trim()) ? null : cell);
  const inRange = (row: SheetRow, read: number): boolean =>
    row.number > headerRow && (options.rows_to_read === null || read < options.rows_to_read);

  const sheets: string[] = [];
  let chosen: string | null = null;
  let header: Cell[] = [];
  const seen: Seen[] = [];
  for await (const sheet of workbookSheets(file)) {
    sheets.push(sheet.name);
    if (chosen !== null || (options.sheet_name !== null && sheet.name !== options.sheet_name)) continue;
    chosen = sheet.name;
    let read = 0;
    for await (const row of sheet.rows) {
      if (row.number === headerRow) header = row.cells;
      if (!inRange(row, read)) continue;
      read++;
      row.cells.forEach((cell, index) => (seen[index] = observe(seen[index] ?? NOTHING_SEEN, clean(cell))));
    }
  }
  if (chosen === null) {
    throw options.sheet_name === null
      ? new UploadFileError('The workbook has no sheets.')
      : sheetNotFound(options.sheet_name, sheets);
  }

  const names = headerNames(header, seen.length);
  checkColumnsExist(names, {
    columns_read: options.columns_read,
    column_dates: options.column_dates,
    index_column: options.index_column === null ? [] : [options.index_column],
  });
  const loaded = new Set(loadedColumns(names, options));
  const columns = names.map((name, index) =>
    loaded.has(name)
      ? columnFor(name, seen[index] ?? NOTHING_SEEN, options.column_dates.includes(name))
      : { name, type: 'string' as const },
  );

  await staging.load(TEXT_TABLE, [{ name: ROW_COLUMN, type: 'integer' }, ...columns], stagedRows());
  async function* stagedRows(): AsyncGenerator<LoadValue[][]> {
    let batch: LoadValue[][] = [];
    let read = 0;
    for await (const sheet of workbookSheets(file)) {
      if (sheet.name !== chosen) continue;
      for await (const row of sheet.rows) {
        if (!inRange(row, read)) continue;
        read++;
        batch.push([
          row.number,
          ...columns.map((column, index) => valueFor(column, clean(row.cells[index] ?? null))),
        ]);
        if (batch.length >= BATCH) {
          yield batch;
          batch = [];
        }
      }
    }
    if (batch.length > 0) yield batch;
  }

  const dates: DateConversion[] = [];
  for (const column of columns) {
    if (!options.column_dates.includes(column.name) || column.type !== 'string' || !loaded.has(column.name))
      continue;
    const { format } = await detectDateFormat(staging, TEXT_TABLE, column.name, {
      dayFirst: options.day_first,
      acceptIso: true,
    });
    dates.push({ name: column.name, format });
  }
  await convertDateColumns(staging, {
    source: TEXT_TABLE,
    target: RAW_TABLE,
    columns: names,
    dates,
    acceptIso: true,
    trimStart: false,
    rowColumn: ROW_COLUMN,
    locate: async () => null,
  });
}
