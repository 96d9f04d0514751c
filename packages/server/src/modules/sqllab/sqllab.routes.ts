import { decodeRison, RisonQuerystring } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { BadRequestError } from '../../errors.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import type { QueryHistoryService } from './QueryHistoryService.js';
import { QUERY_LIST } from './queryList.js';
import type { SqlLabService } from './SqlLabService.js';
import type { ListService } from '../../platform/list/ListService.js';

const ExecuteBody = Type.Object({
  database_id: Type.Integer(),
  sql: Type.String(),
  client_id: Type.Optional(Type.String({ minLength: 1, maxLength: 11 })),
  sql_editor_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  tab: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  schema: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  catalog: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  queryLimit: Type.Optional(Type.Integer()),
  runAsync: Type.Optional(Type.Boolean()),
  select_as_cta: Type.Optional(Type.Boolean()),
  ctas_method: Type.Optional(Type.Union([Type.Literal('TABLE'), Type.Literal('VIEW')])),
  tmp_table_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  templateParams: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  expand_data: Type.Optional(Type.Boolean()),
  json: Type.Optional(Type.Boolean()),
});
type ExecuteBody = Static<typeof ExecuteBody>;
const EstimateBody = Type.Object({
  database_id: Type.Integer(),
  sql: Type.String(),
  template_params: Type.Optional(
    Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  ),
  schema: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  catalog: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const FormatBody = Type.Object({
  sql: Type.String(),
  engine: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const StopBody = Type.Object({ client_id: Type.String({ minLength: 1 }) });
const ClientIdParams = Type.Object({ client_id: Type.String() });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A named field of the rison `q` object, or a 400 naming it. */
function risonField(q: string | undefined, name: string): unknown {
  const value = decodeRison(q);
  const field =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
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
  // preClose: before the onClose hook that closes engine pools, which would wait on running queries.
  app.addHook('preClose', () => sqlLab.close());

  app.post(
    '/api/v1/sqllab/execute/',
    {
      config: { access: access.can('can_execute_sql_query', 'SQLLab') },
      schema: { tags, body: ExecuteBody },
    },
    async (request, reply) => {
      const gone = new AbortController();
      // The response closing before it was written means the client went away.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const outcome = await sqlLab.execute(request.body as ExecuteBody, request.principal!, gone.signal);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(
    '/api/v1/sqllab/results/',
    {
      config: { access: access.can('can_get_results', 'SQLLab') },
      schema: { tags, querystring: RisonQuerystring },
    },
    async (request) => {
      const q = (request.query as RisonQuerystring).q;
      const key = risonField(q, 'key');
      const rows = (decodeRison(q) as { rows?: unknown }).rows;
      return sqlLab.results(String(key), request.principal!, typeof rows === 'number' ? rows : undefined);
    },
  );

  app.get(
    '/api/v1/sqllab/export/:client_id/',
    { config: { access: access.can('can_export_csv', 'SQLLab') }, schema: { tags, params: ClientIdParams } },
    async (request, reply) => {
      const { client_id } = request.params as Static<typeof ClientIdParams>;
      const controller = new AbortController();
      // The engine query stops when the client goes away mid-download.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const stream = await history.exportCsv(client_id, request.principal!, controller.signal);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${client_id.replace(/[^\w-]/g, '_')}.csv"`)
        .send(stream);
    },
  );

  app.post(
    '/api/v1/sqllab/estimate/',
    {
      config: { access: access.can('can_estimate_query_cost', 'SQLLab') },
      schema: { tags, body: EstimateBody },
    },
    async (request) => sqlLab.tools.estimate(request.body as Static<typeof EstimateBody>, request.principal!),
  );

  app.post(
    '/api/v1/sqllab/format_sql/',
    { config: { access: access.can('can_format_sql', 'SQLLab') }, schema: { tags, body: FormatBody } },
    async (request) => {
      const body = request.body as Static<typeof FormatBody>;
      return sqlLab.tools.formatSql(body.sql, body.engine ?? undefined);
    },
  );

  const queryRead = { access: access.can('can_read', 'Query') };
  app.post('/api/v1/query/stop', { config: queryRead, schema: { tags, body: StopBody } }, async (request) => {
    await sqlLab.stop((request.body as Static<typeof StopBody>).client_id, request.principal!);
    return { result: 'OK' };
  });

  app.get(
    '/api/v1/query/updated_since',
    { config: queryRead, schema: { tags, querystring: RisonQuerystring } },
    async (request) => {
      const ms = Number(risonField((request.query as RisonQuerystring).q, 'last_updated_ms'));
      if (!Number.isFinite(ms)) throw new BadRequestError({ last_updated_ms: ['Not a valid number.'] });
      return { result: await sqlLab.updatedSince(ms, request.principal!) };
    },
  );

  registerListRoutes(app, QUERY_LIST, deps.lists, {
    list: (q, principal) => history.list(q, principal),
    scope: async (principal) => history.scope(principal),
    relatedScope: (column, principal) => history.relatedScope(column, principal),
  });

  app.get('/api/v1/query/:id', { config: queryRead, schema: { tags, params: IdParams } }, async (request) =>
    history.get((request.params as Static<typeof IdParams>).id, request.principal!),
  );
}
