import { describe, expect, it } from 'vitest';
import {
  DatabaseLimiter,
  DEFAULT_MAX_CONCURRENT_QUERIES,
  maxConcurrentQueriesOf,
} from './databaseLimiter.js';

/** Tasks the test ends by hand, counting how many run at once. */
function gate() {
  let running = 0;
  let peak = 0;
  const started: string[] = [];
  const finishers: Array<() => void> = [];
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      started.push(name);
      finishers.push(() => {
        running -= 1;
        resolve(name);
      });
    });
  return {
    task,
    started,
    get peak() {
      return peak;
    },
    finishAll: () => finishers.splice(0).forEach((finish) => finish()),
  };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('maxConcurrentQueriesOf', () => {
  it('reads extra.max_concurrent_queries and falls back to the default for a missing or bad one', () => {
    expect(maxConcurrentQueriesOf({ id: 1, extra: '{"max_concurrent_queries": 3}' })).toBe(3);
    expect(maxConcurrentQueriesOf({ id: 1, extra: null })).toBe(DEFAULT_MAX_CONCURRENT_QUERIES);
    expect(maxConcurrentQueriesOf({ id: 1, extra: '{"max_concurrent_queries": 0}' })).toBe(10);
    expect(maxConcurrentQueriesOf({ id: 1, extra: '{"max_concurrent_queries": 2.5}' })).toBe(10);
  });
});

describe('DatabaseLimiter', () => {
  const db = { id: 1, extra: '{"max_concurrent_queries": 2}' };

  it("runs at most the database's cap at once, the others in the order they came", async () => {
    const limiter = new DatabaseLimiter();
    const g = gate();
    const runs = ['a', 'b', 'c', 'd', 'e'].map((name) => limiter.run(db, g.task(name)));
    await flush();
    expect(g.started).toEqual(['a', 'b']);
    while (g.started.length < 5) {
      g.finishAll();
      await flush();
    }
    g.finishAll();
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(g.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(g.peak).toBe(2);
  });

  it('caps each database on its own', async () => {
    const limiter = new DatabaseLimiter();
    const g = gate();
    const other = { id: 2, extra: '{"max_concurrent_queries": 1}' };
    const runs = [
      limiter.run(db, g.task('a')),
      limiter.run(other, g.task('x')),
      limiter.run(other, g.task('y')),
    ];
    await flush();
    expect(g.started).toEqual(['a', 'x']);
    g.finishAll();
    await flush();
    g.finishAll();
    await Promise.all(runs);
  });

  it('gives a waiting caller whose signal aborts an AbortError at once, and never runs its task', async () => {
    const limiter = new DatabaseLimiter();
    const g = gate();
    const waiting = new AbortController();
    const running = [limiter.run(db, g.task('a')), limiter.run(db, g.task('b'))];
    const gone = limiter.run(db, g.task('gone'), waiting.signal);
    const next = limiter.run(db, g.task('next'), new AbortController().signal);
    await flush();
    waiting.abort();
    await expect(gone).rejects.toMatchObject({ name: 'AbortError' });
    g.finishAll();
    await flush();
    // The aborted caller's turn passed without holding a slot: 'next' runs at once.
    expect(g.started).toEqual(['a', 'b', 'next']);
    g.finishAll();
    await expect(Promise.all([...running, next])).resolves.toEqual(['a', 'b', 'next']);
  });

  it('refuses a caller whose signal already aborted, and leaves a running task to finish', async () => {
    const limiter = new DatabaseLimiter();
    const g = gate();
    const gone = new AbortController();
    gone.abort();
    await expect(limiter.run(db, g.task('never'), gone.signal)).rejects.toMatchObject({ name: 'AbortError' });
    const runningSignal = new AbortController();
    const run = limiter.run(db, g.task('a'), runningSignal.signal);
    await flush();
    runningSignal.abort();
    g.finishAll();
    // Once running, the outcome is the task's (it stops the engine query itself).
    await expect(run).resolves.toBe('a');
    expect(g.started).toEqual(['a']);
  });

  it('hands a task failure to its caller', async () => {
    const limiter = new DatabaseLimiter();
    const failing = (): Promise<string> => {
      throw new Error('engine down');
    };
    await expect(limiter.run(db, failing, new AbortController().signal)).rejects.toThrow('engine down');
    await expect(limiter.run(db, async () => 'still serving')).resolves.toBe('still serving');
  });
});
