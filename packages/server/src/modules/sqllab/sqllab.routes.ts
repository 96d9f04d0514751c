import {
  ClientIdParams,
  decodeRison,
  ErrorResponse,
  IdParams,
  isRecord,
  ok,
  ownValue,
  QueryGetResponse,
  QueryStopRequest,
  ResultStringResponse,
  RisonQuerystring,
  SqlLabAsyncResponse,
  SqlLabEstimateRequest,
  SqlLabEstimateResponse,
  SqlLabExecuteRequest,
  SqlLabFormatRequest,
  SqlLabFormatResponse,
  SqlLabResultPayload,
  UpdatedSinceResponse,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../errors.js';
import { clientGone } from '../../platform/clientGone.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import type { QueryHistoryService } from './QueryHistoryService.js';
import { QUERY_LIST } from './queryList.js';
import type { SqlLabService } from './SqlLabService.js';
import type { ListService } from '../../platform/list/ListService.js';

/** The fields of the rison `q` object (none when `q` is not an object); bad rison is RisonError's 400. */
function risonFields(q: string | undefined): Record<string, unknown> {
  const value = decodeRison(q);
  return isRecord(value) ? value : {};
}

/** A named field of the rison `q` object, or a 400 naming it. */
function requiredField(fields: Record<string, unknown>, name: string): unknown {
  const field = ownValue(fields, name);
  if (field === undefined) throw new BadRequestError({ [name]: ['Missing data for required field.'] });
  return field;
}

export interface SqlLabRouteDeps {
  sqlLab: SqlLabService;
  history: QueryHistoryService;
  lists: ListService;
}

/** SQL Lab execution, results, stop, CSV export and the query history (contract §4). */
export function registerSqlLabRoutes(app: FastifyInstance, deps: SqlLabRouteDeps): void {
  const { sqlLab, history } = deps;
  const tags = ['SQL Lab'];
  const api = typed(app);
  // preClose: before the onClose hook that closes engine pools, which would wait on running queries.
  app.addHook('preClose', () => sqlLab.close());

  api.post(
    '/api/v1/sqllab/execute/',
    {
      config: { access: access.can('can_execute_sql_query', 'SQLLab') },
      schema: {
        tags,
        body: SqlLabExecuteRequest,
        response: { 200: SqlLabResultPayload, 202: SqlLabAsyncResponse, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = await sqlLab.execute(request.body, principalOf(request), clientGone(reply));
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  api.get(
    '/api/v1/sqllab/results/',
    {
      config: { access: access.can('can_get_results', 'SQLLab') },
      schema: { tags, querystring: RisonQuerystring, response: ok(SqlLabResultPayload) },
    },
    async (request) => {
      const fields = risonFields(request.query.q);
      const key = requiredField(fields, 'key');
      const rows = ownValue(fields, 'rows');
      return sqlLab.results(String(key), principalOf(request), typeof rows === 'number' ? rows : undefined);
    },
  );

  api.get(
    '/api/v1/sqllab/export/:client_id/',
    { config: { access: access.can('can_export_csv', 'SQLLab') }, schema: { tags, params: ClientIdParams } },
    async (request, reply) => {
      const { client_id } = request.params;
      // The engine query stops when the client goes away mid-download.
      const stream = await history.exportCsv(client_id, principalOf(request), clientGone(reply));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${client_id.replace(/[^\w-]/g, '_')}.csv"`)
        .send(stream);
    },
  );

  api.post(
    '/api/v1/sqllab/estimate/',
    {
      config: { access: access.can('can_estimate_query_cost', 'SQLLab') },
      schema: { tags, body: SqlLabEstimateRequest, response: ok(SqlLabEstimateResponse) },
    },
    async (request) => sqlLab.tools.estimate(request.body, principalOf(request)),
  );

  api.post(
    '/api/v1/sqllab/format_sql/',
    {
      config: { access: access.can('can_format_sql', 'SQLLab') },
      schema: { tags, body: SqlLabFormatRequest, response: ok(SqlLabFormatResponse) },
    },
    async (request) => {
      const body = request.body;
      return sqlLab.tools.formatSql(body.sql, body.engine ?? undefined);
    },
  );

  const queryRead = { access: access.can('can_read', 'Query') };
  api.post(
    '/api/v1/query/stop',
    { config: queryRead, schema: { tags, body: QueryStopRequest, response: ok(ResultStringResponse) } },
    async (request) => {
      await sqlLab.stop(request.body.client_id, principalOf(request));
      return { result: 'OK' };
    },
  );

  api.get(
    '/api/v1/query/updated_since',
    {
      config: queryRead,
      schema: { tags, querystring: RisonQuerystring, response: ok(UpdatedSinceResponse) },
    },
    async (request) => {
      const ms = Number(requiredField(risonFields(request.query.q), 'last_updated_ms'));
      if (!Number.isFinite(ms)) throw new BadRequestError({ last_updated_ms: ['Not a valid number.'] });
      return { result: await sqlLab.updatedSince(ms, principalOf(request)) };
    },
  );

  registerListRoutes(app, QUERY_LIST, deps.lists, {
    list: (q, principal) => history.list(q, principal),
    scope: async (principal) => history.scope(principal),
    relatedScope: (column, principal) => history.relatedScope(column, principal),
  });

  api.get(
    '/api/v1/query/:id',
    { config: queryRead, schema: { tags, params: IdParams, response: ok(QueryGetResponse) } },
    async (request) => history.get(request.params.id, principalOf(request)),
  );
}
