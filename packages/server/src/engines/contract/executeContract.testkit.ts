import { beforeAll, describe, expect, it } from 'vitest';

import { EngineError, type QueryResult } from '../EngineSpec.js';
import type { ContractContext } from './fixture.testkit.js';

export async function engineError(promise: Promise<unknown>): Promise<EngineError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(EngineError);
  return outcome as EngineError;
}

export async function collect(batches: AsyncIterable<QueryResult>): Promise<QueryResult[]> {
  const result: QueryResult[] = [];
  for await (const batch of batches) result.push(batch);
  return result;
}

const TEXT_VALUE = `it's "quoted"`;

/** Types round-trip, engine errors, row caps and streaming. */
export function describeExecuteContract(ctx: ContractContext): void {
  describe('execute', () => {
    beforeAll(async () => {
      const { q, fixture } = ctx;
      const t = fixture.types;
      const columns = [
        `${q('i')} ${t.integer}`,
        `${q('big')} ${t.bigint}`,
        `${q('small_big')} ${t.bigint}`,
        `${q('num')} ${t.decimal}`,
        ...(t.bigDecimal ? [`${q('big_num')} ${t.bigDecimal}`] : []),
        `${q('f')} ${t.float}`,
        `${q('t')} ${t.text}`,
        `${q('bo')} ${t.boolean}`,
        `${q('d')} ${t.date}`,
        `${q('ts')} ${t.timestamp}`,
        `${q('n')} ${t.integer}`,
      ];
      const values = [
        '42',
        '9007199254740993',
        '5',
        '12.34',
        ...(t.bigDecimal ? ['123456789012345678.12'] : []),
        '1.5',
        `'${TEXT_VALUE.replace(/'/g, "''")}'`,
        'TRUE',
        "'2024-01-15'",
        "'2024-01-15 10:30:00'",
        'NULL',
      ];
      await ctx.run(
        `CREATE TABLE ${q('types_sample')} (${columns.join(', ')})`,
        `INSERT INTO ${q('types_sample')} VALUES (${values.join(', ')})`,
      );
    });

    it('round-trips every common type; big integers and decimals exact', async () => {
      const result = await ctx.connection.execute(`SELECT * FROM ${ctx.q('types_sample')}`);
      expect(result.rows).toEqual([
        {
          i: 42,
          big: '9007199254740993',
          small_big: 5,
          num: 12.34,
          ...(ctx.fixture.types.bigDecimal ? { big_num: '123456789012345678.12' } : {}),
          f: 1.5,
          t: TEXT_VALUE,
          bo: true,
          d: '2024-01-15',
          ts: '2024-01-15T10:30:00',
          n: null,
        },
      ]);
      const generic = Object.fromEntries(
        result.columns.map((column) => [
          column.name,
          column.type && ctx.fixture.spec.genericType(column.type),
        ]),
      );
      expect(generic).toMatchObject({
        i: 'numeric',
        big: 'numeric',
        num: 'numeric',
        f: 'numeric',
        t: 'string',
        bo: 'boolean',
        d: 'temporal',
        ts: 'temporal',
      });
    });

    it('names repeated result columns apart instead of dropping one', async () => {
      const result = await ctx.connection.execute('SELECT 1 AS a, 2 AS a');
      expect(result.columns.map((column) => column.name)).toEqual(['a', 'a__1']);
      expect(result.rows).toEqual([{ a: 1, a__1: 2 }]);
    });

    it("reports a syntax error with the engine's own text", async () => {
      const error = await engineError(ctx.connection.execute('SELEKT 1'));
      expect(error.errorType).toBe('SYNTAX_ERROR');
      expect(error.message).toMatch(ctx.fixture.syntaxError);
    });

    it('reports a missing table as TABLE_DOES_NOT_EXIST_ERROR', async () => {
      const error = await engineError(ctx.connection.execute(`SELECT * FROM ${ctx.q('no_such_table')}`));
      expect(error.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
      expect(error.message).toContain('no_such_table');
    });

    it('stops at maxRows, and the connection stays usable', async () => {
      const result = await ctx.connection.execute(ctx.fixture.seriesSql(5000), { maxRows: 10 });
      expect(result.rows.map((row) => row.x)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(result.columns.map((column) => column.name)).toEqual(['x']);
      const again = await ctx.connection.execute(ctx.fixture.seriesSql(3));
      expect(again.rows).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    });

    it('returns the columns and no rows for maxRows 0', async () => {
      const result = await ctx.connection.execute(ctx.fixture.seriesSql(10), { maxRows: 0 });
      expect(result).toEqual({ columns: [expect.objectContaining({ name: 'x' })], rows: [] });
    });

    it('never reads past maxRows: a result too large to read returns its first rows', async () => {
      const result = await ctx.connection.execute(ctx.fixture.endlessSql, { maxRows: 5, timeoutMs: 30_000 });
      expect(result.rows).toHaveLength(5);
    });

    it('streams in batches of batchSize, up to maxRows', async () => {
      const batches = await collect(ctx.connection.stream(ctx.fixture.seriesSql(2500), { batchSize: 1000 }));
      expect(batches.map((batch) => batch.rows.length)).toEqual([1000, 1000, 500]);
      expect(batches.flatMap((batch) => batch.rows.map((row) => row.x))).toEqual(
        Array.from({ length: 2500 }, (_, index) => index + 1),
      );
      expect(batches[0]!.columns.map((column) => column.name)).toEqual(['x']);
      const capped = await collect(
        ctx.connection.stream(ctx.fixture.seriesSql(2500), { batchSize: 1000, maxRows: 1500 }),
      );
      expect(capped.map((batch) => batch.rows.length)).toEqual([1000, 500]);
    });

    it('lets a consumer stop a stream early and keeps the connection usable', async () => {
      for await (const batch of ctx.connection.stream(ctx.fixture.endlessSql, { batchSize: 100 })) {
        expect(batch.rows).toHaveLength(100);
        break;
      }
      const again = await ctx.connection.execute(ctx.fixture.seriesSql(2));
      expect(again.rows).toEqual([{ x: 1 }, { x: 2 }]);
    });

    it('runs queries concurrently on one connection', async () => {
      const results = await Promise.all(
        [1, 2, 3].map((n) => ctx.connection.execute(ctx.fixture.seriesSql(n))),
      );
      expect(results.map((result) => result.rows.length)).toEqual([1, 2, 3]);
    });
  });
}
