import { ok, RisonQuerystring, TimeRangeResponse } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { access } from '../../security/routeAccess.js';
import { holidayLookup } from './holidayCalendar.js';
import { TimeRangeService } from './TimeRangeService.js';

/** `GET /api/v1/time_range/`: Superset's Api view, permission can_time_range on Api. */
export function registerTimeRangeRoutes(
  app: FastifyInstance,
  service = new TimeRangeService({ now: () => new Date(), holiday: holidayLookup }),
): void {
  typed(app).get(
    '/api/v1/time_range/',
    {
      config: { access: access.can('can_time_range', 'Api') },
      schema: { tags: ['Time range'], querystring: RisonQuerystring, response: ok(TimeRangeResponse) },
    },
    async (request) => service.lookup(request.query.q),
  );
}
