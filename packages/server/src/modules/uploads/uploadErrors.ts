import { UnprocessableError } from '../../errors.js';

/** A problem with the file's content (Superset's DatabaseUploadFailed, 422), placed where the user can find it. */
export class UploadFileError extends UnprocessableError {
  constructor(message: string) {
    super(message);
    this.name = 'UploadFileError';
  }
}

/**
 * "Error at row 7, column 'amount': ...". Rows are counted as the file shows them: the line of a CSV
 * file (the header is line 1 when nothing is skipped), the row number of a spreadsheet.
 */
export function cellError(row: number | null, column: string | null, detail: string): UploadFileError {
  const where = [row === null ? null : `row ${row}`, column === null ? null : `column '${column}'`]
    .filter((part) => part !== null)
    .join(', ');
  return new UploadFileError(where ? `Error at ${where}: ${detail}` : detail);
}

/** Columns named in the options (columns_read, column_dates, ...) must exist in the file. */
export function checkColumnsExist(known: readonly string[], wanted: Record<string, readonly string[]>): void {
  const names = new Set(known);
  for (const [field, columns] of Object.entries(wanted)) {
    const missing = columns.filter((column) => !names.has(column));
    if (missing.length > 0) {
      throw new UploadFileError(
        `${field}: column${missing.length > 1 ? 's' : ''} not found in the file: ${missing.join(', ')}. ` +
          `The file has: ${known.join(', ')}.`,
      );
    }
  }
}
