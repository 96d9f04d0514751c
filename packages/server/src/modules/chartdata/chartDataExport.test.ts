import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyPostProcessing, createTable } from '@loupe/core';
import { DatabaseLimiter, type LimitedDatabase } from '../../platform/databaseLimiter.js';
import { WorkerPool } from '../../platform/workers/WorkerPool.js';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { createDatabase } from '../sqllab/sqllab.testkit.js';
import { createSalesApp, type SalesApp } from './chartData.testkit.js';
import { POST_PROCESS_IN_WORKER_ROWS } from './ChartDataService.js';
import { csvDatetime } from './chartDataValues.js';

let app: SalesApp;
let t: TestApp;
let admin: Headers;
let datasetId: number;

beforeAll(async () => {
  app = await createSalesApp('export');
  ({ t, admin, datasetId } = app);
});

afterAll(() => app.close());

/** A promise with its resolve at hand. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The ZIP's entries as name → text. */
function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('chart data file exports of several queries', () => {
  it('answers a ZIP of query_N.csv, one file per query, as Superset', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: {
        datasource: { id: datasetId, type: 'table' },
        result_format: 'csv',
        queries: [
          {
            columns: ['region'],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
            orderby: [['region', true]],
          },
          { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/\.zip"$/);
    expect(await unzip(res.rawPayload)).toEqual({
      'query_1.csv': 'region,total\nnorth,8\nsouth,4\n',
      'query_2.csv': 'n\n3\n',
    });
  });
});

describe('streamed chart data exports', () => {
  const ROWS = 25_000;
  let big: TestApp;
  let headers: Headers;
  let wideId: number;
  let endlessId: number;
  let databaseId: number;
  let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

  beforeAll(async () => {
    // SQL_MAX_ROW raised, as an operator would for large exports; the endless view is cut only by it.
    big = await createTestApp({ LOUPE_SQL_MAX_ROW: '1000000000000' });
    headers = await big.bearer();
    fixture = await createDuckdbFixture([
      `CREATE TABLE wide AS SELECT range::INTEGER AS n, 'r,"' || range || '"' AS label,
         TIMESTAMP '2024-01-01' + to_milliseconds(range * 500) AS at, range % 3 = 0 AS flag,
         CASE WHEN range % 5 = 0 THEN NULL ELSE range / 4 END AS x
       FROM range(${ROWS})`,
      'CREATE VIEW endless AS SELECT range AS n FROM range(100000000000)',
    ]);
    databaseId = await createDatabase(big.app, headers, {
      database_name: 'exports',
      sqlalchemy_uri: fixture.uri,
    });
    const dataset = async (table_name: string): Promise<number> => {
      const res = await big.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers,
        payload: { database: databaseId, schema: 'main', table_name },
      });
      return res.json<{ id: number }>().id;
    };
    wideId = await dataset('wide');
    endlessId = await dataset('endless');
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    // fetch keeps its connection alive; closing waits for no client.
    big.app.server.closeAllConnections();
    await big.close();
    fixture.remove();
  });

  const exportBody = (id: number, format: string, rowLimit: number) => ({
    datasource: { id, type: 'table' },
    result_format: format,
    queries: [{ columns: ['n', 'label', 'at', 'flag', 'x'], orderby: [['n', true]], row_limit: rowLimit }],
  });

  it('writes many engine batches into one CSV equal to the file built at once', async () => {
    const res = await big.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers,
      payload: exportBody(wideId, 'csv', ROWS),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The same rows made in JavaScript and written by csv-stringify, as the export was before it streamed.
    const rows = Array.from({ length: ROWS }, (_, n) => {
      const ms = Date.UTC(2024, 0, 1) + n * 500;
      return [n, `r,"${n}"`, csvDatetime(ms), n % 3 === 0 ? 'True' : 'False', n % 5 === 0 ? '' : n / 4];
    });
    expect(res.body).toBe(stringify([['n', 'label', 'at', 'flag', 'x'], ...rows]));
    expect(res.body.split('\n')[2]).toBe('1,"r,""1""",2024-01-01 00:00:00.500000,False,0.25');
  });

  it('keeps the row limit of an unordered query, which is read up to the limit rather than cut in SQL', async () => {
    const res = await big.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers,
      payload: {
        datasource: { id: wideId, type: 'table' },
        result_format: 'csv',
        queries: [{ columns: ['n'], row_limit: 7 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.trimEnd().split('\n')).toHaveLength(8);
  });

  it('post-processes a large result in a worker thread, as it would in process', async () => {
    expect(ROWS).toBeGreaterThanOrEqual(POST_PROCESS_IN_WORKER_ROWS);
    const tasks: string[] = [];
    const run = WorkerPool.prototype.run;
    const spy = vi.spyOn(WorkerPool.prototype, 'run').mockImplementation(function (
      this: WorkerPool,
      ...args: Parameters<WorkerPool['run']>
    ) {
      tasks.push(args[1]);
      return run.apply(this, args);
    });
    const query = (post_processing: unknown[]) => ({
      datasource: { id: wideId, type: 'table' },
      queries: [{ columns: ['n', 'x'], orderby: [['n', true]], row_limit: ROWS, post_processing }],
    });
    const cum = { operation: 'cum', options: { operator: 'sum', columns: { x: 'x' } } };
    const answer = (body: object) =>
      big.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: body });
    const raw = (await answer(query([]))).json<{ result: { data: Record<string, unknown>[] }[] }>();
    const processed = await answer(query([cum]));
    expect(processed.statusCode, processed.body).toBe(200);
    const expected = applyPostProcessing(createTable(raw.result[0]!.data, ['n', 'x']), [cum as never]).rows;
    expect(processed.json<{ result: { data: unknown[] }[] }>().result[0]!.data).toEqual(expected);
    // A mistake in the steps is still the user's 400, though found in another thread.
    const invalid = await answer(
      query([{ operation: 'cum', options: { operator: 'nope', columns: { x: 'x' } } }]),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Invalid cumulative operator: nope' });
    expect(tasks).toEqual(['postProcess', 'postProcess']);
    spy.mockRestore();
  });

  it('builds XLSX in a worker thread, with the right cells', async () => {
    const res = await big.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers,
      payload: exportBody(wideId, 'xlsx', 3),
    });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1')!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['n', 'label', 'at', 'flag', 'x'],
      // A null is an empty cell (its row's values end before it).
      [0, 'r,"0"', new Date(Date.UTC(2024, 0, 1)), true],
      [1, 'r,"1"', new Date(Date.UTC(2024, 0, 1, 0, 0, 0, 500)), false, 0.25],
      [2, 'r,"2"', new Date(Date.UTC(2024, 0, 1, 0, 0, 1)), false, 0.5],
    ]);
  });

  it('sends the first rows of an endless query at once, and stops the query when the client goes away', async () => {
    // The export's slot under the database's cap is held until its engine stream has ended.
    const original = DatabaseLimiter.prototype.run;
    const slotFreed = deferred<void>();
    vi.spyOn(DatabaseLimiter.prototype, 'run').mockImplementation(function <T>(
      this: DatabaseLimiter,
      database: LimitedDatabase,
      task: () => Promise<T>,
      signal?: AbortSignal,
    ): Promise<T> {
      const watched = (): Promise<T> => task().finally(() => slotFreed.resolve());
      return original.call(this, database, watched, signal) as Promise<T>;
    });
    const address = await big.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const res = await fetch(`${address}/api/v1/chart/data`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      // No order: the rows stream as the engine makes them.
      body: JSON.stringify({
        datasource: { id: endlessId, type: 'table' },
        result_format: 'csv',
        queries: [{ columns: ['n'], row_limit: 1e11 }],
      }),
      signal: client.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    // Rows arrive while the query still runs: an endless query has no whole result to wait for.
    let text = '';
    while (!/^n\n0\n1\n2\n/.test(text)) {
      const next = await reader.read();
      expect(next.done).toBe(false);
      text += Buffer.from(next.value!).toString();
    }
    client.abort();
    await reader.cancel().catch(() => undefined);
    // The engine stream ended (its connection closed) and gave its slot back: the query was stopped,
    // where a kept-running one would hold the slot until its hundred billion rows were read.
    await slotFreed.promise;
  });
});
