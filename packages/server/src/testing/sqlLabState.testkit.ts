import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Headers } from './securityApi.testkit.js';
import type { TestApp } from './testApp.testkit.js';

/** The content type of Superset's legacy MVC form posts. */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A url-encoded body whose every field is a JSON string, as Superset's SQL Lab client posts. */
export function jsonForm(fields: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(fields).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
  ).toString();
}

/**
 * An empty SQLite database registered through the API, exposed in SQL Lab; returns its id. The app
 * must allow SQLite (LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS=false) and `dir` must be outside its data
 * dir, where no database file may be connected.
 */
export async function createSqliteDatabase(
  t: TestApp,
  admin: Headers,
  name: string,
  dir: string,
): Promise<number> {
  const file = path.join(dir, `${name}.sqlite`);
  fs.writeFileSync(file, '');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: name, sqlalchemy_uri: `sqlite:///${file}`, expose_in_sqllab: true },
  });
  if (res.statusCode !== 201) throw new Error(`create database failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** A row of the `query` table as the SQL Lab execution module writes one. */
export async function insertQueryRow(
  t: TestApp,
  row: { client_id: string; database_id: number; user_id: number; sql_editor_id: string | null; sql: string },
): Promise<void> {
  await sql`insert into ${sql.table('query')} (client_id, database_id, user_id, sql_editor_id, sql, status, rows, start_time, changed_on)
    values (${row.client_id}, ${row.database_id}, ${row.user_id}, ${row.sql_editor_id}, ${row.sql}, 'success', 1, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`.execute(
    t.services.db,
  );
}

/** The client_id and sql_editor_id of a query row, or undefined when it is gone. */
export async function queryRow(
  t: TestApp,
  clientId: string,
): Promise<{ client_id: string; sql_editor_id: string | null } | undefined> {
  const { rows } = await sql<{
    client_id: string;
    sql_editor_id: string | null;
  }>`select client_id, sql_editor_id from ${sql.table('query')} where client_id = ${clientId}`.execute(
    t.services.db,
  );
  return rows[0];
}

/** POST /tabstateview/ with a full client editor object; returns the new tab's id. */
export async function createTab(t: TestApp, headers: Headers, dbId: number): Promise<number> {
  const queryEditor = {
    name: 'Untitled Query 1',
    dbId,
    schema: 'main',
    sql: 'SELECT 1',
    queryLimit: 100,
    hideLeftBar: false,
    templateParams: '{}',
    autorun: false,
    // Client-only state the server ignores.
    selectedText: null,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/tabstateview/',
    headers: { ...headers, ...FORM },
    payload: jsonForm({ queryEditor }),
  });
  if (res.statusCode !== 200) throw new Error(`create tab failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** GET /tabstateview/<id>; throws unless 200. */
export async function readTab(t: TestApp, headers: Headers, id: number): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ url: `/tabstateview/${id}`, headers });
  if (res.statusCode !== 200) throw new Error(`get tab failed: ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
}
