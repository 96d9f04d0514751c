import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors.js';
import type { Principal } from './routeAccess.js';

/**
 * The caller of a route that requires a login. The access guard has already refused anonymous
 * callers of such routes, so the 401 here only fires if a route is declared public by mistake:
 * a typed answer instead of a `request.principal!` that would crash on null.
 */
export function principalOf(request: FastifyRequest): Principal {
  const principal = request.principal;
  if (!principal) throw new UnauthorizedError();
  return principal;
}
