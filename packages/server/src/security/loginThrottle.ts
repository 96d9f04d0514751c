import { LRUCache } from 'lru-cache';

/** Keys a login attempt is counted under: one per username, one per client address. */
export interface LoginAttempt {
  username: string;
  address: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counters kept at most; beyond it the least recently used are dropped (the address counter stays). */
const MAX_KEYS = 100_000;

/**
 * One login rate limit for both login routes: at most `max` attempts per username and per client
 * address in a fixed window, so neither guessing one user's password from many places nor trying
 * many usernames from one place gets more than `max` tries. Every attempt counts, failed or not, as
 * the per-route limit before it did. Counters live in this process: each web node counts on its own.
 */
export class LoginThrottle {
  private readonly counters: LRUCache<string, { count: number }>;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Milliseconds of a monotonic clock (tests pass their own). */
    now: () => number = () => performance.now(),
  ) {
    this.counters = new LRUCache({
      max: MAX_KEYS,
      ttl: Math.max(windowMs, 1),
      ttlAutopurge: false,
      // Read the clock on every check (no 1 ms caching), so a window ends exactly on time.
      ttlResolution: 0,
      perf: { now },
    });
  }

  /** Counts one attempt, unless a counter is already at the limit (that attempt is refused, uncounted). */
  attempt({ username, address }: LoginAttempt): ThrottleVerdict {
    // Usernames are looked up exactly, but case variants must not buy more guesses.
    const keys = [`user:${username.trim().toLowerCase()}`, `addr:${address}`];
    const full = keys.filter((key) => (this.counters.get(key)?.count ?? 0) >= this.max);
    if (full.length) {
      // A key with no counter is full only when max is 0 (no logins at all): say try after a window.
      const waits = full.map((key) =>
        this.counters.has(key) ? this.counters.getRemainingTTL(key) : this.windowMs,
      );
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
    }
    for (const key of keys) {
      const counter = this.counters.get(key);
      // Counted in place, so the window keeps running from the first attempt.
      if (counter) counter.count += 1;
      else this.counters.set(key, { count: 1 });
    }
    return { allowed: true };
  }
}
