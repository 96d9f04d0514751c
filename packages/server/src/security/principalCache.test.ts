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

describe('PrincipalCache.forgetSession', () => {
  it("drops every token of that login and keeps other logins' tokens", () => {
    const cache = new PrincipalCache(5_000);
    const other: Principal = { ...PRINCIPAL, sid: 'other' };
    cache.set('access-1', PRINCIPAL, LATER());
    cache.set('access-2', PRINCIPAL, LATER());
    cache.set('access-3', other, LATER());
    cache.forgetSession('s');
    expect(cache.get('access-1')).toBeUndefined();
    expect(cache.get('access-2')).toBeUndefined();
    expect(cache.get('access-3')).toBe(other);
  });
});

describe('PrincipalCache.version', () => {
  it('does not store a principal loaded before a clear or a forgotten session', () => {
    const cache = new PrincipalCache(5_000);
    const beforeClear = cache.version;
    cache.clear();
    cache.set('t1', PRINCIPAL, LATER(), beforeClear);
    expect(cache.get('t1')).toBeUndefined();
    const beforeForget = cache.version;
    cache.forgetSession('elsewhere');
    cache.set('t2', PRINCIPAL, LATER(), beforeForget);
    expect(cache.get('t2')).toBeUndefined();
    cache.set('t3', PRINCIPAL, LATER(), cache.version);
    expect(cache.get('t3')).toBe(PRINCIPAL);
  });
});
