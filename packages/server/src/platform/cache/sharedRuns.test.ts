import { describe, expect, it, vi } from 'vitest';
import { SharedRuns } from './sharedRuns.js';

/** A computation the test finishes by hand, recording the signal it was given. */
function manualCompute<T>() {
  const signals: AbortSignal[] = [];
  let finish: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const compute = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        signals.push(signal);
        finish = resolve;
        fail = reject;
      }),
  );
  return { compute, signals, finish: (value: T) => finish(value), fail: (error: Error) => fail(error) };
}

/** A computation that, like an engine query, stops with an AbortError when its signal aborts. */
function cancellableCompute() {
  const m = manualCompute<string>();
  const compute = vi.fn((signal: AbortSignal) => {
    const result = m.compute(signal);
    signal.addEventListener('abort', () => m.fail(new DOMException('cancelled', 'AbortError')));
    return result;
  });
  return { ...m, compute };
}

describe('SharedRuns', () => {
  it('runs 100 concurrent identical calls as one computation and gives each its result', async () => {
    const runs = new SharedRuns<{ rows: number[] }>();
    const m = manualCompute<{ rows: number[] }>();
    const callers = Array.from({ length: 100 }, () => runs.run('k', m.compute, new AbortController().signal));
    expect(runs.size).toBe(1);
    m.finish({ rows: [1, 2] });
    const results = await Promise.all(callers);
    expect(m.compute).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r === results[0])).toBe(true);
    expect(results[0]).toEqual({ rows: [1, 2] });
    expect(runs.size).toBe(0);
  });

  it('runs different keys separately, and computes again once a run has finished', async () => {
    const runs = new SharedRuns<string>();
    const compute = vi.fn(async () => 'v');
    await Promise.all([runs.run('a', compute), runs.run('b', compute)]);
    expect(compute).toHaveBeenCalledTimes(2);
    await runs.run('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('gives an AbortError to a caller that goes away while the others still get the result', async () => {
    const runs = new SharedRuns<string>();
    const m = cancellableCompute();
    const [leaving, staying1, staying2] = [
      new AbortController(),
      new AbortController(),
      new AbortController(),
    ];
    const left = runs.run('k', m.compute, leaving.signal);
    const stay1 = runs.run('k', m.compute, staying1.signal);
    const stay2 = runs.run('k', m.compute);
    const stay3 = runs.run('k', m.compute, staying2.signal);
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    expect(m.signals[0]?.aborted).toBe(false);
    m.finish('result');
    await expect(Promise.all([stay1, stay2, stay3])).resolves.toEqual(['result', 'result', 'result']);
    expect(m.compute).toHaveBeenCalledTimes(1);
    expect(m.signals[0]?.aborted).toBe(false);
  });

  it("aborts the computation's signal once every caller has gone, and the next call starts afresh", async () => {
    const runs = new SharedRuns<string>();
    const m = cancellableCompute();
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const callers = controllers.map((c) => runs.run('k', m.compute, c.signal));
    controllers[0]?.abort();
    controllers[1]?.abort();
    expect(m.signals[0]?.aborted).toBe(false);
    controllers[2]?.abort();
    expect(m.signals[0]?.aborted).toBe(true);
    for (const caller of callers) await expect(caller).rejects.toMatchObject({ name: 'AbortError' });
    expect(runs.size).toBe(0);

    const again = runs.run('k', m.compute, new AbortController().signal);
    expect(m.compute).toHaveBeenCalledTimes(2);
    expect(m.signals[1]?.aborted).toBe(false);
    m.finish('fresh');
    await expect(again).resolves.toBe('fresh');
  });

  it('never aborts a computation a caller without a signal waits for', async () => {
    const runs = new SharedRuns<string>();
    const m = cancellableCompute();
    const leaving = new AbortController();
    const left = runs.run('k', m.compute, leaving.signal);
    const forever = runs.run('k', m.compute);
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    expect(m.signals[0]?.aborted).toBe(false);
    m.finish('v');
    await expect(forever).resolves.toBe('v');
  });

  it('refuses a caller whose signal already aborted without computing, the reason as its cause', async () => {
    const runs = new SharedRuns<string>();
    const compute = vi.fn(async () => 'v');
    const gone = new AbortController();
    gone.abort('client closed');
    await expect(runs.run('k', compute, gone.signal)).rejects.toMatchObject({
      name: 'AbortError',
      cause: 'client closed',
    });
    expect(compute).not.toHaveBeenCalled();
  });

  it('gives a failure to every caller and does not keep it: the next call computes again', async () => {
    const runs = new SharedRuns<string>();
    const m = manualCompute<string>();
    const callers = [runs.run('k', m.compute, new AbortController().signal), runs.run('k', m.compute)];
    m.fail(new Error('engine down'));
    for (const caller of callers) await expect(caller).rejects.toThrow('engine down');
    const syncThrow = vi.fn((): Promise<string> => {
      throw new Error('thrown before any await');
    });
    await expect(runs.run('k', syncThrow)).rejects.toThrow('thrown before any await');
    expect(runs.size).toBe(0);
  });
});
