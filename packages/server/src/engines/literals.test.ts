import mysql from 'mysql2/promise';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

import { MYSQL_SPEC } from './mysql/spec.js';
import { POSTGRES_SPEC } from './postgresql/spec.js';

// Strings that end a literal early if an engine reads backslashes differently from the spec.
const TRICKY = ["\\'", "x\\' OR 1=1 -- ", '\\', "it's \\\\ fine", '\\n'];

describe('literals under the engine settings the compiler cannot see', () => {
  it('PostgreSQL reads the same string with standard_conforming_strings on and off', async () => {
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    try {
      for (const setting of ['on', 'off']) {
        await client.query(`SET standard_conforming_strings = ${setting}`);
        for (const value of TRICKY) {
          const { rows } = await client.query<{ v: string }>(`SELECT ${POSTGRES_SPEC.literal(value)} AS v`);
          expect(rows, `${setting}: ${value}`).toEqual([{ v: value }]);
        }
      }
    } finally {
      await client.end();
    }
  });

  it('MariaDB reads the exact string by default and still one literal under NO_BACKSLASH_ESCAPES', async () => {
    const connection = await mysql.createConnection(inject('mysqlUrl'));
    try {
      for (const value of TRICKY) {
        const [rows] = await connection.query(`SELECT ${MYSQL_SPEC.literal(value)} AS v, 1 AS marker`);
        expect(rows, value).toEqual([{ v: value, marker: 1 }]);
      }
      await connection.query("SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES')");
      for (const value of TRICKY) {
        // The value keeps doubled backslashes (a known limit of that mode), but the literal never ends early.
        const [rows] = await connection.query(`SELECT ${MYSQL_SPEC.literal(value)} AS v, 1 AS marker`);
        expect(rows, value).toEqual([{ v: value.replaceAll('\\', '\\\\'), marker: 1 }]);
      }
    } finally {
      await connection.end();
    }
  });
});
