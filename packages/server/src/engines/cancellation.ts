import { EngineError, type ExecuteOptions } from './EngineSpec.js';

/** How long a cancelled query may take to stop before its connection is torn down instead. */
export const CANCEL_GRACE_MS = 5_000;

export function cancelledError(): EngineError {
  return new EngineError('The query was cancelled.', 'QUERY_CANCELLED');
}

export function timeoutError(timeoutMs: number): EngineError {
  // Superset's SQLLAB_TIMEOUT_ERROR wording.
  const seconds = Number((timeoutMs / 1000).toFixed(3));
  return new EngineError(
    `The query was killed after ${seconds} seconds. It might be too complex, or the database might be under heavy load.`,
    'SQLLAB_TIMEOUT_ERROR',
  );
}

/**
 * Turns ExecuteOptions' timeout and AbortSignal into one cancellation: the engine registers how to
 * cancel its running call (`onCancel`), and whatever the call then returns or throws, the caller gets
 * the cancellation error. That matters for engines where a cancelled call still "succeeds" (MariaDB's
 * SLEEP() returns 1 when its query is killed).
 */
export class CancelScope {
  private reason: EngineError | null = null;
  private readonly handlers = new Set<() => void>();
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly signal: AbortSignal | undefined;
  private readonly onAbort = (): void => this.cancel(cancelledError());

  constructor(options: ExecuteOptions = {}) {
    this.signal = options.signal;
    if (this.signal?.aborted) this.reason = cancelledError();
    else this.signal?.addEventListener('abort', this.onAbort, { once: true });
    const timeoutMs = options.timeoutMs;
    if (this.reason === null && timeoutMs !== undefined && timeoutMs > 0 && Number.isFinite(timeoutMs)) {
      this.timer = setTimeout(() => this.cancel(timeoutError(timeoutMs)), timeoutMs);
    }
  }

  /** The cancellation error once the timeout fired or the signal aborted, else null. */
  get cancelled(): EngineError | null {
    return this.reason;
  }

  throwIfCancelled(): void {
    if (this.reason) throw this.reason;
  }

  /** Registers how to stop the running engine call; runs at once when already cancelled. */
  onCancel(handler: () => void): () => void {
    if (this.reason) {
      handler();
      return () => {};
    }
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /**
   * The error to throw for a failed engine call: the cancellation when there was one (the engine's
   * own "canceling statement" message means nothing to the caller), else the mapped engine error.
   */
  failure(error: unknown, map: (error: unknown) => EngineError): EngineError {
    return this.reason ?? (error instanceof EngineError ? error : map(error));
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
    this.handlers.clear();
  }

  private cancel(reason: EngineError): void {
    if (this.reason) return;
    this.reason = reason;
    if (this.timer) clearTimeout(this.timer);
    for (const handler of [...this.handlers]) {
      try {
        handler();
      } catch {
        // A failing cancel handler must not keep the others from running; the query still ends as cancelled.
      }
    }
  }
}

/**
 * Between two cancel requests while the engine call still runs. A cancel that reaches the engine
 * before it begins the statement (PostgreSQL's pg_cancel_backend, MySQL's KILL QUERY on a session
 * still reading the command) is dropped by the engine, so one request is not enough.
 */
export const CANCEL_RETRY_MS = 200;

export interface RunningEngineCall {
  /** Settles when the engine call ends; null when none is running. */
  running(): Promise<unknown> | null;
  /** Asks the engine to cancel the running statement (from a connection outside the pool). */
  cancel(): Promise<void>;
  /** Ends the engine session for good: the call ignored every cancel for CANCEL_GRACE_MS. */
  terminate(): Promise<void>;
}

/**
 * Stops a running engine call: asks the engine to cancel it until it ends, and ends its session
 * when it still runs after CANCEL_GRACE_MS. Resolves once the call ended or was terminated, so the
 * caller never reuses a session a late cancel could still land on.
 */
export async function stopEngineCall(call: RunningEngineCall): Promise<'cancelled' | 'terminated'> {
  const deadline = Date.now() + CANCEL_GRACE_MS;
  for (let pending = call.running(); pending; pending = call.running()) {
    const left = deadline - Date.now();
    if (left <= 0) {
      await call.terminate();
      return 'terminated';
    }
    await call.cancel();
    let wait: NodeJS.Timeout | undefined;
    await Promise.race([
      pending.then(
        () => undefined,
        () => undefined,
      ),
      new Promise<void>((resolve) => {
        wait = setTimeout(resolve, Math.min(CANCEL_RETRY_MS, left));
      }),
    ]);
    clearTimeout(wait);
  }
  return 'cancelled';
}
