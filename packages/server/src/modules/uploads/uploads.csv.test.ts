import fs from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import {
  createDatabase,
  datasetOf,
  emptyDatabaseFile,
  engineRows,
  engineTables,
  postUpload,
} from './uploads.testkit.js';

let t: TestApp;
let admin: Headers;
let db: number;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  const file = await emptyDatabaseFile('duckdb');
  dir = file.dir;
  db = await createDatabase(t.app, admin, {
    database_name: 'uploads duck',
    sqlalchemy_uri: file.uri,
    allow_file_upload: true,
  });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const SALES = [
  'id,region,amount,price,paid,sold_on,sold_at,note',
  '1,north,10,10.50,true,2024-01-02,2024-01-02 10:30:00,first',
  '2,south,20,20.25,false,2024-02-03,2024-02-03 11:00:00,',
  '3,north,,5.00,true,2024-03-04,2024-03-04 12:15:30.5,NA',
].join('\n');

const csv = (content: string, name = 'data.csv') => ({ name, content });
const upload = (table: string, fields: Record<string, string>, content: string) =>
  postUpload(t.app, admin, db, { type: 'csv', table_name: table, ...fields }, csv(content));
const rows = (sql: string) => engineRows(t.services, db, sql);

describe('CSV upload into DuckDB', () => {
  it('creates the table with inferred types and its dataset with typed columns', async () => {
    const res = await upload('sales', {}, SALES);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'OK' });
    const types = await rows(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'sales' ORDER BY ordinal_position`,
    );
    expect(types.map((r) => [r.column_name, r.data_type])).toEqual([
      ['id', 'BIGINT'],
      ['region', 'VARCHAR'],
      ['amount', 'BIGINT'],
      ['price', 'DOUBLE'],
      ['paid', 'BOOLEAN'],
      ['sold_on', 'DATE'],
      ['sold_at', 'TIMESTAMP'],
      ['note', 'VARCHAR'],
    ]);
    expect(await rows('SELECT * FROM main.sales ORDER BY id')).toEqual([
      {
        id: 1,
        region: 'north',
        amount: 10,
        price: 10.5,
        paid: true,
        sold_on: '2024-01-02',
        sold_at: '2024-01-02T10:30:00',
        note: 'first',
      },
      {
        id: 2,
        region: 'south',
        amount: 20,
        price: 20.25,
        paid: false,
        sold_on: '2024-02-03',
        sold_at: '2024-02-03T11:00:00',
        note: null,
      },
      {
        id: 3,
        region: 'north',
        amount: null,
        price: 5,
        paid: true,
        sold_on: '2024-03-04',
        sold_at: '2024-03-04T12:15:30.5',
        note: null,
      },
    ]);
    const dataset = await datasetOf(t.app, admin, db, 'sales');
    expect(dataset?.columns.map((c) => [c.column_name, c.type_generic, c.is_dttm])).toEqual([
      ['id', 0, false],
      ['region', 1, false],
      ['amount', 0, false],
      ['price', 0, false],
      ['paid', 3, false],
      ['sold_on', 2, true],
      ['sold_at', 2, true],
      ['note', 1, false],
    ]);
  });

  it('reads delimiter, header_row, skip_rows, null_values, columns_read and rows_to_read', async () => {
    const content = [
      'exported by a tool',
      'title line',
      'a;b;c;d',
      '1;x;-;3,5',
      '2;-;y;4,25',
      '3;z;w;1',
    ].join('\n');
    const res = await upload(
      'options',
      {
        delimiter: ';',
        skip_rows: '1',
        header_row: '1',
        null_values: '-',
        decimal_character: ',',
        columns_read: 'a,b,d',
        rows_to_read: '2',
      },
      content,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await rows('SELECT * FROM options ORDER BY a')).toEqual([
      { a: 1, b: 'x', d: 3.5 },
      { a: 2, b: null, d: 4.25 },
    ]);
  });

  it('parses column_dates in the format that reads them, day first when asked', async () => {
    const content = 'day,at,label\n03/01/2024,03/01/2024 10:30,a\n25/12/2023,25/12/2023 23:59,b\n';
    const res = await upload('dated', { column_dates: 'day,at', day_first: 'true' }, content);
    expect(res.statusCode, res.body).toBe(201);
    expect(await rows('SELECT * FROM dated ORDER BY label')).toEqual([
      { day: '2024-01-03', at: '2024-01-03T10:30:00', label: 'a' },
      { day: '2023-12-25', at: '2023-12-25T23:59:00', label: 'b' },
    ]);
    const dataset = await datasetOf(t.app, admin, db, 'dated');
    expect(dataset?.columns.filter((c) => c.is_dttm).map((c) => c.column_name)).toEqual(['day', 'at']);
  });

  it('applies column_data_types and the pandas index options', async () => {
    const content = 'code,name,score\n007,a,1\n042,b,2\n';
    const res = await upload(
      'typed',
      { column_data_types: '{"code": "str"}', dataframe_index: 'true', index_label: 'row_no' },
      content,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await rows('SELECT * FROM typed ORDER BY row_no')).toEqual([
      { row_no: 0, code: '007', name: 'a', score: 1 },
      { row_no: 1, code: '042', name: 'b', score: 2 },
    ]);
    const indexed = await upload('indexed', { index_column: 'code' }, content);
    expect(indexed.statusCode, indexed.body).toBe(201);
    expect(await rows('SELECT * FROM indexed ORDER BY name')).toEqual([
      { name: 'a', score: 1 },
      { name: 'b', score: 2 },
    ]);
  });
});

describe('when the table exists', () => {
  it('fails by default, replaces or appends as asked, and keeps the dataset in step', async () => {
    expect((await upload('kept', {}, 'a,b\n1,x\n')).statusCode).toBe(201);
    const again = await upload('kept', {}, 'a,b\n2,y\n');
    expect(again.statusCode).toBe(422);
    expect(again.json<{ message: string }>().message).toMatch(/^Table already exists/);
    expect(await rows('SELECT a FROM kept')).toEqual([{ a: 1 }]);

    const appended = await upload('kept', { already_exists: 'append' }, 'a,b\n2,y\n');
    expect(appended.statusCode, appended.body).toBe(201);
    expect(await rows('SELECT a FROM kept ORDER BY a')).toEqual([{ a: 1 }, { a: 2 }]);

    const before = await datasetOf(t.app, admin, db, 'kept');
    const replaced = await upload('kept', { already_exists: 'replace' }, 'a,c\n9,2024-05-06\n');
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(await rows('SELECT * FROM kept')).toEqual([{ a: 9, c: '2024-05-06' }]);
    const after = await datasetOf(t.app, admin, db, 'kept');
    expect(after?.id).toBe(before?.id);
    expect(after?.columns.map((c) => [c.column_name, c.is_dttm])).toEqual([
      ['a', false],
      ['c', true],
    ]);
    expect((await engineTables(t.services, db, 'main')).filter((n) => n.startsWith('_loupe_'))).toEqual([]);
  });
});

describe('append to a table that is not there', () => {
  it('creates it, as pandas does', async () => {
    const res = await upload('appended_new', { already_exists: 'append' }, 'a\n1\n');
    expect(res.statusCode, res.body).toBe(201);
    expect(await rows('SELECT a FROM appended_new')).toEqual([{ a: 1 }]);
  });
});

describe('a malformed CSV', () => {
  it.each([
    [
      'a row with too many fields',
      'a,b\n1,x\n2,y,extra\n3,z\n',
      {},
      /^Error at row 3: expected 2 fields, found 3$/,
    ],
    [
      'a row with too few fields',
      'a,b,c\n1,x,2\n2,y\n',
      {},
      /^Error at row 3, column 'c': expected 3 fields, found 2$/,
    ],
    [
      'a value that is not of the declared type',
      'id,amount\n1,2.5\n2,3\n3,4\n4,5\n5,6\n6,abc\n',
      { column_data_types: '{"amount": "float"}' },
      /^Error at row 7, column 'amount': Could not convert string "abc" to 'DOUBLE'/,
    ],
    [
      'a value that is not a date',
      'id,day\n1,2024-01-02\n2,2024-13-45\n',
      { column_dates: 'day' },
      /^Error at row 3, column 'day': .*2024-13-45/,
    ],
  ])('reports %s with its row and column and leaves no table', async (_case, content, fields, message) => {
    const table = `bad_${Math.random().toString(36).slice(2, 8)}`;
    const res = await upload(table, fields, content);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await engineTables(t.services, db, 'main')).not.toContain(table);
    expect(await datasetOf(t.app, admin, db, table)).toBeNull();
  });

  it.each([
    ['an empty file', '', {}, 'The file is empty.'],
    [
      'a header row past the end',
      'a,b\n1,2\n',
      { header_row: '5' },
      'There is no header row at line 6: the file is shorter.',
    ],
    [
      'an unterminated quote',
      'a,b\n1,"x\n2,y\n',
      {},
      /^Could not read the CSV file: Invalid Input Error: Error when sniffing file the file\. /,
    ],
  ])('refuses %s', async (_case, content, fields, message) => {
    const res = await upload('refused', fields, content);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(res.body).not.toContain(t.dataDir);
  });

  it('makes an empty table of a file with a header only', async () => {
    expect((await upload('header_only', {}, 'a,b\n')).statusCode).toBe(201);
    expect(await rows('SELECT count(*) AS n FROM header_only')).toEqual([{ n: 0 }]);
  });

  it('names a column that is not in the file', async () => {
    const res = await upload('missing_col', { columns_read: 'a,nope' }, 'a,b\n1,2\n');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toContain(
      'columns_read: column not found in the file: nope',
    );
  });

  it('keeps the old table whole when a replace fails', async () => {
    expect((await upload('survivor', {}, 'a\n1\n2\n')).statusCode).toBe(201);
    const res = await upload('survivor', { already_exists: 'replace' }, 'a,b\n1,2\n3\n');
    expect(res.statusCode).toBe(422);
    expect(await rows('SELECT a FROM survivor ORDER BY a')).toEqual([{ a: 1 }, { a: 2 }]);
  });
});
