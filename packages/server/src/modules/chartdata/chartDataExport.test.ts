import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Headers } from '../../testing/securityApi.testkit.js';
import type { TestApp } from '../../testing/testApp.testkit.js';
import { createSalesApp, type SalesApp } from './chartData.testkit.js';

let app: SalesApp;
let t: TestApp;
let admin: Headers;
let datasetId: number;

beforeAll(async () => {
  app = await createSalesApp('export');
  ({ t, admin, datasetId } = app);
});

afterAll(() => app.close());

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
