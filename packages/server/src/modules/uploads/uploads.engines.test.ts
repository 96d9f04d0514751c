import fs from 'node:fs';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createMysqlTestDatabase, type MysqlTestDatabase } from '../../testing/mysqlTestDatabase.js';
import { createPgTestSchema, type PgTestDatabase } from '../../testing/pgTestDatabase.js';
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
let sqliteDir: string;
let pg: PgTestDatabase;
let mysql: MysqlTestDatabase;

interface Target {
  engine: string;
  id: number;
  schema: string;
  quote: (name: string) => string;
}
const targets: Target[] = [];

beforeAll(async () => {
  // SQLite is one of the targets (refused by default, as Superset).
  t = await createTestApp({ LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
  admin = await t.bearer();
  const sqlite = await emptyDatabaseFile('sqlite');
  sqliteDir = sqlite.dir;
  pg = await createPgTestSchema(inject('pgUrl'));
  mysql = await createMysqlTestDatabase(inject('mysqlUrl'));
  const dq = (name: string): string => `"${name}"`;
  const uploadable = { allow_file_upload: true };
  targets.push(
    {
      engine: 'sqlite',
      id: await createDatabase(t.app, admin, {
        database_name: 'sqlite',
        sqlalchemy_uri: sqlite.uri,
        ...uploadable,
      }),
      schema: 'main',
      quote: dq,
    },
    {
      engine: 'postgresql',
      id: await createDatabase(t.app, admin, { database_name: 'pg', sqlalchemy_uri: pg.url, ...uploadable }),
      schema: 'public',
      quote: dq,
    },
    {
      engine: 'mysql',
      id: await createDatabase(t.app, admin, {
        database_name: 'maria',
        sqlalchemy_uri: mysql.url,
        ...uploadable,
      }),
      schema: mysql.name,
      quote: (name) => `\`${name}\``,
    },
  );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(sqliteDir, { recursive: true, force: true });
  await pg.drop();
  await mysql.drop();
});

const SALES = [
  'id,region,amount,price,paid,day,at',
  '1,north,10,10.5,true,03/01/2024,2024-01-02 10:30:00',
  '2,south,,20.25,false,25/12/2023,2024-02-03 11:00:00',
].join('\n');

const target = (engine: string): Target => targets.find((x) => x.engine === engine)!;

describe.each(['sqlite', 'postgresql', 'mysql'])('CSV upload into %s', (engine) => {
  const upload = (table: string, fields: Record<string, string>, content: string) =>
    postUpload(
      t.app,
      admin,
      target(engine).id,
      { type: 'csv', table_name: table, ...fields },
      { name: 'd.csv', content },
    );
  const select = (sql: (q: Target['quote'], schema: string) => string) =>
    engineRows(t.services, target(engine).id, sql(target(engine).quote, target(engine).schema));

  it('creates the table in the default schema with the values and a typed dataset', async () => {
    const res = await upload('sales', { column_dates: 'day', day_first: 'true' }, SALES);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await select((q, s) => `SELECT * FROM ${q(s)}.${q('sales')} ORDER BY ${q('id')}`);
    expect(
      rows.map((r) => [
        String(r.id),
        r.region,
        r.amount === null ? null : Number(r.amount),
        Number(r.price),
        Boolean(Number(r.paid)),
        String(r.day).slice(0, 10),
        String(r.at).replace('T', ' ').slice(0, 19),
      ]),
    ).toEqual([
      ['1', 'north', 10, 10.5, true, '2024-01-03', '2024-01-02 10:30:00'],
      ['2', 'south', null, 20.25, false, '2023-12-25', '2024-02-03 11:00:00'],
    ]);
    const dataset = await datasetOf(t.app, admin, target(engine).id, 'sales');
    expect(dataset?.columns.map((c) => [c.column_name, c.type_generic, c.is_dttm])).toEqual([
      ['id', 0, false],
      ['region', 1, false],
      ['amount', 0, false],
      ['price', 0, false],
      ['paid', 3, false],
      ['day', 2, true],
      ['at', 2, true],
    ]);
  });

  it('reports a malformed row and leaves no table', async () => {
    const res = await upload('broken', {}, 'a,b\n1,2\n3,4,5\n');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe('Error at row 3: expected 2 fields, found 3');
    expect(await engineTables(t.services, target(engine).id, target(engine).schema)).not.toContain('broken');
  });

  it('replaces a table and appends to it', async () => {
    expect((await upload('swap', {}, 'a\n1\n')).statusCode).toBe(201);
    expect((await upload('swap', { already_exists: 'replace' }, 'a,b\n5,x\n')).statusCode).toBe(201);
    expect((await upload('swap', { already_exists: 'append' }, 'a,b\n6,y\n')).statusCode).toBe(201);
    const rows = await select((q, s) => `SELECT * FROM ${q(s)}.${q('swap')} ORDER BY ${q('a')}`);
    expect(rows.map((r) => [String(r.a), r.b])).toEqual([
      ['5', 'x'],
      ['6', 'y'],
    ]);
    const tables = await engineTables(t.services, target(engine).id, target(engine).schema);
    expect(tables.filter((name) => name.startsWith('_loupe_'))).toEqual([]);
  });
});

describe.each(['postgresql', 'mysql'])('an append the engine refuses (%s)', (engine) => {
  it('answers 422 with the engine message and adds no row', async () => {
    const { id, quote: q, schema } = target(engine);
    const upload = (content: string, already_exists: string) =>
      postUpload(
        t.app,
        admin,
        id,
        { type: 'csv', table_name: 'strict', already_exists },
        { name: 'd.csv', content },
      );
    expect((await upload('n\n1\n2\n', 'fail')).statusCode).toBe(201);
    const res = await upload('n\n3\nnot a number\n', 'append');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/^Database upload file failed: /);
    const rows = await engineRows(t.services, id, `SELECT count(*) AS n FROM ${q(schema)}.${q('strict')}`);
    expect(Number(rows[0]!.n)).toBe(2);
  });
});
