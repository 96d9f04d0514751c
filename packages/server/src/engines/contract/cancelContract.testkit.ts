import { describe, expect, it, vi } from 'vitest';

import type { EngineError } from '../EngineSpec.js';
import { collect, engineError } from './executeContract.testkit.js';
import type { ContractContext } from './fixture.testkit.js';

let markers = 0;

function marker(): string {
  markers += 1;
  return `loupe_cancel_${process.pid}_${markers}`;
}

/**
 * How long a probe may take to see the query running, or gone. Seen gone "soon" rather than at once:
 * DuckDB's probe looks at the threads of the test process, where V8's own threads are sometimes busy
 * for a moment; a query the cancel did not stop runs far longer and is never seen gone.
 */
const PROBING = { timeout: 15_000, interval: 50 };

/** A timeout no real clock reaches during a test: only `fire` makes it pass. */
const HELD_TIMEOUT_MS = 4_321_000;

/**
 * Holds back the timer of a query's `timeoutMs` (a setTimeout of exactly HELD_TIMEOUT_MS) so the test
 * lets the timeout pass when it chooses: once the query is seen running. Every other timer runs as usual.
 */
function holdTimeout(): { fire(): void; restore(): void } {
  const held: (() => void)[] = [];
  const schedule = globalThis.setTimeout;
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    if (ms !== HELD_TIMEOUT_MS) return schedule(callback, ms, ...args);
    held.push(() => callback(...args));
    // A real handle, so clearing it works; it would only fire, doing nothing, long after the test.
    return schedule(() => undefined, HELD_TIMEOUT_MS).unref();
  }) as unknown as typeof setTimeout);
  return {
    fire: () => held.splice(0).forEach((callback) => callback()),
    restore: () => spy.mockRestore(),
  };
}

/**
 * Timeouts and aborts must stop the query on the engine, not just stop waiting for it. The slow query
 * runs far longer than a test may take, so its ending at all shows the cancel worked; the engine's
 * probe must first see it running (else seeing it stopped would prove nothing, e.g. with a probe that
 * cannot look) and then see it gone.
 */
export function describeCancelContract(ctx: ContractContext): void {
  describe('cancellation', () => {
    async function expectStopped(
      start: (sql: string) => Promise<unknown>,
      cancel: () => void,
      errorType: EngineError['errorType'],
    ): Promise<void> {
      const { fixture } = ctx;
      const tag = marker();
      const outcome = engineError(start(fixture.slowSql(tag)));
      try {
        await vi.waitFor(async () => expect(await fixture.stillRunning(tag)).toBe(true), PROBING);
      } finally {
        // Also when the probe never saw it: an endless query must not outlive the test.
        cancel();
      }
      const error = await outcome;
      expect(error.errorType).toBe(errorType);
      await vi.waitFor(async () => expect(await fixture.stillRunning(tag)).toBe(false), PROBING);
      const after = await ctx.connection.execute(fixture.seriesSql(1));
      expect(after.rows).toEqual([{ x: 1 }]);
    }

    it('cancels the query on the server when the timeout passes', async () => {
      const timeout = holdTimeout();
      try {
        await expectStopped(
          (sql) => ctx.connection.execute(sql, { timeoutMs: HELD_TIMEOUT_MS }),
          () => timeout.fire(),
          'SQLLAB_TIMEOUT_ERROR',
        );
      } finally {
        timeout.restore();
      }
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
      await expectStopped(
        (sql) => ctx.connection.execute(sql, { signal: controller.signal }),
        () => controller.abort(),
        'QUERY_CANCELLED',
      );
    });

    it('cancels a stream the same way', async () => {
      const controller = new AbortController();
      await expectStopped(
        (sql) => collect(ctx.connection.stream(sql, { signal: controller.signal })),
        () => controller.abort(),
        'QUERY_CANCELLED',
      );
    });

    it('stops a query cancelled at any moment of its start', async () => {
      // A cancel can reach the engine before it begins the statement, where engines drop it: each
      // moment from "at once" to "well under way" must still end the query, and leave none running.
      for (const delayMs of [0, 0, 1, 2, 3, 5, 8, 13, 21, 34]) {
        const tag = marker();
        const controller = new AbortController();
        const outcome = engineError(
          ctx.connection.execute(ctx.fixture.slowSql(tag), { signal: controller.signal }),
        );
        if (delayMs === 0) await new Promise((resolve) => setImmediate(resolve));
        else await new Promise((resolve) => setTimeout(resolve, delayMs));
        controller.abort();
        expect((await outcome).errorType).toBe('QUERY_CANCELLED');
        // Reported cancelled only once the engine stopped it: not left running on a pooled session.
        expect(await ctx.fixture.stillRunning(tag)).toBe(false);
      }
      const after = await ctx.connection.execute(ctx.fixture.seriesSql(1));
      expect(after.rows).toEqual([{ x: 1 }]);
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
