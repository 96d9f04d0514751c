import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh' | 'session';

export interface VerifiedToken {
  userId: number;
  type: TokenType;
  /** Session id: binds the CSRF token to one login; logout revokes it. */
  sid: string;
  /**
   * The user's token generation when the token was issued; a password, role or activation change
   * moves the user to the next one, which revokes every earlier token (0 when the claim is absent).
   */
  generation: number;
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

  async sign(
    userId: number,
    type: TokenType,
    sid: string = TokenService.newSessionId(),
    generation = 0,
  ): Promise<string> {
    return new SignJWT({ type, sid, gen: generation, fresh: type === 'access' })
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
      const generation = payload.gen ?? 0;
      if (!Number.isSafeInteger(generation)) return null;
      return {
        userId,
        type,
        sid: payload.sid,
        generation: generation as number,
        expiresAt: (payload.exp ?? 0) * 1000,
      };
    } catch {
      return null;
    }
  }

  csrfToken(sid: string): string {
    return createHmac('sha256', this.csrfKey).update(sid).digest('base64url');
  }

  csrfTokenMatches(sid: string, presented: string | undefined): boolean {
    return this.hmacMatches(this.csrfToken(sid), presented);
  }

  /**
   * The login form's CSRF token, bound to the anonymous browser's pre-session cookie (double submit
   * under an HMAC). The prefix keeps it apart from every session's token: session ids have no colon.
   */
  loginCsrfToken(preSessionId: string): string {
    return this.csrfToken(`login:${preSessionId}`);
  }

  loginCsrfTokenMatches(preSessionId: string, presented: string | undefined): boolean {
    return this.hmacMatches(this.loginCsrfToken(preSessionId), presented);
  }

  private hmacMatches(expectedToken: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(expectedToken);
    const given = Buffer.from(presented);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
