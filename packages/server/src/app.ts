import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerDatabaseRoutes } from './modules/databases/databases.routes.js';
import { registerDatasetRoutes } from './modules/datasets/datasets.routes.js';
import { registerAuthRoutes } from './modules/security/auth.routes.js';
import { registerMeRoutes } from './modules/security/me.routes.js';
import { registerRoleRoutes } from './modules/security/roles.routes.js';
import { registerUserRoutes } from './modules/security/users.routes.js';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.js';
import { registerSqlLabRoutes } from './modules/sqllab/sqllab.routes.js';
import { registerTimeRangeRoutes } from './modules/timerange/timerange.routes.js';
import { registerChartRoutes } from './modules/charts/charts.routes.js';
import { registerChartDataRoutes } from './modules/chartdata/chartdata.routes.js';
import { registerExploreRoutes } from './modules/explore/explore.routes.js';
import { registerKeyValueRoutes } from './modules/keyvalue/keyvalue.routes.js';
import { registerAnnotationRoutes } from './modules/annotations/annotations.routes.js';
import { registerSavedQueryRoutes } from './modules/savedqueries/savedqueries.routes.js';
import { registerDashboardRoutes } from './modules/dashboards/dashboards.routes.js';
import { registerLogRoutes } from './modules/logs/logs.routes.js';
import { registerTabStateRoutes } from './modules/tabstate/tabstate.routes.js';
import { registerScreenshotRoutes } from './modules/screenshots/screenshots.routes.js';
import { installErrorHandler } from './platform/errorHandler.js';
import { installJsonBodyParser } from './platform/jsonBody.js';
import { serializersCompiledOnFirstUse } from './platform/serialization.js';
import { requestValidators } from './platform/validation.js';
import { registerWebApp } from './platform/webApp.js';
import { installAccessControl } from './security/authenticate.js';
import { access } from './security/routeAccess.js';
import type { Services } from './services.js';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The HTTP application: plugins, guards, the error handler and every module's routes. */
export async function buildApp(services: Services, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
    // Request and response schemas are compiled when first used, not all before listening (start-up time).
    schemaController: {
      compilersFactory: {
        // Fastify types this option with @fastify/ajv-compiler's types, which resolve to never here.
        buildValidator: requestValidators() as never,
        buildSerializer: serializersCompiledOnFirstUse(),
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Loupe',
        version: '1.0.0',
        description: "Loupe's REST API, wire-compatible with Superset's.",
      },
      components: { securitySchemes: { jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ jwt: [] }],
    },
  });
  await app.register(fastifyCookie);
  // Superset's legacy MVC views (tab state, key-value store) post url-encoded forms.
  await app.register(fastifyFormbody);
  // Only the upload routes read multipart bodies; they set their own size limits.
  await app.register(fastifyMultipart);
  await app.register(fastifyRateLimit, { global: false });
  installJsonBodyParser(app);
  installErrorHandler(app);
  installAccessControl(app, {
    tokens: services.tokens,
    loader: services.auth,
    cache: services.principalCache,
  });

  app.get('/health', { config: { access: access.public() }, schema: { hide: true } }, async () => 'OK');
  app.get('/api/v1/_openapi', { config: { access: access.public() }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  registerAuthRoutes(app, services.auth, config);
  registerMeRoutes(app, services.auth);
  registerUserRoutes(app, services.users, services.lists);
  registerRoleRoutes(app, services.roles, services.lists);
  registerDatabaseRoutes(app, {
    databases: services.databases,
    browse: services.databaseBrowse,
    lists: services.lists,
  });

  registerUploadRoutes(app, services.uploads, {
    tempRoot: path.join(config.dataDir, 'uploads'),
    maxBytes: config.uploadMaxBytes,
  });

  registerDatasetRoutes(app, {
    datasets: services.datasets,
    data: services.datasetData,
    lists: services.lists,
  });

  registerTabStateRoutes(app, services.tabStates);
  registerSavedQueryRoutes(app, { savedQueries: services.savedQueries, lists: services.lists });
  registerAnnotationRoutes(app, { annotations: services.annotations, lists: services.lists });
  registerKeyValueRoutes(app, services.keyValue);
  registerChartRoutes(app, { charts: services.charts, lists: services.lists });
  registerDashboardRoutes(app, services);
  registerScreenshotRoutes(app, { ...services, log: app.log });
  registerChartDataRoutes(app, services.chartData, services.chartDataMemo);
  registerExploreRoutes(app, services.explore);
  registerLogRoutes(app, { logs: services.logs, lists: services.lists });

  registerSqlLabRoutes(app, {
    sqlLab: services.sqlLab,
    history: services.queryHistory,
    lists: services.lists,
  });

  registerTimeRangeRoutes(app);

  await registerWebApp(app, config.webDistDir);
  app.addHook('onClose', async () => {
    await services.screenshots.close();
    await services.screenshotCache.close();
    await services.results.close();
    await services.chartCache.close();
    await services.workers.close();
    await services.connections.closeAll();
    await services.db.destroy();
  });
  return app;
}
