import { IdParams, ok, RisonQuerystring } from '@loupe/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../errors.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { hasValidBoundary, TRUNCATED_BODY } from '../uploads/multipartForm.js';
import { LOG_BODY_LIMIT_BYTES } from './logEvents.js';
import { LOG_LIST } from './logList.js';
import { LogIngestQuerystring, LogShowResponse, RecentActivityResponse } from './logSchemas.js';
import type { LogService } from './LogService.js';

/**
 * The `events` field of a log request: from a multipart form (Superset's frontend beacons a
 * FormData), a url-encoded form, or a JSON body (`{events: [...]}`).
 */
async function eventsField(request: FastifyRequest): Promise<unknown> {
  if (request.isMultipart()) {
    if (!hasValidBoundary(request.headers['content-type'] ?? ''))
      throw new BadRequestError({ events: ['The multipart/form-data request has no valid boundary.'] });
    let events: unknown;
    const parts = request.parts({ limits: { fieldSize: LOG_BODY_LIMIT_BYTES, fields: 8, files: 0 } });
    try {
      for await (const part of parts) {
        if (part.type !== 'field' || part.fieldname !== 'events') continue;
        if (part.valueTruncated) throw new BadRequestError({ events: ['The events are too large.'] });
        events = part.value;
      }
    } catch (error) {
      // A body that is not the form it says it is (cut short, files where fields belong) is the client's error.
      if (error instanceof BadRequestError) throw error;
      if (error instanceof Error && (TRUNCATED_BODY.test(error.message) || 'code' in error))
        throw new BadRequestError({ events: ['The multipart/form-data body is malformed.'] });
      throw error;
    }
    return events;
  }
  const body = request.body;
  if (Array.isArray(body)) return body;
  if (body !== null && typeof body === 'object') return (body as { events?: unknown }).events;
  throw new BadRequestError({ events: ['Missing data for required field.'] });
}

/** Superset's action log: `/superset/log/` (events in) and `/api/v1/log/` (recent activity, admin list). */
export function registerLogRoutes(
  app: FastifyInstance,
  services: { logs: LogService; lists: ListService },
): void {
  const api = typed(app);
  const { logs } = services;
  const tags = ['Log'];

  api.post(
    '/superset/log/',
    {
      // Superset exempts it: browsers send it with navigator.sendBeacon, which cannot add headers.
      config: { access: access.can('can_log', 'Superset'), csrfExempt: true },
      bodyLimit: LOG_BODY_LIMIT_BYTES,
      schema: { tags, querystring: LogIngestQuerystring },
    },
    async (request, reply) => {
      await logs.record(
        {
          events: await eventsField(request),
          dashboardId: request.query.dashboard_id,
          sliceId: request.query.slice_id,
          referrer: request.headers.referer,
        },
        principalOf(request),
      );
      return reply.code(200).send('');
    },
  );

  api.get(
    '/api/v1/log/recent_activity/',
    {
      config: { access: access.can('can_recent_activity', 'Log') },
      schema: { tags, querystring: RisonQuerystring, response: ok(RecentActivityResponse) },
    },
    async (request) => ({ result: await logs.recentActivity(request.query.q, principalOf(request)) }),
  );

  registerListRoutes(app, LOG_LIST, services.lists, {});

  api.get(
    '/api/v1/log/:id',
    {
      config: { access: access.can('can_read', 'Log') },
      schema: { tags, params: IdParams, response: ok(LogShowResponse) },
    },
    async (request) => logs.show(request.params.id),
  );
}
