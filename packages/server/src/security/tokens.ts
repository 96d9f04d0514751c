import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh' | 'session';

export interface VerifiedToken {
  userId: number;
  type: TokenType;
  /** Session id: binds the CSRF token to one login. */
  sid: string;
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
}

/**
 * Signs and checks the JWTs Loupe hands out: API access and refresh tokens (Superset's
 * flask-jwt-extended pair) and the session cookie. All are HS256 with a key derived from the secret
 * key, so rotating the secret key logs everyone out.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly csrfKey: Buffer;

  constructor(
    secretKey: string,
    private readonly ttl: { access: number; refresh: number; session: number },
  ) {
    this.key = new Uint8Array(createHmac('sha256', secretKey).update('loupe-jwt').digest());
    this.csrfKey = createHmac('sha256', secretKey).update('loupe-csrf').digest();
  }

  static newSessionId(): string {
    return randomBytes(16).toString('base64url');
  }

  async sign(userId: number, type: TokenType, sid: string = TokenService.newSessionId()): Promise<string> {
    return new SignJWT({ type, sid, fresh: type === 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomBytes(12).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(`${this.ttl[type]}s`)
      .sign(this.key);
  }

  /** Returns the token's claims, or null when it is malformed, expired or of another type. */
  async verify(token: string, type: TokenType): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.type !== type || !Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      return { userId, type, sid: payload.sid, expiresAt: (payload.exp ?? 0) * 1000 };
    } catch {
      return null;
    }
  }

  csrfToken(sid: string): string {
    return createHmac('sha256', this.csrfKey).update(sid).digest('base64url');
  }

  csrfTokenMatches(sid: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(this.csrfToken(sid));
    const given = Buffer.from(presented);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
