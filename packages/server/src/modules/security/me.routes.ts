import { MeResponse, MeRolesResponse, ok } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import type { AuthService } from './AuthService.js';

/** The current user, and their roles with permission pairs (contract §1). */
export function registerMeRoutes(app: FastifyInstance, auth: AuthService): void {
  const api = typed(app);
  const config = { access: access.authenticated() };
  const tags = ['Current User'];
  api.get('/api/v1/me/', { config, schema: { tags, response: ok(MeResponse) } }, async (request) => ({
    result: auth.me(principalOf(request)),
  }));
  api.get(
    '/api/v1/me/roles/',
    { config, schema: { tags, response: ok(MeRolesResponse) } },
    async (request) => ({
      result: auth.meRoles(principalOf(request)),
    }),
  );
}
