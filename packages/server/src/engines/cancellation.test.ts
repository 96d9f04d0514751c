import { describe, expect, it, vi } from 'vitest';

import { CancelScope } from './cancellation.js';
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
