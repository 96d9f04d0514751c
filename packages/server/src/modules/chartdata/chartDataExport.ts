import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { GENERIC_TYPE_CODE } from '../../engines/EngineSpec.js';
import { csvDatetime } from './chartDataValues.js';

/** The part of a query's payload a file export reads. */
export interface TabularPayload {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
}

function cellsOf(payload: TabularPayload, asText: boolean): unknown[][] {
  const temporal = payload.coltypes.map((t) => t === GENERIC_TYPE_CODE.temporal);
  return payload.data.map((row) =>
    payload.colnames.map((name, i) => {
      const value = row[name];
      if (value === null || value === undefined) return asText ? '' : null;
      if (temporal[i] && typeof value === 'number') return asText ? csvDatetime(value) : new Date(value);
      return value;
    }),
  );
}

/** Superset's CSV export of one query: a header row, no index column, UTF-8. */
export function toCsv(payload: TabularPayload): string {
  return stringify([payload.colnames, ...cellsOf(payload, true)], {
    cast: { boolean: (v) => (v ? 'True' : 'False') },
  });
}

/** Superset's XLSX export of one query: one sheet with a header row. */
export async function toXlsx(payload: TabularPayload): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(payload.colnames);
  for (const cells of cellsOf(payload, false)) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Several queries export as Superset does: a ZIP holding query_1.<ext>, query_2.<ext>, ... */
export async function toZip(files: readonly (string | Buffer)[], extension: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  files.forEach((file, i) =>
    zip.addBuffer(typeof file === 'string' ? Buffer.from(file, 'utf8') : file, `query_${i + 1}.${extension}`),
  );
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Superset's generate_download_headers: a timestamped file name. */
export function downloadName(extension: string, now: Date = new Date()): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}_${iso.slice(11, 19).replaceAll(':', '')}.${extension}`;
}
