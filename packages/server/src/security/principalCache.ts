import { LRUCache } from 'lru-cache';
import type { Principal } from './routeAccess.js';

/**
 * Remembers which principal a token stands for, so a busy client does not cost a signature check and
 * three metadata queries per request. Entries live a few seconds (and never past the token's
 * expiry); this node drops them at once when users or roles change, other nodes within the TTL.
 */
export class PrincipalCache {
  private readonly cache: LRUCache<string, Principal>;

  constructor(private readonly ttlMs: number) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(ttlMs, 1), ttlAutopurge: false });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(token: string): Principal | undefined {
    return this.enabled ? this.cache.get(token) : undefined;
  }

  set(token: string, principal: Principal, expiresAtMs: number): void {
    const ttl = Math.min(this.ttlMs, expiresAtMs - Date.now());
    if (this.enabled && ttl > 0) this.cache.set(token, principal, { ttl });
  }

  /** Called after any change to users, roles or permissions. */
  clear(): void {
    this.cache.clear();
  }
}
