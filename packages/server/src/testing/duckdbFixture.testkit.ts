import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * A DuckDB file with a few real tables, closed before returning so the server under test can open
 * it (one process holds a DuckDB file at a time).
 */
export async function createDuckdbFixture(
  statements: readonly string[],
): Promise<{ file: string; uri: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-duck-'));
  const file = path.join(dir, 'fixture.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  for (const statement of statements) await connection.run(statement);
  connection.closeSync();
  instance.closeSync();
  return { file, uri: `duckdb:///${file}`, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export const SALES_FIXTURE = [
  `CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR, amount DECIMAL(10, 2), sold_at TIMESTAMP, big BIGINT, paid BOOLEAN)`,
  `INSERT INTO sales VALUES
     (1, 'north', 10.50, '2024-01-01 10:00:00', 9007199254740993, true),
     (2, 'south', 20.00, '2024-01-02 11:00:00', 1, false),
     (3, 'north', 5.25, '2024-02-01 12:00:00', 2, true),
     (4, NULL, 1.00, '2024-02-03 09:30:00', 3, NULL)`,
  `CREATE VIEW north_sales AS SELECT * FROM sales WHERE region = 'north'`,
  `CREATE SCHEMA other`,
  `CREATE TABLE other.things (name VARCHAR)`,
];
