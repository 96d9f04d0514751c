import {
  DatabaseCreateRequest,
  DatabaseTestConnectionRequest,
  DatabaseUpdateRequest,
  IdParams,
  TableMetadataQuery,
  TablesQuery,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import type { DatabaseBrowseService } from './DatabaseBrowseService.js';
import { DATABASE_LIST } from './databaseList.js';
import type { DatabaseService } from './DatabaseService.js';
import { listAvailableEngines } from './engineCatalog.js';

const TableParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  table: Type.String(),
  schema: Type.Optional(Type.String()),
});
type TableParams = Static<typeof TableParams>;

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

  registerListRoutes(app, DATABASE_LIST, services.lists, {
    list: (q, principal) => databases.list(q, principal),
    scope: (principal) => databases.scope(principal),
  });

  app.get(`${base}/available/`, { config: read, schema: { tags } }, async () => listAvailableEngines());

  app.post(
    `${base}/test_connection/`,
    { config: write, schema: { tags, body: DatabaseTestConnectionRequest } },
    async (request) => {
      await databases.testConnection(request.body as DatabaseTestConnectionRequest);
      return { message: 'OK' };
    },
  );

  app.post(
    `${base}/validate_parameters/`,
    // It connects to the host and port given: a write, as in Superset, so readers cannot probe hosts.
    { config: write, schema: { tags, body: DatabaseTestConnectionRequest } },
    async (request) => {
      await databases.validateParameters(request.body as DatabaseTestConnectionRequest);
      return { message: 'OK' };
    },
  );

  app.get(`${base}/:id`, { config: read, schema: { tags, params: IdParams } }, async (request) => {
    const { id } = request.params as IdParams;
    return { id, result: await databases.get(id, request.principal!) };
  });

  app.get(
    `${base}/:id/connection`,
    { config: write, schema: { tags, params: IdParams } },
    async (request) => {
      const { id } = request.params as IdParams;
      return { id, result: await databases.get(id, request.principal!) };
    },
  );

  app.post(
    `${base}/`,
    { config: write, schema: { tags, body: DatabaseCreateRequest } },
    async (request, reply) => {
      const result = await databases.create(request.body as DatabaseCreateRequest, request.principal!);
      return reply.code(201).send({ id: result.id, result });
    },
  );

  app.put(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, body: DatabaseUpdateRequest } },
    async (request) => {
      const { id } = request.params as IdParams;
      return {
        id,
        result: await databases.update(id, request.body as DatabaseUpdateRequest, request.principal!),
      };
    },
  );

  app.delete(`${base}/:id`, { config: write, schema: { tags, params: IdParams } }, async (request) => {
    await databases.delete((request.params as IdParams).id, request.principal!);
    return { message: 'OK' };
  });

  app.get(
    `${base}/:id/schemas/`,
    { config: read, schema: { tags, params: IdParams, querystring: TablesQuery } },
    async (request) => browse.schemas((request.params as IdParams).id, request.principal!),
  );

  app.get(
    `${base}/:id/tables/`,
    { config: read, schema: { tags, params: IdParams, querystring: TablesQuery } },
    async (request) =>
      browse.tables((request.params as IdParams).id, (request.query as { q?: string }).q, request.principal!),
  );

  app.get(
    `${base}/:id/table_metadata/`,
    { config: read, schema: { tags, params: IdParams, querystring: TableMetadataQuery } },
    async (request) => {
      const { name, schema } = request.query as TableMetadataQuery;
      return browse.tableMetadata(
        (request.params as IdParams).id,
        name,
        schemaParam(schema),
        request.principal!,
      );
    },
  );

  app.get(
    `${base}/:id/table_metadata/extra/`,
    { config: read, schema: { tags, params: IdParams, querystring: TableMetadataQuery } },
    async (request) => {
      const { name, schema } = request.query as TableMetadataQuery;
      return browse.tableExtra(
        (request.params as IdParams).id,
        name,
        schemaParam(schema),
        request.principal!,
      );
    },
  );

  for (const path of [`${base}/:id/table/:table/:schema/`, `${base}/:id/table/:table/`]) {
    app.get(path, { config: read, schema: { tags, params: TableParams } }, async (request) => {
      const { id, table, schema } = request.params as TableParams;
      return browse.tableMetadata(id, table, schemaParam(schema), request.principal!);
    });
  }

  app.get(
    `${base}/:id/table_extra/:table/:schema/`,
    { config: read, schema: { tags, params: TableParams } },
    async (request) => {
      const { id, table, schema } = request.params as TableParams;
      return browse.tableExtra(id, table, schemaParam(schema), request.principal!);
    },
  );

  for (const path of [`${base}/:id/select_star/:table/:schema/`, `${base}/:id/select_star/:table/`]) {
    app.get(path, { config: read, schema: { tags, params: TableParams } }, async (request) => {
      const { id, table, schema } = request.params as TableParams;
      return browse.selectStar(id, table, schemaParam(schema), request.principal!);
    });
  }
}
