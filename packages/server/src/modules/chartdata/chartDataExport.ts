import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import { GENERIC_TYPE_CODE, type CsvColumnStyle, type CsvPiece } from '../../engines/EngineSpec.js';
import { csvStream, plainCell, rowPieces, type CsvCell } from '../../platform/export/csv.js';
import type { WorkerPool } from '../../platform/workers/WorkerPool.js';
import type { XlsxInput, XlsxOutput } from '../../platform/workers/xlsxWorker.js';
import { csvDatetime, toEpochMs } from './chartDataValues.js';

/** The part of a query's payload a file export reads. */
export interface TabularPayload {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
}

/**
 * One query's rows on their way to a file: the columns, which of them hold times (epoch ms from a
 * computed payload, or the engine's own values when streamed), and the rows a batch at a time.
 */
export interface ExportTable {
  colnames: string[];
  temporal: boolean[];
  batches: AsyncIterable<readonly Record<string, unknown>[]>;
}

/** One query's CSV body on its way to a file: lines an engine wrote and rows, in order (see CsvPiece). */
export interface CsvTable {
  colnames: string[];
  temporal: boolean[];
  pieces: AsyncIterable<readonly CsvPiece[]>;
}

/** An export table's rows as the pieces of a CSV body. */
export function rowsAsCsv(table: ExportTable): CsvTable {
  return { colnames: table.colnames, temporal: table.temporal, pieces: rowPieces(table.batches) };
}

/** Rows of a computed payload are handed out this many at a time, so other requests run in between. */
const PAYLOAD_BATCH = 10_000;

/** A computed payload (post-processed, joined or cached) as an export table. */
export function payloadTable(payload: TabularPayload): ExportTable {
  async function* batches(): AsyncGenerator<Record<string, unknown>[]> {
    for (let i = 0; i < payload.data.length; i += PAYLOAD_BATCH) {
      yield payload.data.slice(i, i + PAYLOAD_BATCH);
    }
  }
  return {
    colnames: payload.colnames,
    temporal: payload.coltypes.map((t) => t === GENERIC_TYPE_CODE.temporal),
    batches: batches(),
  };
}

const NAIVE_TIME = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.(\d+))?$/;

/**
 * A time as pandas writes a naive datetime into CSV ('YYYY-MM-DD HH:MM:SS', milliseconds when there
 * are any). An engine's naive ISO text is rewritten without a Date (the hot path of a streamed
 * export); anything else goes through epoch milliseconds as the JSON payload does.
 */
export function csvTime(value: unknown): string {
  if (typeof value === 'number') return csvDatetime(value);
  if (typeof value === 'string') {
    const parts = NAIVE_TIME.exec(value);
    if (parts) {
      const millis = (parts[3] ?? '').padEnd(3, '0').slice(0, 3);
      return `${parts[1]} ${parts[2]}${millis === '000' ? '' : `.${millis}000`}`;
    }
  }
  const ms = toEpochMs(value);
  return typeof ms === 'number' ? csvDatetime(ms) : CHART_CELL(value);
}

/** Superset writes booleans as pandas does: True and False. */
const CHART_CELL = plainCell(['True', 'False']);

/** Superset's CSV export of one query: a header row, no index column, UTF-8, streamed batch by batch. */
export function csvFile(table: CsvTable): Readable {
  const cells: CsvCell[] = table.temporal.map((temporal) => (temporal ? csvTime : CHART_CELL));
  return csvStream({ names: table.colnames, cells, pieces: table.pieces });
}

/**
 * How an engine writes the columns of a chart's CSV as csvFile's cells would: booleans as True/False,
 * time columns as pandas writes them.
 */
export function chartCsvStyles(temporal: readonly boolean[]): CsvColumnStyle[] {
  return temporal.map((time) => ({ booleans: ['True', 'False'], time: time ? 'pandas' : 'iso' }));
}

/** A cell as exceljs takes it: times as Date, integers too large for a number as text. */
function xlsxCell(value: unknown, temporal: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (temporal) {
    const ms = toEpochMs(value);
    return typeof ms === 'number' ? new Date(ms) : value;
  }
  if (typeof value === 'bigint')
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  return value;
}

/** Messages of a port as a queue read one at a time; a failure of the task ends the reading. */
class Inbox {
  private readonly queue: XlsxOutput[] = [];
  private waiting: { resolve: (m: XlsxOutput) => void; reject: (e: unknown) => void } | undefined;
  private failure: unknown;

  constructor(port: MessagePort) {
    port.on('message', (message: XlsxOutput) => {
      if (this.waiting) {
        const { resolve } = this.waiting;
        this.waiting = undefined;
        resolve(message);
      } else this.queue.push(message);
    });
  }

  fail(error: unknown): void {
    this.failure = error ?? new Error('XLSX worker failed');
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(this.failure);
  }

  next(): Promise<XlsxOutput> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }
}

/**
 * Superset's XLSX export of one query (one sheet with a header row), built by exceljs' streaming
 * writer in a worker thread (`platform/workers/xlsxWorker.ts`): each batch of rows goes to the
 * worker, whose bytes come back as they are written and are passed on before the next batch is
 * sent, so building the file never blocks the event loop and never holds more than a batch.
 */
export function xlsxFile(table: ExportTable, workers: WorkerPool): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    const { port1, port2 } = new MessageChannel();
    const inbox = new Inbox(port1);
    const task = workers.run<void>('xlsxWorker', 'xlsx', { port: port2, header: table.colnames }, [port2]);
    task.catch((error: unknown) => inbox.fail(error));
    const send = (message: XlsxInput): void => port1.postMessage(message);
    try {
      for await (const rows of table.batches) {
        send({ rows: rows.map((row) => table.colnames.map((n, i) => xlsxCell(row[n], table.temporal[i]!))) });
        for (;;) {
          const message = await inbox.next();
          if ('taken' in message) break;
          if ('chunk' in message)
            yield Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
        }
      }
      send({ end: true });
      for (;;) {
        const message = await inbox.next();
        if ('finished' in message) break;
        if ('chunk' in message)
          yield Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
      }
      await task;
    } finally {
      // Closing the port ends a worker still waiting for rows (the client went away).
      port1.close();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Several queries export as Superset does: a ZIP holding query_1.<ext>, query_2.<ext>, ... Each file
 * is opened (its query run) only when the ZIP reaches it, so the queries run one after another,
 * each streaming into the archive; a query failing midway ends the download.
 */
export function zipFile(files: readonly (() => Promise<Readable>)[], extension: string): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  files.forEach((open, i) => {
    async function* bytes(): AsyncGenerator<Buffer> {
      for await (const chunk of await open()) yield chunk as Buffer;
    }
    const entry = Readable.from(bytes(), { objectMode: false });
    entry.on('error', (error) => out.destroy(error));
    zip.addReadStream(entry, `query_${i + 1}.${extension}`);
  });
  zip.end();
  zip.outputStream.on('error', (error) => out.destroy(error));
  // A client gone midway ends the archive, and so the entry being read and its query.
  out.on('close', () => {
    if (!out.writableFinished) (zip.outputStream as Readable).destroy();
  });
  return zip.outputStream.pipe(out);
}

/** Superset's generate_download_headers: a timestamped file name. */
export function downloadName(extension: string, now: Date = new Date()): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}_${iso.slice(11, 19).replaceAll(':', '')}.${extension}`;
}
