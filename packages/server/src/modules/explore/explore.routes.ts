import type { FastifyInstance } from 'fastify';
import { access } from '../../security/routeAccess.js';
import {
  ExplorePermalinkRequest,
  ExploreQuerystring,
  FormDataRequest,
  KeyParams,
  TabQuerystring,
} from '@loupe/core';
import type { ExploreService } from './ExploreService.js';

/** /api/v1/explore/: the explore page bootstrap, the form-data cache and permalinks (contract §6). */
export function registerExploreRoutes(app: FastifyInstance, explore: ExploreService): void {
  const tags = ['Explore'];
  const formRead = { access: access.can('can_read', 'ExploreFormDataRestApi') };
  const formWrite = { access: access.can('can_write', 'ExploreFormDataRestApi') };

  app.get(
    '/api/v1/explore/',
    {
      config: { access: access.can('can_read', 'Explore') },
      schema: { tags, querystring: ExploreQuerystring },
    },
    async (request) => explore.explore(request.query as ExploreQuerystring, request.principal!),
  );

  app.post(
    '/api/v1/explore/form_data',
    { config: formWrite, schema: { tags, querystring: TabQuerystring, body: FormDataRequest } },
    async (request, reply) => {
      const key = await explore.createFormData(
        request.body as FormDataRequest,
        (request.query as TabQuerystring).tab_id,
        request.principal!,
      );
      return reply.code(201).send({ key });
    },
  );

  app.put(
    '/api/v1/explore/form_data/:key',
    {
      config: formWrite,
      schema: { tags, params: KeyParams, querystring: TabQuerystring, body: FormDataRequest },
    },
    async (request) => ({
      message: await explore.updateFormData(
        (request.params as KeyParams).key,
        request.body as FormDataRequest,
        (request.query as TabQuerystring).tab_id,
        request.principal!,
      ),
    }),
  );

  app.get(
    '/api/v1/explore/form_data/:key',
    { config: formRead, schema: { tags, params: KeyParams } },
    async (request) => ({
      form_data: await explore.readFormData((request.params as KeyParams).key, request.principal!),
    }),
  );

  app.delete(
    '/api/v1/explore/form_data/:key',
    { config: formWrite, schema: { tags, params: KeyParams } },
    async (request) => {
      await explore.deleteFormData((request.params as KeyParams).key, request.principal!);
      return { message: 'Deleted successfully' };
    },
  );

  app.post(
    '/api/v1/explore/permalink',
    {
      config: { access: access.can('can_write', 'ExplorePermalinkRestApi') },
      schema: { tags, body: ExplorePermalinkRequest },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await explore.createPermalink(request.body as ExplorePermalinkRequest, request.principal!)),
  );

  app.get(
    '/api/v1/explore/permalink/:key',
    {
      config: { access: access.can('can_read', 'ExplorePermalinkRestApi') },
      schema: { tags, params: KeyParams },
    },
    async (request) => explore.readPermalink((request.params as KeyParams).key, request.principal!),
  );
}
