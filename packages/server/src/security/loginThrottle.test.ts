import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle.js';

function clock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('LoginThrottle', () => {
  it('allows max attempts per username, whatever the address, then refuses with the time left', () => {
    const c = clock();
    const throttle = new LoginThrottle(3, 60_000, c.now);
    const verdicts = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'].map((address) =>
      throttle.attempt({ username: 'alice', address }),
    );
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    c.advance(20_000);
    expect(throttle.attempt({ username: 'alice', address: '10.0.0.5' })).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    // Another user from a fresh address is not held back.
    expect(throttle.attempt({ username: 'bob', address: '10.0.0.6' }).allowed).toBe(true);
  });

  it('allows max attempts per address, whatever the usernames', () => {
    const throttle = new LoginThrottle(2, 60_000, clock().now);
    const verdicts = ['a', 'b', 'c'].map((username) => throttle.attempt({ username, address: '10.0.0.1' }));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);
  });

  it('counts case and space variants of a username together', () => {
    const throttle = new LoginThrottle(2, 60_000, clock().now);
    expect(throttle.attempt({ username: 'Alice', address: '1' }).allowed).toBe(true);
    expect(throttle.attempt({ username: ' alice ', address: '2' }).allowed).toBe(true);
    expect(throttle.attempt({ username: 'ALICE', address: '3' }).allowed).toBe(false);
  });

  it('does not count refused attempts, and starts again after the window', () => {
    const c = clock();
    const throttle = new LoginThrottle(1, 60_000, c.now);
    expect(throttle.attempt({ username: 'alice', address: '1' }).allowed).toBe(true);
    c.advance(59_000);
    expect(throttle.attempt({ username: 'alice', address: '1' }).allowed).toBe(false);
    c.advance(1_001);
    expect(throttle.attempt({ username: 'alice', address: '1' }).allowed).toBe(true);
  });

  it('refuses every attempt when the limit is 0', () => {
    const throttle = new LoginThrottle(0, 30_000, clock().now);
    expect(throttle.attempt({ username: 'alice', address: '1' })).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
  });
});
