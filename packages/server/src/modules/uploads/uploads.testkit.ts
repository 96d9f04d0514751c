import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import yazl from 'yazl';

import type { Services } from '../../services.js';
import type { Headers } from '../../testing/securityApi.testkit.js';

export interface UploadFile {
  name: string;
  content: string | Buffer;
}

/** A multipart/form-data body as a browser's FormData serializes it. */
export async function multipart(
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.content]), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export async function postUpload(
  app: FastifyInstance,
  headers: Headers,
  databaseId: number,
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `/api/v1/database/${databaseId}/upload/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function postMetadata(
  app: FastifyInstance,
  headers: Headers,
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/v1/database/upload_metadata/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Registers a database through the API and returns its id; throws unless 201. */
export async function createDatabase(
  app: FastifyInstance,
  headers: Headers,
  payload: Record<string, unknown>,
): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/database/', headers, payload });
  if (res.statusCode !== 201) throw new Error(`create database failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** A fresh empty file for a DuckDB or SQLite database (both refuse to create a missing file). */
export async function emptyDatabaseFile(kind: 'duckdb' | 'sqlite'): Promise<{ uri: string; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `loupe-upload-${kind}-`));
  const file = path.join(dir, `target.${kind === 'duckdb' ? 'duckdb' : 'db'}`);
  if (kind === 'duckdb') {
    const instance = await DuckDBInstance.create(file);
    instance.closeSync();
  } else {
    // An empty file is a valid empty SQLite database.
    fs.writeFileSync(file, '');
  }
  return { uri: `${kind}:///${file}`, dir };
}

/** Rows of a query run on a saved database through the server's own engine connection. */
export async function engineRows(
  services: Services,
  databaseId: number,
  sql: string,
): Promise<Record<string, unknown>[]> {
  const row = await services.repositories.databases.findById(databaseId);
  if (!row) throw new Error(`no database ${databaseId}`);
  return (await services.connections.get(row).execute(sql)).rows;
}

/** Table names of a schema as the engine's catalog lists them. */
export async function engineTables(
  services: Services,
  databaseId: number,
  schema: string,
): Promise<string[]> {
  const row = await services.repositories.databases.findById(databaseId);
  if (!row) throw new Error(`no database ${databaseId}`);
  return (await services.connections.get(row).tables(schema)).result.map((t) => t.name);
}

/** The dataset of a table, read through the dataset API, with its columns. */
export async function datasetOf(
  app: FastifyInstance,
  headers: Headers,
  databaseId: number,
  table: string,
): Promise<{
  id: number;
  columns: { column_name: string; type: string | null; is_dttm: boolean; type_generic: number | null }[];
} | null> {
  const list = await app.inject({
    url: `/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:'${table}')))`,
    headers,
  });
  const found = list
    .json<{ result: { id: number; database: { id: number } }[] }>()
    .result.find((d) => d.database.id === databaseId);
  if (!found) return null;
  const res = await app.inject({ url: `/api/v1/dataset/${found.id}`, headers });
  return { id: found.id, columns: res.json<{ result: { columns: never[] } }>().result.columns };
}

/** A Parquet file written by DuckDB's COPY. */
export async function parquetOf(dir: string, select: string): Promise<Buffer> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.parquet`);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (${select}) TO '${file}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  return fs.readFileSync(file);
}

/** A zip archive of the given entries. */
export function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(content, name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A workbook with a "Notes" sheet, then "Sales" with a title row above its header (row 2). */
export async function salesWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['nothing to see']);
  const sales = book.addWorksheet('Sales');
  sales.addRow(['Quarterly sales']);
  sales.addRow(['id', 'region', 'amount', 'sold_on', 'booked', 'paid', 'total']);
  sales.addRow([
    1,
    'north',
    10.5,
    new Date(Date.UTC(2024, 0, 2)),
    '03/01/2024',
    true,
    { formula: 'C3*2', result: 21 },
  ]);
  sales.addRow([
    2,
    { richText: [{ text: 'so' }, { text: 'uth' }] },
    20,
    new Date(Date.UTC(2024, 1, 3)),
    '25/12/2023',
    false,
    40,
  ]);
  sales.addRow([3, 'NA', 7, new Date(Date.UTC(2024, 2, 4)), null, true, 14]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
