import { randomBytes } from 'node:crypto';

import mysql from 'mysql2/promise';

// Test files excluded from the server tsconfig still see the typed inject('mysqlUrl') through this import.
import type {} from './globalSetup.js';

export interface MysqlTestDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  /** Database (schema) name. */
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates a uniquely named database on the server behind `mysqlUrl`, so test files that run in
 * parallel never see each other's tables. Call `drop()` in afterAll.
 */
export async function createMysqlTestDatabase(mysqlUrl: string): Promise<MysqlTestDatabase> {
  const name = `loupe_t_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(mysqlUrl, (connection) => connection.query(`CREATE DATABASE ${name}`));
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdminConnection(mysqlUrl, (connection) => connection.query(`DROP DATABASE IF EXISTS ${name}`)),
  };
}

async function withAdminConnection(
  mysqlUrl: string,
  work: (connection: mysql.Connection) => Promise<unknown>,
): Promise<void> {
  const connection = await mysql.createConnection(mysqlUrl);
  try {
    await work(connection);
  } finally {
    await connection.end();
  }
}
