import { describe, expect, it } from 'vitest';
import { TokenService, type TokenType } from './tokens.js';

const TTL = { access: 60, refresh: 120, session: 300 };

describe('TokenService', () => {
  const tokens = new TokenService('secret-a', TTL);

  it.each<TokenType>(['access', 'refresh', 'session'])('verifies its own %s token', async (type) => {
    const before = Date.now();
    const token = await tokens.sign(42, type, 'sid-1');
    const claims = await tokens.verify(token, type);
    expect(claims).toMatchObject({ userId: 42, type, sid: 'sid-1' });
    const expected = before + TTL[type] * 1000;
    expect(claims?.expiresAt).toBeGreaterThanOrEqual(Math.floor(expected / 1000) * 1000 - 1000);
    expect(claims?.expiresAt).toBeLessThanOrEqual(expected + 1000);
  });

  it.each<[TokenType, TokenType]>([
    ['refresh', 'access'],
    ['access', 'refresh'],
    ['session', 'access'],
    ['access', 'session'],
  ])('refuses a %s token where a %s token is needed', async (signed, wanted) => {
    expect(await tokens.verify(await tokens.sign(1, signed), wanted)).toBeNull();
  });

  it('refuses a token signed with another secret key', async () => {
    const other = new TokenService('secret-b', TTL);
    expect(await tokens.verify(await other.sign(1, 'access'), 'access')).toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'])('refuses %j', async (token) => {
    expect(await tokens.verify(token, 'access')).toBeNull();
  });

  it('refuses an expired token', async () => {
    const shortLived = new TokenService('secret-a', { ...TTL, access: 0 });
    expect(await tokens.verify(await shortLived.sign(1, 'access'), 'access')).toBeNull();
  });

  it('gives each login its own session id', async () => {
    const a = await tokens.verify(await tokens.sign(1, 'session'), 'session');
    const b = await tokens.verify(await tokens.sign(1, 'session'), 'session');
    expect(a?.sid).toBeTruthy();
    expect(a?.sid).not.toBe(b?.sid);
  });

  it('binds the CSRF token to the session id and the secret key', () => {
    const token = tokens.csrfToken('sid-1');
    expect(tokens.csrfTokenMatches('sid-1', token)).toBe(true);
    expect(tokens.csrfTokenMatches('sid-2', token)).toBe(false);
    expect(tokens.csrfTokenMatches('sid-1', undefined)).toBe(false);
    expect(tokens.csrfTokenMatches('sid-1', '')).toBe(false);
    expect(tokens.csrfTokenMatches('sid-1', `${token}x`)).toBe(false);
    expect(new TokenService('secret-b', TTL).csrfTokenMatches('sid-1', token)).toBe(false);
  });
});

describe('TokenService generations and login CSRF', () => {
  const tokens = new TokenService('secret-a', TTL);

  it('carries the user token generation, 0 when the token names none', async () => {
    expect(await tokens.verify(await tokens.sign(1, 'refresh', 'sid-1', 7), 'refresh')).toMatchObject({
      generation: 7,
      sid: 'sid-1',
    });
    expect((await tokens.verify(await tokens.sign(1, 'session'), 'session'))?.generation).toBe(0);
  });

  it('binds the login CSRF token to the pre-session id, apart from session tokens', () => {
    const token = tokens.loginCsrfToken('pre-1');
    expect(tokens.loginCsrfTokenMatches('pre-1', token)).toBe(true);
    expect(tokens.loginCsrfTokenMatches('pre-2', token)).toBe(false);
    expect(tokens.loginCsrfTokenMatches('pre-1', undefined)).toBe(false);
    // A session's token never passes as a login token for a pre-session id of the same text.
    expect(tokens.loginCsrfTokenMatches('pre-1', tokens.csrfToken('pre-1'))).toBe(false);
    expect(new TokenService('secret-b', TTL).loginCsrfTokenMatches('pre-1', token)).toBe(false);
  });
});
