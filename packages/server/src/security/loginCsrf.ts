import { randomBytes } from 'node:crypto';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors.js';
import type { TokenService } from './tokens.js';

/** 128 random bits, base64url: what a pre-session id looks like; anything else is replaced. */
const PRE_SESSION_ID = /^[\w-]{22}$/;

export const LOGIN_CSRF_MISSING = 'The CSRF token is missing.';
export const LOGIN_CSRF_INVALID = 'The CSRF token is invalid.';

/**
 * Login CSRF: the login form is only accepted with a token bound to the browser that asked for it,
 * so another site cannot sign a victim's browser into the attacker's account.
 *
 * An anonymous browser has no session to bind a token to, so `GET /api/v1/security/csrf_token/`
 * first gives it a pre-session cookie (a random id, HttpOnly, SameSite=Strict) and answers the
 * HMAC of that id under the secret key. `POST /login/` then needs the token (X-CSRFToken header or
 * the form's `csrf_token` field) to match its cookie: double submit, where the HMAC means a token
 * cannot be made up for a cookie, and a cookie another site cannot read or set is what binds it.
 * Behind HTTPS the cookie takes the `__Host-` prefix, which a sibling subdomain cannot set.
 */
export class LoginCsrf {
  readonly cookieName: string;

  constructor(
    private readonly tokens: TokenService,
    private readonly secureCookies: boolean,
  ) {
    this.cookieName = secureCookies ? '__Host-loupe_login_csrf' : 'loupe_login_csrf';
  }

  private preSessionIdOf(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.cookieName];
    return value && PRE_SESSION_ID.test(value) ? value : undefined;
  }

  /** The login token for an anonymous browser, giving it a pre-session cookie when it has none. */
  issue(request: FastifyRequest, reply: FastifyReply): string {
    let id = this.preSessionIdOf(request);
    if (!id) {
      id = randomBytes(16).toString('base64url');
      reply.setCookie(this.cookieName, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: this.secureCookies,
      });
    }
    return this.tokens.loginCsrfToken(id);
  }

  /**
   * Refuses (400) a login whose token does not match the browser's pre-session cookie. A browser that
   * is signed in already may present its session's token instead.
   */
  check(request: FastifyRequest, presented: string | undefined): void {
    if (!presented) throw new BadRequestError(LOGIN_CSRF_MISSING);
    const id = this.preSessionIdOf(request);
    if (id && this.tokens.loginCsrfTokenMatches(id, presented)) return;
    const principal = request.principal;
    if (principal?.via === 'session' && this.tokens.csrfTokenMatches(principal.sid, presented)) return;
    throw new BadRequestError(LOGIN_CSRF_INVALID);
  }

  /** After a login the pre-session is spent: the next login asks for a new token. */
  clear(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName, { path: '/', secure: this.secureCookies });
  }
}

/** The token a request presents: the X-CSRFToken header, else the form's `csrf_token` field. */
export function presentedCsrfToken(request: FastifyRequest, bodyField: unknown): string | undefined {
  const header = request.headers['x-csrftoken'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  return typeof bodyField === 'string' && bodyField !== '' ? bodyField : undefined;
}
