import { LRUCache } from 'lru-cache';
import type { Principal } from './routeAccess.js';

/**
 * Remembers which principal a token stands for, so a busy client does not cost a signature check and
 * three metadata queries per request. Entries live a few seconds (and never past the token's
 * expiry); this node drops them at once when users or roles change or a session is logged out,
 * other nodes within the TTL (they then read the change, or the revocation, from the metadata store).
 */
export class PrincipalCache {
  private readonly cache: LRUCache<string, Principal>;
  private dropped = 0;

  constructor(private readonly ttlMs: number) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(ttlMs, 1), ttlAutopurge: false });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(token: string): Principal | undefined {
    return this.enabled ? this.cache.get(token) : undefined;
  }

  /** Moves on whenever entries are dropped; a principal loaded before that is not stored. */
  get version(): number {
    return this.dropped;
  }

  /** Stores a principal, unless something was dropped since `loadedAt` (its `version` then). */
  set(token: string, principal: Principal, expiresAtMs: number, loadedAt = this.dropped): void {
    const ttl = Math.min(this.ttlMs, expiresAtMs - Date.now());
    if (this.enabled && ttl > 0 && loadedAt === this.dropped) this.cache.set(token, principal, { ttl });
  }

  /** Called after any change to users, roles or permissions. */
  clear(): void {
    this.dropped += 1;
    this.cache.clear();
  }

  /** Drops every token of one login (its cookie, or its access tokens), after that login is revoked. */
  forgetSession(sid: string): void {
    this.dropped += 1;
    const stale: string[] = [];
    for (const [token, principal] of this.cache.entries()) if (principal.sid === sid) stale.push(token);
    for (const token of stale) this.cache.delete(token);
  }
}
