import type ExcelJS from 'exceljs';

import { lazyRequire } from '../../platform/lazyRequire.js';
import { UploadFileError } from './uploadErrors.js';

// exceljs and its zip and stream dependencies take longer to load than the rest of the server; only
// an Excel upload needs them.
const excel = lazyRequire<typeof ExcelJS>('exceljs');

/** A cell as the upload sees it: formulas by their result, rich text and links by their text, errors as null. */
export type Cell = null | boolean | number | string | Date;

export interface SheetRow {
  /** The row number the spreadsheet shows (1-based). */
  number: number;
  cells: Cell[];
}

export function cellOf(value: ExcelJS.CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return null;
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('text' in value) return cellOf(value.text as ExcelJS.CellValue);
  return null;
}

interface SheetReader extends AsyncIterable<ExcelJS.Row> {
  name?: string;
  id?: number;
}

/** The readers' row values are 1-based with holes for empty cells. */
function cellsOf(row: ExcelJS.Row): Cell[] {
  const values = (row.values as (ExcelJS.CellValue | undefined)[] | undefined) ?? [];
  return Array.from({ length: Math.max(0, values.length - 1) }, (_, index) => cellOf(values[index + 1]));
}

function readError(error: unknown): UploadFileError {
  if (error instanceof UploadFileError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new UploadFileError(`Could not read the Excel file (an .xlsx workbook is expected): ${reason}`);
}

async function* rowsOf(sheet: SheetReader): AsyncGenerator<SheetRow> {
  try {
    for await (const row of sheet) yield { number: row.number, cells: cellsOf(row) };
  } catch (error) {
    throw readError(error);
  }
}

/**
 * A workbook's sheets in order, read without holding the workbook in memory (exceljs' streaming
 * reader). Empty rows are not reported. Iterate to the end: a sheet whose rows are not read is read
 * through before the next. A file that is not an .xlsx workbook (old binary .xls too) is a 422.
 */
export async function* workbookSheets(
  file: string,
): AsyncGenerator<{ name: string; rows: AsyncGenerator<SheetRow> }> {
  try {
    const reader = new (excel().stream.xlsx.WorkbookReader)(file, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // Styles tell which numbers are dates.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader as AsyncIterable<SheetReader>) {
      const rows = rowsOf(sheet);
      yield { name: sheet.name ?? `Sheet${sheet.id ?? ''}`, rows };
      for await (const row of rows) void row;
    }
  } catch (error) {
    throw readError(error);
  }
}

/** Text of a header cell; dates as ISO dates. */
function headerText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * Column names from the header row as pandas makes them: a blank header is "Unnamed: <index>", a
 * repeated one gets ".1", ".2", ...; columns beyond the header (data further right) count as blank.
 */
export function headerNames(cells: readonly Cell[], width: number): string[] {
  const taken = new Set<string>();
  const names: string[] = [];
  for (let index = 0; index < Math.max(width, cells.length); index++) {
    const base = headerText(cells[index] ?? null) || `Unnamed: ${index}`;
    let name = base;
    for (let n = 1; taken.has(name); n++) name = `${base}.${n}`;
    taken.add(name);
    names.push(name);
  }
  return names;
}

export function sheetNotFound(wanted: string, sheets: readonly string[]): UploadFileError {
  return new UploadFileError(`Worksheet named '${wanted}' not found. The file has: ${sheets.join(', ')}.`);
}
