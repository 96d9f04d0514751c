import '@fastify/cookie';
import { hasPermission } from '@loupe/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError, ForbiddenError, UnauthorizedError } from '../errors.js';
import type { Principal } from './routeAccess.js';
import type { PrincipalCache } from './principalCache.js';
import type { TokenService, VerifiedToken } from './tokens.js';

export const SESSION_COOKIE = 'session';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface PrincipalLoader {
  /**
   * The active user with their roles' grants, or null when absent or inactive; given a token's
   * claims, also null when that token was revoked (its login logged out, or an older generation).
   */
  loadPrincipal(
    userId: number,
    via: Principal['via'],
    sid: string,
    claims?: VerifiedToken,
  ): Promise<Principal | null>;
}

export class CsrfError extends ApiError {
  constructor(description: string) {
    super(400, {
      errors: [
        {
          message: `400 Bad Request: ${description}`,
          error_type: 'GENERIC_BACKEND_ERROR',
          level: 'error',
          extra: {},
        },
      ],
    });
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
}

/** A token's principal, from the cache or by verifying it and loading the user. */
async function principalOfToken(
  token: string,
  type: 'access' | 'session',
  deps: AccessControlDeps,
): Promise<Principal | null> {
  const key = `${type}:${token}`;
  const cached = deps.cache.get(key);
  if (cached) return cached;
  // A revocation on this node while the principal loads must not be undone by caching it afterwards.
  const version = deps.cache.version;
  const claims = await deps.tokens.verify(token, type);
  if (!claims) return null;
  const principal = await deps.loader.loadPrincipal(
    claims.userId,
    type === 'access' ? 'bearer' : 'session',
    claims.sid,
    claims,
  );
  if (principal) deps.cache.set(key, principal, claims.expiresAt, version);
  return principal;
}

async function resolvePrincipal(request: FastifyRequest, deps: AccessControlDeps): Promise<Principal | null> {
  const bearer = request.routeOptions.config.rawBearer ? undefined : bearerToken(request);
  if (bearer !== undefined) {
    // A bad bearer token is an error even on public routes: the caller meant to authenticate.
    const principal = await principalOfToken(bearer, 'access', deps);
    if (!principal) throw new UnauthorizedError('Token is invalid or has expired');
    return principal;
  }
  // The cookie holds a signed JWT, so it needs no second signature from the cookie plugin.
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? principalOfToken(cookie, 'session', deps) : null;
}

export interface AccessControlDeps {
  tokens: TokenService;
  loader: PrincipalLoader;
  cache: PrincipalCache;
}

/**
 * Installs the two guards every route passes: at registration, a route must declare its access;
 * on each request, the caller is authenticated, authorized and, for cookie mutations, CSRF-checked.
 */
export function installAccessControl(app: FastifyInstance, deps: AccessControlDeps): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access permission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Requests that matched no route (404s) carry no declaration and need no principal.
    if (!access) return;
    request.principal = await resolvePrincipal(request, deps);
    if (access.kind === 'public') return;
    const principal = request.principal;
    if (!principal) throw new UnauthorizedError();
    if (access.kind === 'permission' && !hasPermission(principal.grants, access.permission, access.view)) {
      throw new ForbiddenError();
    }
    if (
      principal.via === 'session' &&
      MUTATING.has(request.method) &&
      !request.routeOptions.config.csrfExempt
    ) {
      const presented = request.headers['x-csrftoken'];
      const token = Array.isArray(presented) ? presented[0] : presented;
      if (!token) throw new CsrfError('The CSRF token is missing.');
      if (!deps.tokens.csrfTokenMatches(principal.sid, token))
        throw new CsrfError('The CSRF token is invalid.');
    }
  });
}
