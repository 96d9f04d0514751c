import fs from 'node:fs';
import path from 'node:path';

import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, sessionLogin, type TestApp } from '../../testing/testApp.testkit.js';
import { createDatabase, emptyDatabaseFile, engineTables, multipart, postUpload } from './uploads.testkit.js';

let t: TestApp;
let admin: Headers;
const dirs: string[] = [];

async function duckDatabase(
  name: string,
  options: Record<string, unknown>,
  schemas: string[] = [],
): Promise<number> {
  const file = await emptyDatabaseFile('duckdb');
  dirs.push(file.dir);
  if (schemas.length) {
    const instance = await DuckDBInstance.create(file.uri.replace('duckdb:///', ''));
    const connection = await instance.connect();
    for (const schema of schemas) await connection.run(`CREATE SCHEMA ${schema}`);
    connection.closeSync();
    instance.closeSync();
  }
  return createDatabase(t.app, admin, { database_name: name, sqlalchemy_uri: file.uri, ...options });
}

const CSV = { name: 'data.csv', content: 'a,b\n1,x\n' };
const message = (body: string): string => (JSON.parse(body) as { message: string }).message;

let open: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  open = await duckDatabase('open', { allow_file_upload: true });
});

afterAll(async () => {
  await t.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('who and where may upload', () => {
  it('refuses a database that does not allow file uploads', async () => {
    const closed = await duckDatabase('closed', { allow_file_upload: false });
    const res = await postUpload(t.app, admin, closed, { type: 'csv', table_name: 't' }, CSV);
    expect(res.statusCode).toBe(403);
    expect(message(res.body)).toBe('Database "closed" does not allow file uploads.');
    expect(await engineTables(t.services, closed, 'main')).toEqual([]);
  });

  it('allows only the schemas listed for uploads, the default schema included', async () => {
    const listed = await duckDatabase(
      'listed',
      { allow_file_upload: true, extra: JSON.stringify({ schemas_allowed_for_file_upload: ['uploads'] }) },
      ['uploads'],
    );
    for (const schema of [undefined, 'main']) {
      const res = await postUpload(
        t.app,
        admin,
        listed,
        { type: 'csv', table_name: 't', ...(schema ? { schema } : {}) },
        CSV,
      );
      expect(res.statusCode).toBe(403);
      expect(message(res.body)).toBe('Schema "main" does not allow file uploads. Allowed schemas: uploads.');
    }
    const ok = await postUpload(
      t.app,
      admin,
      listed,
      { type: 'csv', table_name: 't', schema: 'uploads' },
      CSV,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await engineTables(t.services, listed, 'uploads')).toEqual(['t']);
  });

  it('refuses a Gamma user, who has no can_upload on Database', async () => {
    const gamma = await createUser(t.app, admin, newUserBody([await roleIdOf(t.app, admin, 'Gamma')]));
    const headers = await t.bearer(gamma.username, `pw-${gamma.username}`);
    const res = await postUpload(t.app, headers, open, { type: 'csv', table_name: 'by_gamma' }, CSV);
    expect(res.statusCode).toBe(403);
    expect(await engineTables(t.services, open, 'main')).not.toContain('by_gamma');
  });

  it('answers 404 for a database that does not exist', async () => {
    const res = await postUpload(t.app, admin, 999_999, { type: 'csv', table_name: 't' }, CSV);
    expect(res.statusCode).toBe(404);
  });

  it('needs the CSRF token with a session cookie, as every mutation', async () => {
    const { cookie, csrf } = await sessionLogin(t.app);
    const body = await multipart({ type: 'csv', table_name: 'by_session' }, CSV);
    const url = `/api/v1/database/${open}/upload/`;
    const without = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(without.statusCode).toBe(400);
    const withToken = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'x-csrftoken': csrf, ...body.headers },
      payload: body.payload,
    });
    expect(withToken.statusCode, withToken.body).toBe(201);
  });
});

describe('bad requests', () => {
  it.each<[string, Record<string, string>, { name: string; content: string } | undefined, unknown]>([
    [
      'a file whose extension does not match the type',
      { type: 'csv', table_name: 't' },
      { name: 'x.xlsx', content: 'a' },
      { file: ['File extension is not allowed.'] },
    ],
    ['no file', { type: 'csv', table_name: 't' }, undefined, { file: ['Missing data for required field.'] }],
    ['no table name', { type: 'csv' }, CSV, { table_name: ['Missing data for required field.'] }],
    [
      'an unknown type',
      { type: 'json', table_name: 't' },
      CSV,
      { type: ['Must be one of: csv, excel, columnar.'] },
    ],
  ])('answers %s with 400', async (_case, fields, file, expected) => {
    const res = await postUpload(t.app, admin, open, fields, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expected });
  });

  it('answers a JSON body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/database/${open}/upload/`,
      headers: admin,
      payload: { type: 'csv', table_name: 't' },
    });
    expect(res.statusCode).toBe(400);
    expect(message(res.body)).toBe('The request must be multipart/form-data.');
  });

  it('refuses a file over LOUPE_UPLOAD_MAX_MB with 413 and keeps no temp file', async () => {
    const small = await createTestApp({ LOUPE_UPLOAD_MAX_MB: '1' });
    try {
      const headers = await small.bearer();
      const file = await emptyDatabaseFile('duckdb');
      dirs.push(file.dir);
      const id = await createDatabase(small.app, headers, {
        database_name: 'small',
        sqlalchemy_uri: file.uri,
        allow_file_upload: true,
      });
      const big = `a,b\n${'1,xxxxxxxxxxxxxxxxxxxxxxxx\n'.repeat(60_000)}`;
      const res = await postUpload(
        small.app,
        headers,
        id,
        { type: 'csv', table_name: 'big' },
        { name: 'big.csv', content: big },
      );
      expect(res.statusCode).toBe(413);
      expect(message(res.body)).toBe('The file is larger than the upload limit of 1 MB.');
      expect(fs.readdirSync(path.join(small.dataDir, 'uploads'))).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('leaves no temp file after uploads that worked or failed', async () => {
    await postUpload(t.app, admin, open, { type: 'csv', table_name: 'tidy' }, CSV);
    await postUpload(
      t.app,
      admin,
      open,
      { type: 'csv', table_name: 'untidy' },
      { name: 'x.csv', content: 'a\n1,2\n' },
    );
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });
});
