import { abortError } from './abortError.js';

interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Callers still waiting for this run's result. */
  waiting: number;
}

/**
 * Joins identical concurrent computations: while a computation for a key is in flight, another
 * `run` with that key waits for the same result instead of starting a second one, so N identical
 * chart requests cause one engine query.
 *
 * Each caller may go away (its signal aborts): that caller gets an AbortError at once while the
 * others keep waiting, and the computation's own signal aborts only once no caller is left, which is
 * what lets a client that disconnects cancel an engine query no one else waits for.
 */
export class SharedRuns<T> {
  private readonly runs = new Map<string, Run<T>>();

  /** How many distinct computations are in flight. */
  get size(): number {
    return this.runs.size;
  }

  run(key: string, compute: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const run = this.runs.get(key) ?? this.start(key, compute);
    run.waiting += 1;
    if (!signal) return run.promise;
    return new Promise<T>((resolve, reject) => {
      const leave = (): void => {
        reject(abortError(signal));
        run.waiting -= 1;
        if (run.waiting === 0) {
          // Forget the run first: a caller arriving from now on starts afresh instead of joining a
          // computation that is being cancelled.
          if (this.runs.get(key) === run) this.runs.delete(key);
          run.controller.abort(signal.reason);
        }
      };
      signal.addEventListener('abort', leave, { once: true });
      run.promise.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  private start(key: string, compute: (signal: AbortSignal) => Promise<T>): Run<T> {
    const controller = new AbortController();
    // async: a compute that throws before its first await rejects like one that fails later.
    const promise = (async () => compute(controller.signal))();
    const run: Run<T> = { promise, controller, waiting: 0 };
    this.runs.set(key, run);
    const forget = (): void => {
      if (this.runs.get(key) === run) this.runs.delete(key);
    };
    // The caller handlers report the outcome; this one only forgets the run, and keeps a rejection
    // that no caller is left to hear (everyone went away) from being an unhandled rejection.
    promise.then(forget, forget);
    return run;
  }
}
