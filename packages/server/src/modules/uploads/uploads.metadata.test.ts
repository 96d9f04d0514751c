import fs from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { emptyDatabaseFile, parquetOf, postMetadata, salesWorkbook } from './uploads.testkit.js';

let t: TestApp;
let admin: Headers;
let scratch: string;
let parquet: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  scratch = (await emptyDatabaseFile('duckdb')).dir;
  parquet = await parquetOf(
    scratch,
    `SELECT 1 AS id, 'n' AS name, 1.5::DOUBLE AS ratio, 1.25::DECIMAL(10, 2) AS price, DATE '2024-01-02' AS day,
            TIMESTAMP '2024-01-01 11:00:00' AS at, false AS even`,
  );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('upload_metadata', () => {
  it('lists the columns of a CSV file, of each sheet of a workbook, and of a Parquet file', async () => {
    const csv = await postMetadata(
      t.app,
      admin,
      { type: 'csv', delimiter: ';' },
      { name: 'a.csv', content: 'x;y;z\n1;2;3\n' },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json()).toEqual({ result: { items: [{ sheet_name: null, column_names: ['x', 'y', 'z'] }] } });
    const excel = await postMetadata(
      t.app,
      admin,
      { type: 'excel', header_row: '1' },
      { name: 's.xlsx', content: await salesWorkbook() },
    );
    expect(excel.json()).toEqual({
      result: {
        items: [
          { sheet_name: 'Notes', column_names: [] },
          {
            sheet_name: 'Sales',
            column_names: ['id', 'region', 'amount', 'sold_on', 'booked', 'paid', 'total'],
          },
        ],
      },
    });
    const columnar = await postMetadata(
      t.app,
      admin,
      { type: 'columnar' },
      { name: 'p.parquet', content: parquet },
    );
    expect(columnar.json()).toEqual({
      result: {
        items: [{ sheet_name: null, column_names: ['id', 'name', 'ratio', 'price', 'day', 'at', 'even'] }],
      },
    });
  });

  it('skips the rows the upload will skip', async () => {
    const res = await postMetadata(
      t.app,
      admin,
      { type: 'csv', skip_rows: '2', header_row: '1' },
      { name: 'a.csv', content: 'exported\nby a tool\ntitle\nx,y\n1,2\n' },
    );
    expect(res.json()).toEqual({ result: { items: [{ sheet_name: null, column_names: ['x', 'y'] }] } });
  });

  it('checks the extension like the upload', async () => {
    const res = await postMetadata(t.app, admin, { type: 'excel' }, { name: 'a.csv', content: 'x\n' });
    expect(res.statusCode).toBe(400);
  });
});
