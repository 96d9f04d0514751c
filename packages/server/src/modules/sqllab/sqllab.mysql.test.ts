import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMysqlTestDatabase, type MysqlTestDatabase } from '../../testing/mysqlTestDatabase.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { createDatabase, execute } from './sqllab.testkit.js';

let t: TestApp;
let admin: Headers;
let mysql: MysqlTestDatabase;
let readOnlyId: number;
let writableId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  mysql = await createMysqlTestDatabase(inject('mysqlUrl'));
  readOnlyId = await createDatabase(t.app, admin, {
    database_name: 'maria',
    sqlalchemy_uri: mysql.url,
    expose_in_sqllab: true,
  });
  writableId = await createDatabase(t.app, admin, {
    database_name: 'maria rw',
    sqlalchemy_uri: mysql.url,
    expose_in_sqllab: true,
    allow_dml: true,
  });
});

afterAll(async () => {
  await t.close();
  await mysql.drop();
});

describe('SQL Lab on MariaDB', () => {
  it('runs a script one statement at a time, separators inside strings kept', async () => {
    const res = await execute(t.app, admin, {
      database_id: writableId,
      sql: "CREATE TABLE notes (id BIGINT, body TEXT); INSERT INTO notes VALUES (9007199254740993, 'a;b'); SELECT * FROM notes",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: '9007199254740993', body: 'a;b' }]);
  });

  it('refuses DML without allow_dml and reads with the MySQL LIMIT offset, count form', async () => {
    const refused = await execute(t.app, admin, { database_id: readOnlyId, sql: 'DELETE FROM notes' });
    expect(refused.json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const read = await execute(t.app, admin, {
      database_id: readOnlyId,
      sql: 'SELECT `body` FROM notes LIMIT 0, 1',
    });
    expect(read.json().data).toEqual([{ body: 'a;b' }]);
    expect(read.json().query.limitingFactor).toBe('QUERY');
  });

  it('refuses text the parser cannot read on a database without DML, and never sends it to MariaDB', async () => {
    // When in doubt, refuse: what no parser can read is not known to be a read.
    const res = await execute(t.app, admin, { database_id: readOnlyId, sql: 'SELECT FROM WHERE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    expect(res.json().errors[0].message).toMatch(/could not be read as one/);
  });
});
