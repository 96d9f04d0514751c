/**
 * Worker-thread tasks (run by `WorkerPool`). Self-contained on purpose: it imports only packages, never
 * the server's own modules, so Vitest (which runs the TypeScript sources) can load it after a plain
 * transpile, the same file the server loads from `dist/` (see `workerFile.ts`).
 */
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** Main thread → worker: a batch of rows (cells in column order; times as Date), or the end. */
export type XlsxInput = { rows: unknown[][] } | { end: true };
/** Worker → main thread: bytes of the file as they are written, that a batch was taken in, that the file is complete. */
export type XlsxOutput = { chunk: Uint8Array } | { taken: true } | { finished: true };

export interface XlsxTask {
  port: MessagePort;
  header: string[];
}

/**
 * Superset's XLSX export of one query (one sheet, a header row) written with exceljs' streaming
 * writer: rows arrive over `port` a batch at a time and the file's bytes go back the same way as
 * they are compressed, so neither thread ever holds the whole sheet. Shared strings are off (they
 * would keep every text in memory); styles stay on so times display as dates.
 */
export async function xlsx({ port, header }: XlsxTask): Promise<void> {
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      port.postMessage({ chunk: new Uint8Array(chunk) } satisfies XlsxOutput);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header).commit();
  await new Promise<void>((resolve, reject) => {
    // The main thread closes its end when the client went away: the file is abandoned.
    port.on('close', () => reject(new Error('The XLSX export was abandoned')));
    port.on('message', (message: XlsxInput) => {
      if ('end' in message) {
        resolve();
        return;
      }
      try {
        for (const cells of message.rows) sheet.addRow(cells).commit();
      } catch (error) {
        reject(error as Error);
        return;
      }
      port.postMessage({ taken: true } satisfies XlsxOutput);
    });
  });
  sheet.commit();
  await workbook.commit();
  await new Promise<void>((resolve) => out.end(resolve));
  // Sent on the port after the last chunk, so the main thread knows it has every byte (the task's
  // own completion travels on another channel and may overtake them).
  port.postMessage({ finished: true } satisfies XlsxOutput);
  port.close();
}
