import type {} from '@fastify/swagger';
import type { UserGrants } from '@loupe/core';

/**
 * What a route requires, declared in its `config.access`. A route without a declaration is refused
 * when it is registered, so nothing is reachable by accident (DESIGN.md, security rules).
 */
export type RouteAccess =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'permission'; permission: string; view: string };

export const access = {
  /** Anyone, logged in or not (login, health, the SPA's static files). */
  public: (): RouteAccess => ({ kind: 'public' }),
  /** Any logged-in user; the service applies finer rules. */
  authenticated: (): RouteAccess => ({ kind: 'authenticated' }),
  /** A Superset permission pair such as can_read on Chart. */
  can: (permission: string, view: string): RouteAccess => ({ kind: 'permission', permission, view }),
};

export interface AuthUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
}

/** The authenticated caller of a request. */
export interface Principal {
  user: AuthUser;
  grants: UserGrants;
  via: 'session' | 'bearer';
  /** Session id of the login the credentials came from; the CSRF token is bound to it. */
  sid: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Cookie-authenticated mutations need X-CSRFToken unless the route is exempt (contract §1). */
    csrfExempt?: boolean;
    /** The handler reads the bearer token itself (the refresh route's bearer is a refresh token). */
    rawBearer?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
