import { ErrorResponse, MessageResponse } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import type { ResultCache } from '../../platform/cache/resultCache.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import type { DashboardService } from '../dashboards/DashboardService.js';
import type { DashboardStateService } from '../dashboards/DashboardStateService.js';
import type { AuthService } from '../security/AuthService.js';
import { DashboardScreenshots, type DashboardPermalinks, type PageRenderer } from './DashboardScreenshots.js';
import {
  CacheScreenshotRequest,
  CacheScreenshotResponse,
  DigestParams,
  PkParams,
  ScreenshotPendingResponse,
  ScreenshotQuerystring,
} from './screenshotSchemas.js';

export interface ScreenshotRouteDeps {
  dashboards: DashboardService;
  dashboardStates: DashboardStateService;
  auth: AuthService;
  screenshotCache: ResultCache;
  screenshots: PageRenderer;
  screenshotTimeoutMs: number;
  log: { warn(msg: string): void };
}

/**
 * The app's own origin as the browser on this machine reaches it: the first address it listens on,
 * a wildcard one read as the loopback of its family.
 */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.addresses()[0];
  if (!address || typeof address === 'string')
    throw new Error('The server is not listening on TCP: there is no page to draw');
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
}

/** Binary answers: documented with their media type, so no JSON schema is claimed for them. */
const binary = (mediaType: string) => ({
  description: 'The file',
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

/** Dashboard screenshots and thumbnails (Superset's DashboardRestApi, contract §6), drawn in Chromium. */
export function registerScreenshotRoutes(
  app: FastifyInstance,
  deps: ScreenshotRouteDeps,
): DashboardScreenshots {
  const api = typed(app);
  // The dashboards module's own services: the same visibility (DASHBOARD_RBAC included) and the same
  // permalinks.
  const { dashboards, dashboardStates: states } = deps;
  const permalinks: DashboardPermalinks = {
    create: async (dashboardId, state, principal) =>
      // Only the key is used (the page is opened on this server's own origin later), so no origin
      // is needed here: asking for it before the server listens was a 500.
      (await states.createPermalink(String(dashboardId), state ?? {}, principal, '')).key,
  };
  const screenshots = new DashboardScreenshots({
    dashboards,
    auth: deps.auth,
    cache: deps.screenshotCache,
    renderer: deps.screenshots,
    baseUrl: () => ownOrigin(app),
    // A render can take the page timeout plus the browser's start; past twice that its node is gone.
    staleAfterMs: deps.screenshotTimeoutMs * 2 + 30_000,
    permalinks,
    log: deps.log,
  });
  const base = '/api/v1/dashboard';
  const read = { access: access.can('can_read', 'Dashboard') };
  const tags = ['Dashboards'];

  api.post(
    `${base}/:pk/cache_dashboard_screenshot/`,
    {
      // Superset exempts it from CSRF (contract §1): it changes nothing but a cache entry.
      config: { ...read, csrfExempt: true },
      schema: {
        tags,
        params: PkParams,
        body: CacheScreenshotRequest,
        response: { 200: CacheScreenshotResponse, 202: CacheScreenshotResponse, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const { started, body } = await screenshots.request(
        request.params.pk,
        request.body ?? null,
        principalOf(request),
      );
      return reply.code(started ? 202 : 200).send(body);
    },
  );

  api.get(
    `${base}/:pk/screenshot/:digest/`,
    {
      config: read,
      schema: {
        tags,
        params: DigestParams,
        querystring: ScreenshotQuerystring,
        response: {
          200: binary('image/png'),
          202: ScreenshotPendingResponse,
          '4xx': ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const format = request.query.download_format ?? 'png';
      const outcome = await screenshots.download(
        request.params.pk,
        request.params.digest,
        format,
        principalOf(request),
      );
      if (outcome.kind === 'pending')
        return reply.code(202).send({ message: 'OK', task_status: outcome.status });
      return reply
        .header('content-type', outcome.contentType)
        .header('content-disposition', `attachment; filename="${outcome.filename}"`)
        .header('cache-control', 'no-store')
        .send(outcome.data);
    },
  );

  api.get(
    `${base}/:pk/thumbnail/:digest/`,
    {
      config: read,
      schema: {
        tags,
        params: DigestParams,
        response: { 200: binary('image/png'), 202: MessageResponse, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = await screenshots.thumbnail(
        request.params.pk,
        request.params.digest,
        principalOf(request),
      );
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location);
      if (outcome.kind === 'pending') return reply.code(202).send({ message: 'OK' });
      // The digest names one version of the dashboard: the picture under it never changes.
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(outcome.data);
    },
  );

  return screenshots;
}
