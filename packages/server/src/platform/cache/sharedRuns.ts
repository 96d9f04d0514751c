import { abortError } from './abortError.js';

interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Callers still waiting for this run's result. */
  waiting: number;
  /** Set while the run, left by every caller, lingers before it is cancelled. */
  lingering?: ReturnType<typeof setTimeout>;
}

export interface SharedRunOptions {
  /** The caller's going away (see SharedRuns). */
  signal?: AbortSignal;
  /**
   * When this caller is the last to leave, how long (ms) the computation goes on before it is
   * cancelled, for an identical caller to join; 0 (the default) cancels it at once.
   */
  lingerMs?: number;
}

export interface SharedRunResult<T> {
  value: T;
  /** True when the caller joined a computation already in flight rather than starting it. */
  joined: boolean;
}

/**
 * Joins identical concurrent computations: while a computation for a key is in flight, another
 * `run` with that key waits for the same result instead of starting a second one, so N identical
 * chart requests cause one engine query.
 *
 * Each caller may go away (its signal aborts): that caller gets an AbortError at once while the
 * others keep waiting, and the computation's own signal aborts only once no caller is left, which is
 * what lets a client that disconnects cancel an engine query no one else waits for. A last caller
 * that leaves with a `lingerMs` gives the computation that long first: a caller arriving meanwhile
 * joins it, and it is not cancelled.
 */
export class SharedRuns<T> {
  private readonly runs = new Map<string, Run<T>>();

  /** How many distinct computations are in flight. */
  get size(): number {
    return this.runs.size;
  }

  run(key: string, compute: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    return this.join(key, compute, { signal }).then((result) => result.value);
  }

  /** As `run`, also saying whether the caller started the computation or joined one in flight. */
  join(
    key: string,
    compute: (signal: AbortSignal) => Promise<T>,
    options: SharedRunOptions = {},
  ): Promise<SharedRunResult<T>> {
    const { signal, lingerMs = 0 } = options;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const existing = this.runs.get(key);
    const run = existing ?? this.start(key, compute);
    const joined = existing !== undefined;
    if (run.lingering !== undefined) {
      clearTimeout(run.lingering);
      run.lingering = undefined;
    }
    run.waiting += 1;
    if (!signal) return run.promise.then((value) => ({ value, joined }));
    return new Promise<SharedRunResult<T>>((resolve, reject) => {
      const leave = (): void => {
        reject(abortError(signal));
        run.waiting -= 1;
        if (run.waiting > 0) return;
        if (lingerMs > 0) {
          run.lingering = setTimeout(() => this.cancel(key, run, signal.reason), lingerMs);
          // A lingering run never keeps the process alive on its own.
          run.lingering.unref?.();
        } else this.cancel(key, run, signal.reason);
      };
      signal.addEventListener('abort', leave, { once: true });
      run.promise.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve({ value, joined });
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  private cancel(key: string, run: Run<T>, reason: unknown): void {
    run.lingering = undefined;
    if (run.waiting > 0) return;
    // Forget the run first: a caller arriving from now on starts afresh instead of joining a
    // computation that is being cancelled.
    if (this.runs.get(key) === run) this.runs.delete(key);
    run.controller.abort(reason);
  }

  private start(key: string, compute: (signal: AbortSignal) => Promise<T>): Run<T> {
    const controller = new AbortController();
    // async: a compute that throws before its first await rejects like one that fails later.
    const promise = (async () => compute(controller.signal))();
    const run: Run<T> = { promise, controller, waiting: 0 };
    this.runs.set(key, run);
    const forget = (): void => {
      if (run.lingering !== undefined) clearTimeout(run.lingering);
      run.lingering = undefined;
      if (this.runs.get(key) === run) this.runs.delete(key);
    };
    // The caller handlers report the outcome; this one only forgets the run, and keeps a rejection
    // that no caller is left to hear (everyone went away) from being an unhandled rejection.
    promise.then(forget, forget);
    return run;
  }
}
