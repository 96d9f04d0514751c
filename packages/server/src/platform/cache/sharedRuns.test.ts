import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('SharedRuns.join', () => {
  it('says which caller started the computation and which joined it', async () => {
    const runs = new SharedRuns<string>();
    const m = manualCompute<string>();
    const first = runs.join('k', m.compute, { signal: new AbortController().signal });
    const second = runs.join('k', m.compute);
    m.finish('v');
    await expect(first).resolves.toEqual({ value: 'v', joined: false });
    await expect(second).resolves.toEqual({ value: 'v', joined: true });
  });
});

describe('SharedRuns linger', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a run every caller left for lingerMs; a caller arriving then joins it and it is never cancelled', async () => {
    vi.useFakeTimers();
    const runs = new SharedRuns<string>();
    const m = cancellableCompute();
    const leaving = new AbortController();
    const left = runs.join('k', m.compute, { signal: leaving.signal, lingerMs: 1500 });
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    vi.advanceTimersByTime(1000);
    expect(m.signals[0]?.aborted).toBe(false);
    expect(runs.size).toBe(1);

    const back = runs.join('k', m.compute, { signal: new AbortController().signal, lingerMs: 1500 });
    // Well past the first caller's window: the new caller un-cancelled the run.
    vi.advanceTimersByTime(5000);
    expect(m.signals[0]?.aborted).toBe(false);
    m.finish('kept');
    await expect(back).resolves.toEqual({ value: 'kept', joined: true });
    expect(m.compute).toHaveBeenCalledTimes(1);
    expect(runs.size).toBe(0);
  });

  it('cancels the run once lingerMs has passed with no caller, and the next call starts afresh', async () => {
    vi.useFakeTimers();
    const runs = new SharedRuns<string>();
    const m = cancellableCompute();
    const leaving = new AbortController();
    const left = runs.join('k', m.compute, { signal: leaving.signal, lingerMs: 1500 });
    leaving.abort('filters changed');
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    vi.advanceTimersByTime(1499);
    expect(m.signals[0]?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(m.signals[0]?.aborted).toBe(true);
    expect(m.signals[0]?.reason).toBe('filters changed');
    expect(runs.size).toBe(0);

    const again = runs.join('k', m.compute, { signal: new AbortController().signal });
    expect(m.compute).toHaveBeenCalledTimes(2);
    m.finish('fresh');
    await expect(again).resolves.toEqual({ value: 'fresh', joined: false });
  });

  it("applies the last leaving caller's linger: one without a linger cancels at once", async () => {
    const runs = new SharedRuns<string>();
    const m = cancellableCompute();
    const [lingering, immediate] = [new AbortController(), new AbortController()];
    const a = runs.join('k', m.compute, { signal: lingering.signal, lingerMs: 1500 });
    const b = runs.join('k', m.compute, { signal: immediate.signal });
    lingering.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(m.signals[0]?.aborted).toBe(false);
    immediate.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(m.signals[0]?.aborted).toBe(true);
    expect(runs.size).toBe(0);
  });

  it('lets a run that finishes while lingering end as usual, without cancelling it later', async () => {
    vi.useFakeTimers();
    const runs = new SharedRuns<string>();
    const m = cancellableCompute();
    const leaving = new AbortController();
    const left = runs.join('k', m.compute, { signal: leaving.signal, lingerMs: 1500 });
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    m.finish('done anyway');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.size).toBe(0);
    vi.advanceTimersByTime(2000);
    expect(m.signals[0]?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
