import mysql from 'mysql2/promise';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { createMysqlTestDatabase, type MysqlTestDatabase } from './mysqlTestDatabase.js';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const connection = await mysql.createConnection(url);
  try {
    const [rows] = await connection.query(sql);
    return rows as T[];
  } finally {
    await connection.end();
  }
}

describe('test MariaDB server', () => {
  const created: MysqlTestDatabase[] = [];

  afterAll(async () => {
    await Promise.all(created.map((db) => db.drop()));
  });

  it('answers select 1 on the provided database with a password login over TCP', async () => {
    const url = inject('mysqlUrl');
    expect(new URL(url).password).not.toBe('');
    const rows = await query<{ one: number; db: string }>(url, 'select 1 as one, database() as db');
    expect(rows).toEqual([{ one: 1, db: new URL(url).pathname.slice(1) }]);
  });

  it('refuses a wrong password', async () => {
    const url = new URL(inject('mysqlUrl'));
    url.password = 'wrong';
    await expect(query(url.toString(), 'select 1')).rejects.toMatchObject({ code: 'ER_ACCESS_DENIED_ERROR' });
  });

  it('gives each createMysqlTestDatabase call its own database', async () => {
    const a = await createMysqlTestDatabase(inject('mysqlUrl'));
    const b = await createMysqlTestDatabase(inject('mysqlUrl'));
    created.push(a, b);
    expect(a.url).not.toBe(b.url);
    await query(a.url, 'create table only_in_a (id int)');
    const count = async (url: string): Promise<number> => {
      const rows = await query<{ n: number }>(
        url,
        "select count(*) as n from information_schema.tables where table_schema = database() and table_name = 'only_in_a'",
      );
      return Number(rows[0]!.n);
    };
    expect(await count(a.url)).toBe(1);
    expect(await count(b.url)).toBe(0);
  });
});
