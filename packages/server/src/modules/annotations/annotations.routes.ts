import {
  created,
  IdListQuerystring,
  ListResponse as ListResponseSchema,
  MessageResponse,
  ok,
  parseIdList,
  RisonQuerystring,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { ANNOTATION_LAYER_LIST } from './annotationLists.js';
import {
  AnnotationCreateRequest,
  AnnotationGetResponse,
  AnnotationLayerCreateRequest,
  AnnotationLayerGetResponse,
  AnnotationLayerUpdateRequest,
  AnnotationLayerWriteResponse,
  AnnotationUpdateRequest,
  LayerAnnotationParams,
  LayerParams,
} from './annotationSchemas.js';
import type { AnnotationService } from './AnnotationService.js';

/** Superset's ngettext message of a bulk delete. */
const deletedMessage = (count: number, singular: string, plural: string): string =>
  `Deleted ${count} ${count === 1 ? singular : plural}`;

/**
 * /api/v1/annotation_layer/ and /api/v1/annotation_layer/<pk>/annotation/, both guarded by
 * Superset's `Annotation` class permission (can_read for reads, can_write for changes).
 */
export function registerAnnotationRoutes(
  app: FastifyInstance,
  services: { annotations: AnnotationService; lists: ListService },
): void {
  const api = typed(app);
  const { annotations } = services;
  const base = '/api/v1/annotation_layer';
  const read = { access: access.can('can_read', 'Annotation') };
  const write = { access: access.can('can_write', 'Annotation') };
  const tags = ['Annotation Layers'];

  registerListRoutes(app, ANNOTATION_LAYER_LIST, services.lists, {
    list: (q) => annotations.listLayers(q),
    bulkDelete: (ids) => annotations.deleteLayers(ids),
  });

  api.get(
    `${base}/:pk`,
    { config: read, schema: { tags, params: LayerParams, response: ok(AnnotationLayerGetResponse) } },
    async (request) => {
      const { pk } = request.params;
      return { id: pk, result: await annotations.getLayer(pk) };
    },
  );

  api.post(
    `${base}/`,
    {
      config: write,
      schema: { tags, body: AnnotationLayerCreateRequest, response: created(AnnotationLayerWriteResponse) },
    },
    async (request, reply) =>
      reply.code(201).send(await annotations.createLayer(request.body, principalOf(request))),
  );

  api.put(
    `${base}/:pk`,
    {
      config: write,
      schema: {
        tags,
        params: LayerParams,
        body: AnnotationLayerUpdateRequest,
        response: ok(AnnotationLayerWriteResponse),
      },
    },
    async (request) => annotations.updateLayer(request.params.pk, request.body, principalOf(request)),
  );

  api.delete(
    `${base}/:pk`,
    { config: write, schema: { tags, params: LayerParams, response: ok(MessageResponse) } },
    async (request) => {
      await annotations.deleteLayers([request.params.pk]);
      return { message: 'OK' };
    },
  );

  const annotationBase = `${base}/:pk/annotation`;

  api.get(
    `${annotationBase}/`,
    {
      config: read,
      schema: { tags, params: LayerParams, querystring: RisonQuerystring, response: ok(ListResponseSchema) },
    },
    async (request) => annotations.listAnnotations(request.params.pk, request.query.q),
  );

  api.get(
    `${annotationBase}/:id`,
    { config: read, schema: { tags, params: LayerAnnotationParams, response: ok(AnnotationGetResponse) } },
    async (request) => {
      const { pk, id } = request.params;
      return { id, result: await annotations.getAnnotation(pk, id) };
    },
  );

  api.post(
    `${annotationBase}/`,
    {
      config: write,
      schema: {
        tags,
        params: LayerParams,
        body: AnnotationCreateRequest,
        response: created(AnnotationLayerWriteResponse),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await annotations.createAnnotation(request.params.pk, request.body, principalOf(request))),
  );

  api.put(
    `${annotationBase}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: LayerAnnotationParams,
        body: AnnotationUpdateRequest,
        response: ok(AnnotationLayerWriteResponse),
      },
    },
    async (request) => {
      const { pk, id } = request.params;
      return annotations.updateAnnotation(pk, id, request.body, principalOf(request));
    },
  );

  api.delete(
    `${annotationBase}/:id`,
    { config: write, schema: { tags, params: LayerAnnotationParams, response: ok(MessageResponse) } },
    async (request) => {
      const { pk, id } = request.params;
      await annotations.deleteAnnotations(pk, [id]);
      return { message: 'OK' };
    },
  );

  api.delete(
    `${annotationBase}/`,
    {
      config: write,
      schema: { tags, params: LayerParams, querystring: IdListQuerystring, response: ok(MessageResponse) },
    },
    async (request) => {
      const deleted = await annotations.deleteAnnotations(request.params.pk, parseIdList(request.query.q));
      return { message: deletedMessage(deleted, 'annotation', 'annotations') };
    },
  );
}
