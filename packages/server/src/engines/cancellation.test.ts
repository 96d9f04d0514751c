import { describe, expect, it, vi } from 'vitest';

import { CANCEL_GRACE_MS, CANCEL_RETRY_MS, CancelScope, stopEngineCall } from './cancellation.js';
import { EngineError } from './EngineSpec.js';

describe('CancelScope', () => {
  it('runs the cancel handler when the timeout passes, and reports the timeout', async () => {
    vi.useFakeTimers();
    try {
      const scope = new CancelScope({ timeoutMs: 1500 });
      const handler = vi.fn();
      scope.onCancel(handler);
      vi.advanceTimersByTime(1499);
      expect(handler).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(handler).toHaveBeenCalledTimes(1);
      expect(scope.cancelled).toMatchObject({ errorType: 'SQLLAB_TIMEOUT_ERROR' });
      expect(scope.cancelled?.message).toMatch(/^The query was killed after 1.5 seconds\./);
      scope.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a handler registered after the abort at once', () => {
    const controller = new AbortController();
    controller.abort();
    const scope = new CancelScope({ signal: controller.signal });
    const handler = vi.fn();
    scope.onCancel(handler);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(() => scope.throwIfCancelled()).toThrow('The query was cancelled.');
  });

  it('turns any failure after a cancel into the cancellation, and maps the others', () => {
    const controller = new AbortController();
    const scope = new CancelScope({ signal: controller.signal });
    const map = (): EngineError => new EngineError('mapped');
    expect(scope.failure(new Error('driver text'), map).message).toBe('mapped');
    controller.abort();
    expect(scope.failure(new Error('canceling statement due to user request'), map)).toMatchObject({
      errorType: 'QUERY_CANCELLED',
    });
  });

  it('stops listening once disposed', () => {
    const controller = new AbortController();
    const scope = new CancelScope({ signal: controller.signal, timeoutMs: 10_000 });
    const handler = vi.fn();
    scope.onCancel(handler);
    scope.dispose();
    controller.abort();
    expect(handler).not.toHaveBeenCalled();
    expect(scope.cancelled).toBeNull();
  });
});

describe('stopEngineCall', () => {
  it('asks again while the call still runs: a cancel sent before the engine began the statement is lost', async () => {
    let end!: () => void;
    const call = new Promise<void>((resolve) => (end = resolve));
    let running = true;
    void call.then(() => (running = false));
    let cancels = 0;
    const terminate = vi.fn(async () => undefined);
    const stopped = stopEngineCall({
      running: () => (running ? call : null),
      // The first two requests arrive too early and do nothing; the third stops the call.
      cancel: async () => {
        cancels += 1;
        if (cancels === 3) end();
      },
      terminate,
    });
    expect(await stopped).toBe('cancelled');
    expect(cancels).toBe(3);
    expect(terminate).not.toHaveBeenCalled();
  });

  it('ends the session when the call ignores every cancel for the grace', async () => {
    vi.useFakeTimers();
    try {
      let running = true;
      const call = new Promise<void>(() => undefined);
      const cancel = vi.fn(async () => undefined);
      const terminate = vi.fn(async () => {
        running = false;
      });
      const stopped = stopEngineCall({ running: () => (running ? call : null), cancel, terminate });
      await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS - 1);
      expect(terminate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(CANCEL_RETRY_MS);
      expect(await stopped).toBe('terminated');
      expect(terminate).toHaveBeenCalledTimes(1);
      expect(cancel.mock.calls.length).toBeGreaterThanOrEqual(CANCEL_GRACE_MS / CANCEL_RETRY_MS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing when no call runs', async () => {
    const cancel = vi.fn(async () => undefined);
    expect(await stopEngineCall({ running: () => null, cancel, terminate: cancel })).toBe('cancelled');
    expect(cancel).not.toHaveBeenCalled();
  });
});
