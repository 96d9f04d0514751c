import type { FastifyInstance, FastifyReply } from 'fastify';
import { BadRequestError, NotFoundError } from '../../errors.js';
import {
  CacheKeyParams,
  CHART_DATA_BATCH_CONTENT_TYPE,
  ChartDataBatchLine,
  ChartDataBatchRequest,
  ChartDataQuerystring,
  ChartDataResponse,
  ErrorResponse,
  ExploreJsonParams,
  ExploreJsonQuerystring,
  ExploreJsonResponse,
  isRecord,
  ok,
  PkParams,
  SavedChartDataQuery,
} from '@loupe/core';
import { clientGone } from '../../platform/clientGone.js';
import { parseJsonText } from '../../platform/jsonText.js';
import { legacyFields, parseJsonField } from '../../platform/legacyForm.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { ChartDataBatch, checkKeys, streamLines } from './chartDataBatch.js';
import { parseQueryContext } from './chartDataRequest.js';
import type { ChartDataMemo, MemoisedOutcome } from './chartDataMemo.js';
import type { ChartDataService, ExploreJsonOutcome } from './ChartDataService.js';

function parsedFormData(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return parseJsonText(value);
  } catch {
    // Superset answers a field it cannot read as it answers no body at all; so is a poisoned one
    // (a __proto__ or constructor.prototype key), as the JSON body parser refuses it.
    return undefined;
  }
}

/**
 * The body Superset's ChartDataRestApi.data reads: JSON, or a form whose `form_data` field holds the
 * JSON (the CSV download posts a form), or, as the legacy endpoints take it, `?form_data=` in the
 * query string; anything else is 'Request is not JSON'.
 */
function jsonBody(request: {
  headers: { 'content-type'?: string };
  body: unknown;
  query: ChartDataQuerystring;
}): unknown {
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return request.body;
  const fromForm = parsedFormData(isRecord(request.body) ? request.body.form_data : undefined);
  const found = fromForm ?? parsedFormData(request.query.form_data);
  if (found === undefined) throw new BadRequestError('Request is not JSON');
  return found;
}

const JSON_TYPE = 'application/json; charset=utf-8';

type Answer = MemoisedOutcome | ExploreJsonOutcome;

function send(reply: FastifyReply, outcome: Answer): FastifyReply {
  if (outcome.kind === 'json') return reply.send(outcome.body);
  if (outcome.kind === 'text') return reply.type(JSON_TYPE).send(outcome.body);
  return reply
    .type(outcome.contentType)
    .header('content-disposition', `attachment; filename="${outcome.filename}"`)
    .send(outcome.body);
}

/** Sends the outcome; a client gone mid-query is the expected end, not a server error to log. */
async function answer(
  reply: FastifyReply,
  run: (signal: AbortSignal) => Promise<Answer>,
): Promise<FastifyReply> {
  const signal = clientGone(reply);
  try {
    return send(reply, await run(signal));
  } catch (error) {
    if (signal.aborted) return reply;
    throw error;
  }
}

/** POST /api/v1/chart/data, GET /api/v1/chart/data/{cache_key} and GET /api/v1/chart/{pk}/data/ (contract §2). */
export function registerChartDataRoutes(
  app: FastifyInstance,
  chartData: ChartDataService,
  memo: ChartDataMemo,
): void {
  const api = typed(app);
  const tags = ['Charts'];
  // JSON answers go through the schema; file answers (CSV/XLSX/ZIP streams) and the memo's kept JSON
  // text are sent as they are, which Fastify never re-serialises.
  // Superset's ChartDataRestApi maps `data` to can_read on Chart; the POST only reads, so no CSRF (contract §1).
  const read = { access: access.can('can_read', 'Chart') };

  api.post(
    '/api/v1/chart/data',
    {
      config: { ...read, csrfExempt: true },
      schema: { tags, querystring: ChartDataQuerystring, response: ok(ChartDataResponse) },
    },
    async (request, reply) => {
      const body = jsonBody(request);
      const principal = principalOf(request);
      // A repeat of a request answered wholly from the cache is answered again as it was.
      const memoed = {
        userId: principal.user.id,
        text: request.rawJsonBody,
        force: isRecord(body) && body.force === true,
      };
      return answer(reply, (signal) =>
        memo.answer(memoed, () => chartData.data(parseQueryContext(body), principal, signal)),
      );
    },
  );

  // A Loupe extension: a dashboard's charts in one request, each answered on its own NDJSON line as
  // soon as it is ready (DESIGN.md "How a dashboard gets its data"). Reads only, as the POST above:
  // no CSRF.
  const batch = new ChartDataBatch(chartData, memo);
  api.post(
    '/api/v1/chart/data/batch',
    {
      config: { ...read, csrfExempt: true },
      schema: {
        tags,
        body: ChartDataBatchRequest,
        response: {
          200: {
            description: 'One line per entry as it is answered, then `{"done": true, ...}`.',
            content: { [CHART_DATA_BATCH_CONTENT_TYPE]: { schema: ChartDataBatchLine } },
          },
          '4xx': ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { queries } = request.body;
      checkKeys(queries);
      // The lines are a stream, which the response schema (documentation here) does not type.
      const streamed: FastifyReply = reply;
      return streamLines(streamed, request, (io) => batch.answer(queries, principal, io));
    },
  );

  api.get(
    '/api/v1/chart/:pk/data/',
    {
      config: read,
      schema: { tags, params: PkParams, querystring: SavedChartDataQuery, response: ok(ChartDataResponse) },
    },
    async (request, reply) => {
      const pk = Number(request.params.pk);
      if (!Number.isInteger(pk)) throw new NotFoundError();
      const principal = principalOf(request);
      return answer(reply, (signal) => chartData.savedChartData(pk, request.query, principal, signal));
    },
  );

  // Legacy viz types and the filter box (its value search sends an ILIKE filter) post or get form data here.
  const exploreJson = {
    access: access.can('can_explore_json', 'Superset'),
    csrfExempt: true,
  };
  for (const url of ['/superset/explore_json/', '/superset/explore_json/:datasource_type/:datasource_id/']) {
    api.route({
      method: ['GET', 'POST'],
      url,
      config: exploreJson,
      schema: {
        tags,
        params: ExploreJsonParams,
        querystring: ExploreJsonQuerystring,
        response: ok(ExploreJsonResponse),
      },
      handler: async (request, reply) => {
        const { query, params } = request;
        const fields = legacyFields(request);
        const raw = fields.form_data ?? parseJsonField('form_data', query.form_data);
        const formData: Record<string, unknown> = isRecord(raw) ? { ...raw } : {};
        if (params.datasource_id && params.datasource_type)
          formData.datasource = `${params.datasource_id}__${params.datasource_type}`;
        const flag = (value: unknown): boolean => value === 'true';
        const flags = {
          csv: flag(query.csv),
          query: flag(query.query),
          results: flag(query.results),
          samples: flag(query.samples),
          force: flag(query.force),
        };
        const principal = principalOf(request);
        return answer(reply, (signal) => chartData.exploreJson(formData, flags, principal, signal));
      },
    });
  }

  api.get(
    '/api/v1/chart/data/:cache_key',
    { config: read, schema: { tags, params: CacheKeyParams, response: ok(ChartDataResponse) } },
    async (request) => chartData.fromCache(request.params.cache_key, principalOf(request)),
  );
}
