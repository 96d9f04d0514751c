import {
  ColumnValuesParams,
  ColumnValuesResponse,
  created,
  DatasetCreateRequest,
  DatasetCreateResponse,
  DatasetDuplicateRequest,
  DatasetGetOrCreateRequest,
  DatasetGetOrCreateResponse,
  DatasetResponse,
  DatasetUpdateQuery,
  DatasetUpdateRequest,
  DatasourceData,
  DatasourceKeyQuery,
  IdParams,
  MessageResponse,
  ok,
  SamplesQuery,
  SamplesResponse,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../errors.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { SAMPLES_PAGE_SIZE, type DatasetDataService } from './DatasetDataService.js';
import { DATASET_LIST } from './datasetList.js';
import type { DatasetService } from './DatasetService.js';

export function registerDatasetRoutes(
  app: FastifyInstance,
  services: { datasets: DatasetService; data: DatasetDataService; lists: ListService },
): void {
  const api = typed(app);
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

  api.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: IdParams, response: ok(DatasetResponse) } },
    async (request) => {
      const { id } = request.params;
      return { id, result: await datasets.get(id, principalOf(request)) };
    },
  );

  api.post(
    `${base}/`,
    { config: write, schema: { tags, body: DatasetCreateRequest, response: created(DatasetCreateResponse) } },
    async (request, reply) => reply.code(201).send(await datasets.create(request.body, principalOf(request))),
  );

  api.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: IdParams,
        querystring: DatasetUpdateQuery,
        body: DatasetUpdateRequest,
        response: ok(DatasetResponse),
      },
    },
    async (request) => {
      const { id } = request.params;
      const override = request.query.override_columns ?? false;
      return { id, result: await datasets.update(id, request.body, override, principalOf(request)) };
    },
  );

  api.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await datasets.delete([request.params.id], principalOf(request));
      return { message: 'OK' };
    },
  );

  api.put(
    `${base}/:id/refresh`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await datasets.refresh(request.params.id, principalOf(request));
      return { message: 'OK' };
    },
  );

  api.post(
    `${base}/duplicate`,
    { config: write, schema: { tags, body: DatasetDuplicateRequest, response: created(DatasetResponse) } },
    async (request, reply) => {
      const { base_model_id, table_name } = request.body;
      return reply.code(201).send(await datasets.duplicate(base_model_id, table_name, principalOf(request)));
    },
  );

  api.post(
    `${base}/get_or_create/`,
    {
      config: write,
      schema: { tags, body: DatasetGetOrCreateRequest, response: ok(DatasetGetOrCreateResponse) },
    },
    async (request) => ({ result: await datasets.getOrCreate(request.body, principalOf(request)) }),
  );

  api.get(
    '/api/v1/datasource/:type/:id/column/:column/values/',
    {
      config: read,
      schema: { tags: ['Datasources'], params: ColumnValuesParams, response: ok(ColumnValuesResponse) },
    },
    async (request) => {
      const { type, id, column } = request.params;
      return data.columnValues(type, id, column, principalOf(request));
    },
  );

  api.post(
    '/datasource/samples',
    // Superset exempts this POST from CSRF (contract §1): it only reads.
    {
      config: { ...read, csrfExempt: true },
      schema: { tags: ['Datasources'], querystring: SamplesQuery, response: ok(SamplesResponse) },
    },
    async (request) => {
      const q = request.query;
      return data.samples(
        q.datasource_type,
        q.datasource_id,
        q.page ?? 1,
        q.per_page ?? SAMPLES_PAGE_SIZE,
        principalOf(request),
      );
    },
  );

  api.get(
    '/superset/fetch_datasource_metadata',
    {
      config: { access: access.can('can_fetch_datasource_metadata', 'Superset') },
      schema: { tags: ['Datasources'], querystring: DatasourceKeyQuery, response: ok(DatasourceData) },
    },
    async (request) => {
      const key = request.query.datasourceKey;
      const match = /^(\d+)__(table|dataset)$/.exec(key);
      if (!match) throw new BadRequestError(`Invalid datasource key: ${key}`);
      return datasets.datasourceData(Number(match[1]), principalOf(request));
    },
  );
}
