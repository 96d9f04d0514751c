import { LoginRequest, SessionLoginRequest } from '@loupe/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import { TooManyRequestsError } from '../../errors.js';
import { SESSION_COOKIE } from '../../security/authenticate.js';
import { access } from '../../security/routeAccess.js';
import type { AuthService } from './AuthService.js';

export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';

function bearerOf(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(.+)$/i.exec(header)?.[1] : undefined;
}

/** Login and logout: the login page's cookie session, and Superset's JWT API for API clients. */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, config: AppConfig): void {
  // Keyed by client address so a burst of guesses from one place is stopped whatever usernames it tries.
  const rateLimit = {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.timeWindowMs,
    errorResponseBuilder: (): Error => new TooManyRequestsError(TOO_MANY_LOGINS),
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

  app.post(
    '/login/',
    {
      config: { access: access.public(), rateLimit },
      schema: { tags: ['Security'], body: SessionLoginRequest },
    },
    async (request, reply) => {
      const { username, password } = request.body as SessionLoginRequest;
      const user = await auth.authenticate(username, password);
      setSession(reply, await auth.sessionFor(user));
      const { id, first_name, last_name, email } = user;
      return { result: { id, username: user.username, first_name, last_name, email } };
    },
  );

  app.get(
    '/logout/',
    { config: { access: access.public() }, schema: { hide: true } },
    async (_request, reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.redirect('/login/');
    },
  );

  app.post(
    '/api/v1/security/login',
    { config: { access: access.public(), rateLimit }, schema: { tags: ['Security'], body: LoginRequest } },
    async (request) => {
      const body = request.body as LoginRequest;
      return auth.apiLogin(body.username, body.password, body.refresh ?? false);
    },
  );

  app.post(
    '/api/v1/security/refresh',
    // The bearer here is a refresh token, which the access guard would reject; the service checks it.
    { config: { access: access.public(), rawBearer: true }, schema: { tags: ['Security'] } },
    async (request) => auth.refresh(bearerOf(request.headers.authorization)),
  );

  app.get(
    '/api/v1/security/csrf_token/',
    { config: { access: access.authenticated() }, schema: { tags: ['Security'] } },
    async (request) => ({ result: auth.csrfToken(request.principal!) }),
  );
}
