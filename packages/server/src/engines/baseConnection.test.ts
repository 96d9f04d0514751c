import { describe, expect, it } from 'vitest';

import { BaseConnection } from './baseConnection.js';
import type { ExecuteOptions, QueryResult, ResultColumn } from './EngineSpec.js';
import type { RowQuery } from './introspection.js';

const COLUMNS: ResultColumn[] = [{ name: 'x', type: 'INTEGER' }];

/** An engine whose result is the integers 1..rows, read in batches as asked. */
class FakeConnection extends BaseConnection {
  readonly calls: { sql: string; batchSize: number; options: ExecuteOptions }[] = [];
  readonly queries: { sql: string; params: readonly (string | number)[] }[] = [];

  constructor(private readonly rows: number) {
    super({
      schemas: async (query) => (await query('schemas')).map((row) => String(row.name)),
      tables: async (query, schema, options) => ({
        count: (await query('tables', [schema])).length,
        result: [{ name: JSON.stringify(options), type: 'table' }],
      }),
      describeTable: async (query, schema, table) => {
        await query('describe', [schema ?? '', table]);
        return {
          name: table,
          schema,
          columns: [],
          primaryKey: null,
          foreignKeys: [],
          indexes: [],
          comment: null,
        };
      },
    });
  }

  protected async *batches(
    sql: string,
    options: ExecuteOptions,
    batchSize: number,
  ): AsyncIterable<QueryResult> {
    this.calls.push({ sql, batchSize, options });
    const all = Array.from({ length: this.rows }, (_, index) => ({ x: index + 1 }));
    if (all.length === 0) yield { columns: COLUMNS, rows: [] };
    for (let start = 0; start < all.length; start += batchSize) {
      yield { columns: COLUMNS, rows: all.slice(start, start + batchSize) };
    }
  }

  protected readonly rowQuery: RowQuery = async (sql, params = []) => {
    this.queries.push({ sql, params });
    return [{ name: 'main' }];
  };

  async describeQuery(): Promise<ResultColumn[]> {
    return COLUMNS;
  }

  defaultSchema(): Promise<string | null> {
    return this.nameOf('current');
  }

  async close(): Promise<void> {}
}

describe('BaseConnection', () => {
  it('executes as one read of every batch, in order', async () => {
    const connection = new FakeConnection(2500);
    const options = { maxRows: 5000, timeoutMs: 10 };
    const result = await connection.execute('SELECT x', options);
    expect(result.columns).toEqual(COLUMNS);
    expect(result.rows.map((row) => row.x)).toEqual(Array.from({ length: 2500 }, (_, index) => index + 1));
    expect(connection.calls).toEqual([{ sql: 'SELECT x', batchSize: Number.MAX_SAFE_INTEGER, options }]);
  });

  it('keeps the columns of an empty result', async () => {
    expect(await new FakeConnection(0).execute('SELECT x')).toEqual({ columns: COLUMNS, rows: [] });
  });

  it('streams in batches of the asked size, 1000 rows by default', async () => {
    const connection = new FakeConnection(2500);
    const sizes = async (batchSize?: number): Promise<number[]> => {
      const result: number[] = [];
      for await (const batch of connection.stream('SELECT x', { batchSize })) result.push(batch.rows.length);
      return result;
    };
    expect(await sizes()).toEqual([1000, 1000, 500]);
    expect(await sizes(2000)).toEqual([2000, 500]);
  });

  it('tests the connection with SELECT 1', async () => {
    const connection = new FakeConnection(1);
    await connection.testConnection();
    expect(connection.calls.map((call) => call.sql)).toEqual(['SELECT 1']);
  });

  it("introspects through the engine's functions and row query", async () => {
    const connection = new FakeConnection(0);
    expect(await connection.schemas()).toEqual(['main']);
    expect(await connection.tables('s')).toEqual({ count: 1, result: [{ name: '{}', type: 'table' }] });
    expect((await connection.tables('s', { search: 'a', limit: 2 })).result[0]?.name).toBe(
      '{"search":"a","limit":2}',
    );
    expect((await connection.describeTable(null, 't')).name).toBe('t');
    expect(await connection.defaultSchema()).toBe('main');
    expect(connection.queries).toEqual([
      { sql: 'schemas', params: [] },
      { sql: 'tables', params: ['s'] },
      { sql: 'tables', params: ['s'] },
      { sql: 'describe', params: ['', 't'] },
      { sql: 'current', params: [] },
    ]);
  });
});
