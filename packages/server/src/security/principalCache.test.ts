import { describe, expect, it } from 'vitest';
import { PrincipalCache } from './principalCache.js';
import type { Principal } from './routeAccess.js';

const PRINCIPAL: Principal = {
  user: { id: 1, username: 'a', first_name: 'A', last_name: 'B', email: 'a@b', active: true },
  grants: { roles: { Gamma: [['can_read', 'Chart']] } },
  via: 'bearer',
  sid: 's',
};
const LATER = (): number => Date.now() + 60_000;

describe('PrincipalCache', () => {
  it('returns what was stored until cleared', () => {
    const cache = new PrincipalCache(5_000);
    cache.set('t1', PRINCIPAL, LATER());
    expect(cache.get('t1')).toBe(PRINCIPAL);
    expect(cache.get('t2')).toBeUndefined();
    cache.clear();
    expect(cache.get('t1')).toBeUndefined();
  });

  it('stores nothing when its TTL is 0', () => {
    const cache = new PrincipalCache(0);
    expect(cache.enabled).toBe(false);
    cache.set('t1', PRINCIPAL, LATER());
    expect(cache.get('t1')).toBeUndefined();
  });

  it('does not keep a principal past its token expiry', () => {
    const cache = new PrincipalCache(5_000);
    cache.set('expired', PRINCIPAL, Date.now() - 1);
    expect(cache.get('expired')).toBeUndefined();
  });
});
