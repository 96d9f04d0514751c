import type { FastifyInstance } from 'fastify';
import { access } from '../../security/routeAccess.js';
import type { AuthService } from './AuthService.js';

/** The current user, and their roles with permission pairs (contract §1). */
export function registerMeRoutes(app: FastifyInstance, auth: AuthService): void {
  const config = { access: access.authenticated() };
  app.get('/api/v1/me/', { config, schema: { tags: ['Current User'] } }, async (request) => ({
    result: auth.me(request.principal!),
  }));
  app.get('/api/v1/me/roles/', { config, schema: { tags: ['Current User'] } }, async (request) => ({
    result: auth.meRoles(request.principal!),
  }));
}
