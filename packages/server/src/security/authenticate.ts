import '@fastify/cookie';
import { hasPermission } from '@loupe/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError, ForbiddenError, UnauthorizedError } from '../errors.js';
import type { Principal } from './routeAccess.js';
import type { TokenService } from './tokens.js';

export const SESSION_COOKIE = 'session';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface PrincipalLoader {
  /** The active user with their roles' grants, or null when absent or inactive. */
  loadPrincipal(userId: number, via: Principal['via'], sid: string): Promise<Principal | null>;
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

async function resolvePrincipal(
  request: FastifyRequest,
  tokens: TokenService,
  loader: PrincipalLoader,
): Promise<Principal | null> {
  const bearer = request.routeOptions.config.rawBearer ? undefined : bearerToken(request);
  if (bearer !== undefined) {
    // A bad bearer token is an error even on public routes: the caller meant to authenticate.
    const claims = await tokens.verify(bearer, 'access');
    const principal = claims ? await loader.loadPrincipal(claims.userId, 'bearer', claims.sid) : null;
    if (!principal) throw new UnauthorizedError('Token is invalid or has expired');
    return principal;
  }
  // The cookie holds a signed JWT, so it needs no second signature from the cookie plugin.
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const claims = await tokens.verify(cookie, 'session');
  return claims ? loader.loadPrincipal(claims.userId, 'session', claims.sid) : null;
}

/**
 * Installs the two guards every route passes: at registration, a route must declare its access;
 * on each request, the caller is authenticated, authorized and, for cookie mutations, CSRF-checked.
 */
export function installAccessControl(
  app: FastifyInstance,
  tokens: TokenService,
  loader: PrincipalLoader,
): void {
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
    request.principal = await resolvePrincipal(request, tokens, loader);
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
      if (!tokens.csrfTokenMatches(principal.sid, token)) throw new CsrfError('The CSRF token is invalid.');
    }
  });
}
