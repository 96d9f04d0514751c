import { describe, expect, it } from 'vitest';

import type { EngineError } from '../EngineSpec.js';
import { collect, engineError } from './executeContract.testkit.js';
import type { ContractContext } from './fixture.testkit.js';

let markers = 0;

function marker(): string {
  markers += 1;
  return `loupe_cancel_${process.pid}_${markers}`;
}

/**
 * Timeouts and aborts must stop the query on the engine, not just stop waiting for it. Returning well
 * before the query's own duration, with the engine no longer running it, is what shows that.
 */
export function describeCancelContract(ctx: ContractContext): void {
  describe('cancellation', () => {
    async function expectStopped(
      run: (sql: string) => Promise<unknown>,
      errorType: EngineError['errorType'],
    ): Promise<void> {
      const { fixture } = ctx;
      const tag = marker();
      const started = Date.now();
      const error = await engineError(run(fixture.slowSql(tag)));
      expect(error.errorType).toBe(errorType);
      expect(Date.now() - started).toBeLessThan((fixture.slowSeconds * 1000) / 2);
      expect(await fixture.stillRunning(tag)).toBe(false);
      const after = await ctx.connection.execute(fixture.seriesSql(1));
      expect(after.rows).toEqual([{ x: 1 }]);
    }

    it('cancels the query on the server when the timeout passes', async () => {
      await expectStopped((sql) => ctx.connection.execute(sql, { timeoutMs: 300 }), 'SQLLAB_TIMEOUT_ERROR');
    });

    it('says how long the timeout was', async () => {
      const error = await engineError(
        ctx.connection.execute(ctx.fixture.slowSql(marker()), { timeoutMs: 250 }),
      );
      expect(error.message).toBe(
        'The query was killed after 0.25 seconds. It might be too complex, or the database might be under heavy load.',
      );
    });

    it('cancels the query on the server when the signal aborts', async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      await expectStopped(
        (sql) => ctx.connection.execute(sql, { signal: controller.signal }),
        'QUERY_CANCELLED',
      );
    });

    it('cancels a stream the same way', async () => {
      await expectStopped(
        (sql) => collect(ctx.connection.stream(sql, { timeoutMs: 300 })),
        'SQLLAB_TIMEOUT_ERROR',
      );
    });

    it('does not start a query whose signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      const error = await engineError(ctx.connection.execute('SELECT 1', { signal: controller.signal }));
      expect(error).toMatchObject({ errorType: 'QUERY_CANCELLED', message: 'The query was cancelled.' });
    });

    it('leaves a query that finishes in time alone', async () => {
      const controller = new AbortController();
      const result = await ctx.connection.execute(ctx.fixture.seriesSql(2), {
        timeoutMs: 30_000,
        signal: controller.signal,
      });
      controller.abort();
      expect(result.rows).toEqual([{ x: 1 }, { x: 2 }]);
    });
  });
}
