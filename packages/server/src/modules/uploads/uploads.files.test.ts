import fs from 'node:fs';

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import {
  createDatabase,
  datasetOf,
  emptyDatabaseFile,
  engineRows,
  engineTables,
  parquetOf,
  postUpload,
  salesWorkbook,
  zipOf,
} from './uploads.testkit.js';

let t: TestApp;
let admin: Headers;
let db: number;
let scratch: string;
let parquet: Buffer;

const columnTypes = async (table: string): Promise<string[][]> =>
  (
    await engineRows(
      t.services,
      db,
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = '${table}' ORDER BY ordinal_position`,
    )
  ).map((r) => [String(r.column_name), String(r.data_type)]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  const file = await emptyDatabaseFile('duckdb');
  scratch = file.dir;
  db = await createDatabase(t.app, admin, {
    database_name: 'files',
    sqlalchemy_uri: file.uri,
    allow_file_upload: true,
  });
  parquet = await parquetOf(
    scratch,
    `SELECT i::INTEGER AS id, 'n' || i AS name, (i * 1.5)::DOUBLE AS ratio, (i * 1.25)::DECIMAL(10, 2) AS price,
            DATE '2024-01-01' + i::INTEGER AS day, TIMESTAMP '2024-01-01 10:00:00' + INTERVAL (i) HOUR AS at, i % 2 = 0 AS even
     FROM range(1, 4) t(i)`,
  );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('Excel upload', () => {
  it('reads the named sheet below its title, types every column and parses text dates day first', async () => {
    const res = await postUpload(
      t.app,
      admin,
      db,
      {
        type: 'excel',
        table_name: 'xl_sales',
        sheet_name: 'Sales',
        header_row: '1',
        column_dates: 'booked',
        day_first: 'true',
      },
      { name: 'sales.xlsx', content: await salesWorkbook() },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await columnTypes('xl_sales')).toEqual([
      ['id', 'BIGINT'],
      ['region', 'VARCHAR'],
      ['amount', 'DOUBLE'],
      ['sold_on', 'DATE'],
      ['booked', 'DATE'],
      ['paid', 'BOOLEAN'],
      ['total', 'BIGINT'],
    ]);
    expect(await engineRows(t.services, db, 'SELECT * FROM xl_sales ORDER BY id')).toEqual([
      {
        id: 1,
        region: 'north',
        amount: 10.5,
        sold_on: '2024-01-02',
        booked: '2024-01-03',
        paid: true,
        total: 21,
      },
      {
        id: 2,
        region: 'south',
        amount: 20,
        sold_on: '2024-02-03',
        booked: '2023-12-25',
        paid: false,
        total: 40,
      },
      { id: 3, region: null, amount: 7, sold_on: '2024-03-04', booked: null, paid: true, total: 14 },
    ]);
    const dataset = await datasetOf(t.app, admin, db, 'xl_sales');
    expect(dataset?.columns.filter((c) => c.is_dttm).map((c) => c.column_name)).toEqual([
      'sold_on',
      'booked',
    ]);
  });

  it('reports a text date that does not parse with its sheet row', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRows([
      ['id', 'day'],
      [1, '2024-01-02'],
      [2, '2024-01-03'],
      [3, 'soon'],
    ]);
    const res = await postUpload(
      t.app,
      admin,
      db,
      { type: 'excel', table_name: 'xl_bad', column_dates: 'day' },
      { name: 'bad.xlsx', content: Buffer.from(await book.xlsx.writeBuffer()) },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(
      `Error at row 4, column 'day': could not read "soon" as a date`,
    );
    expect(await engineTables(t.services, db, 'main')).not.toContain('xl_bad');
  });

  it('names the sheets when the one asked for is missing, and refuses what is not a workbook', async () => {
    const missing = await postUpload(
      t.app,
      admin,
      db,
      { type: 'excel', table_name: 'xl_none', sheet_name: 'Q9' },
      { name: 'sales.xlsx', content: await salesWorkbook() },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: string }>().message).toBe(
      "Worksheet named 'Q9' not found. The file has: Notes, Sales.",
    );
    const garbage = await postUpload(
      t.app,
      admin,
      db,
      { type: 'excel', table_name: 'xl_garbage' },
      { name: 'x.xls', content: 'not a workbook' },
    );
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json<{ message: string }>().message).toMatch(/^Could not read the Excel file/);
  });
});

describe('Parquet upload', () => {
  it('keeps the types the file declares and reads only columns_read', async () => {
    const res = await postUpload(
      t.app,
      admin,
      db,
      { type: 'columnar', table_name: 'pq' },
      { name: 'data.parquet', content: parquet },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await columnTypes('pq')).toEqual([
      ['id', 'BIGINT'],
      ['name', 'VARCHAR'],
      ['ratio', 'DOUBLE'],
      ['price', 'DECIMAL(10,2)'],
      ['day', 'DATE'],
      ['at', 'TIMESTAMP'],
      ['even', 'BOOLEAN'],
    ]);
    expect(await engineRows(t.services, db, 'SELECT * FROM pq ORDER BY id LIMIT 1')).toEqual([
      {
        id: 1,
        name: 'n1',
        ratio: 1.5,
        price: 1.25,
        day: '2024-01-02',
        at: '2024-01-01T11:00:00',
        even: false,
      },
    ]);
    const some = await postUpload(
      t.app,
      admin,
      db,
      { type: 'columnar', table_name: 'pq_some', columns_read: 'name,price' },
      { name: 'data.parquet', content: parquet },
    );
    expect(some.statusCode, some.body).toBe(201);
    expect(await engineRows(t.services, db, 'SELECT * FROM pq_some ORDER BY name')).toEqual([
      { name: 'n1', price: 1.25 },
      { name: 'n2', price: 2.5 },
      { name: 'n3', price: 3.75 },
    ]);
  });

  it('reads every Parquet file of a zip', async () => {
    const second = await parquetOf(scratch, `SELECT 10 AS id, 'ten' AS name`);
    const zip = await zipOf({
      'part1.parquet': parquet,
      'dir/part2.parquet': second,
      'README.txt': Buffer.from('hi'),
    });
    const res = await postUpload(
      t.app,
      admin,
      db,
      { type: 'columnar', table_name: 'pq_zip' },
      { name: 'parts.zip', content: zip },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await engineRows(t.services, db, 'SELECT count(*) AS n, max(id) AS top FROM pq_zip')).toEqual([
      { n: 4, top: 10 },
    ]);
  });

  it('refuses a file that is not Parquet', async () => {
    const res = await postUpload(
      t.app,
      admin,
      db,
      { type: 'columnar', table_name: 'pq_bad' },
      { name: 'x.parquet', content: 'nope' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/^Could not read the Parquet file: /);
    expect(res.body).not.toContain(t.dataDir);
  });
});
