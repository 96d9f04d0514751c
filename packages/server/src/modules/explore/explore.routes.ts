import {
  created,
  ExplorePermalinkRequest,
  ExplorePermalinkResponse,
  ExplorePermalinkValue,
  ExploreQuerystring,
  ExploreResponse,
  FormDataGetResponse,
  FormDataKeyResponse,
  FormDataRequest,
  FormDataUpdateResponse,
  KeyParams,
  MessageResponse,
  ok,
  TabQuerystring,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import type { ExploreService } from './ExploreService.js';

/** /api/v1/explore/: the explore page bootstrap, the form-data cache and permalinks (contract §6). */
export function registerExploreRoutes(app: FastifyInstance, explore: ExploreService): void {
  const api = typed(app);
  const tags = ['Explore'];
  const formRead = { access: access.can('can_read', 'ExploreFormDataRestApi') };
  const formWrite = { access: access.can('can_write', 'ExploreFormDataRestApi') };

  api.get(
    '/api/v1/explore/',
    {
      config: { access: access.can('can_read', 'Explore') },
      schema: { tags, querystring: ExploreQuerystring, response: ok(ExploreResponse) },
    },
    async (request) => explore.explore(request.query, principalOf(request)),
  );

  api.post(
    '/api/v1/explore/form_data',
    {
      config: formWrite,
      schema: {
        tags,
        querystring: TabQuerystring,
        body: FormDataRequest,
        response: created(FormDataKeyResponse),
      },
    },
    async (request, reply) => {
      const key = await explore.createFormData(request.body, request.query.tab_id, principalOf(request));
      return reply.code(201).send({ key });
    },
  );

  api.put(
    '/api/v1/explore/form_data/:key',
    {
      config: formWrite,
      schema: {
        tags,
        params: KeyParams,
        querystring: TabQuerystring,
        body: FormDataRequest,
        response: ok(FormDataUpdateResponse),
      },
    },
    async (request) => ({
      message: await explore.updateFormData(
        request.params.key,
        request.body,
        request.query.tab_id,
        principalOf(request),
      ),
    }),
  );

  api.get(
    '/api/v1/explore/form_data/:key',
    { config: formRead, schema: { tags, params: KeyParams, response: ok(FormDataGetResponse) } },
    async (request) => ({
      form_data: await explore.readFormData(request.params.key, principalOf(request)),
    }),
  );

  api.delete(
    '/api/v1/explore/form_data/:key',
    { config: formWrite, schema: { tags, params: KeyParams, response: ok(MessageResponse) } },
    async (request) => {
      await explore.deleteFormData(request.params.key, principalOf(request));
      return { message: 'Deleted successfully' };
    },
  );

  api.post(
    '/api/v1/explore/permalink',
    {
      config: { access: access.can('can_write', 'ExplorePermalinkRestApi') },
      schema: { tags, body: ExplorePermalinkRequest, response: created(ExplorePermalinkResponse) },
    },
    async (request, reply) =>
      reply.code(201).send(await explore.createPermalink(request.body, principalOf(request))),
  );

  api.get(
    '/api/v1/explore/permalink/:key',
    {
      config: { access: access.can('can_read', 'ExplorePermalinkRestApi') },
      schema: { tags, params: KeyParams, response: ok(ExplorePermalinkValue) },
    },
    async (request) => explore.readPermalink(request.params.key, principalOf(request)),
  );
}
