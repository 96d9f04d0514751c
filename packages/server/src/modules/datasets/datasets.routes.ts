import {
  DatasetCreateRequest,
  DatasetDuplicateRequest,
  DatasetGetOrCreateRequest,
  DatasetUpdateQuery,
  DatasetUpdateRequest,
  IdParams,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { BadRequestError } from '../../errors.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import { SAMPLES_PAGE_SIZE, type DatasetDataService } from './DatasetDataService.js';
import { DATASET_LIST } from './datasetList.js';
import type { DatasetService } from './DatasetService.js';

const ColumnValuesParams = Type.Object({
  type: Type.String(),
  id: Type.Integer({ minimum: 1 }),
  column: Type.String({ minLength: 1 }),
});
type ColumnValuesParams = Static<typeof ColumnValuesParams>;

const SamplesQuery = Type.Object({
  datasource_type: Type.String(),
  datasource_id: Type.Integer({ minimum: 1 }),
  force: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1 })),
});
type SamplesQuery = Static<typeof SamplesQuery>;

const DatasourceKeyQuery = Type.Object({ datasourceKey: Type.String() });

export function registerDatasetRoutes(
  app: FastifyInstance,
  services: { datasets: DatasetService; data: DatasetDataService; lists: ListService },
): void {
  const { datasets, data } = services;
  const base = '/api/v1/dataset';
  const read = { access: access.can('can_read', 'Dataset') };
  const write = { access: access.can('can_write', 'Dataset') };
  const tags = ['Datasets'];

  registerListRoutes(app, DATASET_LIST, services.lists, {
    list: (q, principal) => datasets.list(q, principal),
    bulkDelete: (ids, principal) => datasets.delete(ids, principal),
    scope: (principal) => datasets.scope(principal),
    relatedScope: (column, principal) => datasets.relatedScope(column, principal),
  });

  app.get(`${base}/:id`, { config: read, schema: { tags, params: IdParams } }, async (request) => {
    const { id } = request.params as IdParams;
    return { id, result: await datasets.get(id, request.principal!) };
  });

  app.post(
    `${base}/`,
    { config: write, schema: { tags, body: DatasetCreateRequest } },
    async (request, reply) =>
      reply.code(201).send(await datasets.create(request.body as DatasetCreateRequest, request.principal!)),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: IdParams, querystring: DatasetUpdateQuery, body: DatasetUpdateRequest },
    },
    async (request) => {
      const { id } = request.params as IdParams;
      const override = (request.query as { override_columns?: boolean }).override_columns ?? false;
      return {
        id,
        result: await datasets.update(id, request.body as DatasetUpdateRequest, override, request.principal!),
      };
    },
  );

  app.delete(`${base}/:id`, { config: write, schema: { tags, params: IdParams } }, async (request) => {
    await datasets.delete([(request.params as IdParams).id], request.principal!);
    return { message: 'OK' };
  });

  app.put(`${base}/:id/refresh`, { config: write, schema: { tags, params: IdParams } }, async (request) => {
    await datasets.refresh((request.params as IdParams).id, request.principal!);
    return { message: 'OK' };
  });

  app.post(
    `${base}/duplicate`,
    { config: write, schema: { tags, body: DatasetDuplicateRequest } },
    async (request, reply) => {
      const { base_model_id, table_name } = request.body as DatasetDuplicateRequest;
      return reply.code(201).send(await datasets.duplicate(base_model_id, table_name, request.principal!));
    },
  );

  app.post(
    `${base}/get_or_create/`,
    { config: write, schema: { tags, body: DatasetGetOrCreateRequest } },
    async (request) => ({
      result: await datasets.getOrCreate(request.body as DatasetGetOrCreateRequest, request.principal!),
    }),
  );

  app.get(
    '/api/v1/datasource/:type/:id/column/:column/values/',
    { config: read, schema: { tags: ['Datasources'], params: ColumnValuesParams } },
    async (request) => {
      const { type, id, column } = request.params as ColumnValuesParams;
      return data.columnValues(type, id, column, request.principal!);
    },
  );

  app.post(
    '/datasource/samples',
    // Superset exempts this POST from CSRF (contract §1): it only reads.
    { config: { ...read, csrfExempt: true }, schema: { tags: ['Datasources'], querystring: SamplesQuery } },
    async (request) => {
      const q = request.query as SamplesQuery;
      return data.samples(
        q.datasource_type,
        q.datasource_id,
        q.page ?? 1,
        q.per_page ?? SAMPLES_PAGE_SIZE,
        request.principal!,
      );
    },
  );

  app.get(
    '/superset/fetch_datasource_metadata',
    {
      config: { access: access.can('can_fetch_datasource_metadata', 'Superset') },
      schema: { tags: ['Datasources'], querystring: DatasourceKeyQuery },
    },
    async (request) => {
      const key = (request.query as { datasourceKey: string }).datasourceKey;
      const match = /^(\d+)__(table|dataset)$/.exec(key);
      if (!match) throw new BadRequestError(`Invalid datasource key: ${key}`);
      return datasets.datasourceData(Number(match[1]), request.principal!);
    },
  );
}
