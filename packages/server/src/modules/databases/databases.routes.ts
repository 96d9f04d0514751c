import {
  AvailableEnginesResponse,
  created,
  DatabaseCreateRequest,
  DatabaseResponse,
  DatabaseTableParams,
  DatabaseTestConnectionRequest,
  DatabaseUpdateRequest,
  IdParams,
  MessageResponse,
  ok,
  SchemasResponse,
  SelectStarResponse,
  TableExtraResponse,
  TableMetadataQuery,
  TableMetadataResponse,
  TablesQuery,
  TablesResponse,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import type { DatabaseBrowseService } from './DatabaseBrowseService.js';
import { DATABASE_LIST } from './databaseList.js';
import type { DatabaseService } from './DatabaseService.js';
import { listAvailableEngines } from './engineCatalog.js';

/** Superset passes "null" or "undefined" for a missing schema in the deprecated path forms. */
function schemaParam(schema: string | undefined): string | null {
  return schema === undefined || schema === '' || schema === 'null' || schema === 'undefined' ? null : schema;
}

export function registerDatabaseRoutes(
  app: FastifyInstance,
  services: { databases: DatabaseService; browse: DatabaseBrowseService; lists: ListService },
): void {
  const { databases, browse } = services;
  const base = '/api/v1/database';
  const read = { access: access.can('can_read', 'Database') };
  const write = { access: access.can('can_write', 'Database') };
  const tags = ['Database'];
  const api = typed(app);

  registerListRoutes(app, DATABASE_LIST, services.lists, {
    list: (q, principal) => databases.list(q, principal),
    scope: (principal) => databases.scope(principal),
  });

  api.get(
    `${base}/available/`,
    { config: read, schema: { tags, response: ok(AvailableEnginesResponse) } },
    async () => listAvailableEngines(),
  );

  api.post(
    `${base}/test_connection/`,
    { config: write, schema: { tags, body: DatabaseTestConnectionRequest, response: ok(MessageResponse) } },
    async (request) => {
      await databases.testConnection(request.body);
      return { message: 'OK' };
    },
  );

  api.post(
    `${base}/validate_parameters/`,
    // It connects to the host and port given: a write, as in Superset, so readers cannot probe hosts.
    { config: write, schema: { tags, body: DatabaseTestConnectionRequest, response: ok(MessageResponse) } },
    async (request) => {
      await databases.validateParameters(request.body);
      return { message: 'OK' };
    },
  );

  api.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: IdParams, response: ok(DatabaseResponse) } },
    async (request) => {
      const { id } = request.params;
      return { id, result: await databases.get(id, principalOf(request)) };
    },
  );

  api.get(
    `${base}/:id/connection`,
    { config: write, schema: { tags, params: IdParams, response: ok(DatabaseResponse) } },
    async (request) => {
      const { id } = request.params;
      return { id, result: await databases.get(id, principalOf(request)) };
    },
  );

  api.post(
    `${base}/`,
    { config: write, schema: { tags, body: DatabaseCreateRequest, response: created(DatabaseResponse) } },
    async (request, reply) => {
      const result = await databases.create(request.body, principalOf(request));
      return reply.code(201).send({ id: result.id, result });
    },
  );

  api.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: IdParams, body: DatabaseUpdateRequest, response: ok(DatabaseResponse) },
    },
    async (request) => {
      const { id } = request.params;
      return {
        id,
        result: await databases.update(id, request.body, principalOf(request)),
      };
    },
  );

  api.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await databases.delete(request.params.id, principalOf(request));
      return { message: 'OK' };
    },
  );

  api.get(
    `${base}/:id/schemas/`,
    {
      config: read,
      schema: { tags, params: IdParams, querystring: TablesQuery, response: ok(SchemasResponse) },
    },
    async (request) => browse.schemas(request.params.id, principalOf(request)),
  );

  api.get(
    `${base}/:id/tables/`,
    {
      config: read,
      schema: { tags, params: IdParams, querystring: TablesQuery, response: ok(TablesResponse) },
    },
    async (request) => browse.tables(request.params.id, request.query.q, principalOf(request)),
  );

  api.get(
    `${base}/:id/table_metadata/`,
    {
      config: read,
      schema: {
        tags,
        params: IdParams,
        querystring: TableMetadataQuery,
        response: ok(TableMetadataResponse),
      },
    },
    async (request) => {
      const { name, schema } = request.query;
      return browse.tableMetadata(request.params.id, name, schemaParam(schema), principalOf(request));
    },
  );

  api.get(
    `${base}/:id/table_metadata/extra/`,
    {
      config: read,
      schema: { tags, params: IdParams, querystring: TableMetadataQuery, response: ok(TableExtraResponse) },
    },
    async (request) => {
      const { name, schema } = request.query;
      return browse.tableExtra(request.params.id, name, schemaParam(schema), principalOf(request));
    },
  );

  for (const path of [`${base}/:id/table/:table/:schema/`, `${base}/:id/table/:table/`]) {
    api.get(
      path,
      { config: read, schema: { tags, params: DatabaseTableParams, response: ok(TableMetadataResponse) } },
      async (request) => {
        const { id, table, schema } = request.params;
        return browse.tableMetadata(id, table, schemaParam(schema), principalOf(request));
      },
    );
  }

  api.get(
    `${base}/:id/table_extra/:table/:schema/`,
    { config: read, schema: { tags, params: DatabaseTableParams, response: ok(TableExtraResponse) } },
    async (request) => {
      const { id, table, schema } = request.params;
      return browse.tableExtra(id, table, schemaParam(schema), principalOf(request));
    },
  );

  for (const path of [`${base}/:id/select_star/:table/:schema/`, `${base}/:id/select_star/:table/`]) {
    api.get(
      path,
      { config: read, schema: { tags, params: DatabaseTableParams, response: ok(SelectStarResponse) } },
      async (request) => {
        const { id, table, schema } = request.params;
        return browse.selectStar(id, table, schemaParam(schema), principalOf(request));
      },
    );
  }
}
