import {
  CsrfTokenResponse,
  LoginRequest,
  LoginResponse,
  ok,
  RefreshResponse,
  SessionLoginRequest,
  SessionLoginResponse,
} from '@loupe/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { TooManyRequestsError } from '../../errors.js';
import { SESSION_COOKIE } from '../../security/authenticate.js';
import { LoginCsrf, presentedCsrfToken } from '../../security/loginCsrf.js';
import { LoginThrottle } from '../../security/loginThrottle.js';
import { typed } from '../../platform/typedRoutes.js';
import { access } from '../../security/routeAccess.js';
import type { AuthService } from './AuthService.js';

export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';

function bearerOf(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(.+)$/i.exec(header)?.[1] : undefined;
}

/** Login and logout: the login page's cookie session, and Superset's JWT API for API clients. */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, config: AppConfig): void {
  // One limit for both login routes, per username and per client address (security/loginThrottle.ts).
  const throttle = new LoginThrottle(config.loginRateLimit.max, config.loginRateLimit.timeWindowMs);
  const loginCsrf = new LoginCsrf(auth.tokens, config.secureCookies);
  const api = typed(app);

  const countAttempt = (request: FastifyRequest, reply: FastifyReply, username: string): void => {
    const verdict = throttle.attempt({ username, address: request.ip });
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new TooManyRequestsError(TOO_MANY_LOGINS);
  };
  const setSession = (reply: FastifyReply, value: string): void => {
    reply.setCookie(SESSION_COOKIE, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: config.sessionTtlSeconds,
    });
  };

  api.post(
    '/login/',
    {
      config: { access: access.public() },
      schema: { tags: ['Security'], body: SessionLoginRequest, response: ok(SessionLoginResponse) },
    },
    async (request, reply) => {
      const { username, password, csrf_token } = request.body;
      // Checked before anything counts or changes: a forged login post is refused as it came.
      loginCsrf.check(request, presentedCsrfToken(request, csrf_token));
      countAttempt(request, reply, username);
      const user = await auth.authenticate(username, password);
      setSession(reply, await auth.sessionFor(user));
      loginCsrf.clear(reply);
      // Signing in over a live session ends that one rather than leaving it valid behind the new cookie.
      if (request.principal?.via === 'session') await auth.logout(request.principal);
      const { id, first_name, last_name, email } = user;
      return { result: { id, username: user.username, first_name, last_name, email } };
    },
  );

  api.get(
    '/logout/',
    { config: { access: access.public() }, schema: { hide: true } },
    async (request, reply) => {
      // Revoked in the store, so the cookie (or the bearer's API login) fails on every node if replayed.
      if (request.principal) await auth.logout(request.principal);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.redirect('/login/');
    },
  );

  api.post(
    '/api/v1/security/login',
    {
      config: { access: access.public() },
      schema: { tags: ['Security'], body: LoginRequest, response: ok(LoginResponse) },
    },
    async (request, reply) => {
      const body = request.body;
      countAttempt(request, reply, body.username);
      return auth.apiLogin(body.username, body.password, body.refresh ?? false);
    },
  );

  api.post(
    '/api/v1/security/refresh',
    // The bearer here is a refresh token, which the access guard would reject; the service checks it.
    {
      config: { access: access.public(), rawBearer: true },
      schema: { tags: ['Security'], response: ok(RefreshResponse) },
    },
    async (request) => auth.refresh(bearerOf(request.headers.authorization)),
  );

  api.get(
    '/api/v1/security/csrf_token/',
    // Public: an anonymous browser gets the login form's token, bound to a pre-session cookie.
    { config: { access: access.public() }, schema: { tags: ['Security'], response: ok(CsrfTokenResponse) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const principal = request.principal;
      return { result: principal ? auth.csrfToken(principal) : loginCsrf.issue(request, reply) };
    },
  );
}
