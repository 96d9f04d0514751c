import { resolveFeatureFlags } from '@loupe/core';
import type { AppConfig } from './config.js';
import { ListRepository } from './platform/list/ListRepository.js';
import { ListService } from './platform/list/ListService.js';
import type { MetadataDb } from './platform/metadata/metadataDb.js';
import { AuthService } from './modules/security/AuthService.js';
import { PermissionRepository } from './modules/security/PermissionRepository.js';
import { RoleRepository } from './modules/security/RoleRepository.js';
import { RoleService } from './modules/security/RoleService.js';
import { TokenRevocationRepository } from './modules/security/TokenRevocationRepository.js';
import { UserRepository } from './modules/security/UserRepository.js';
import { UserService } from './modules/security/UserService.js';
import { DatabaseBrowseService } from './modules/databases/DatabaseBrowseService.js';
import { ConnectionSafety } from './modules/databases/connectionSafety.js';
import { DatabaseConnections } from './modules/databases/DatabaseConnections.js';
import { DatabaseRepository } from './modules/databases/DatabaseRepository.js';
import { DatabaseService } from './modules/databases/DatabaseService.js';
import { DatasetDataService } from './modules/datasets/DatasetDataService.js';
import { DatasetRepository } from './modules/datasets/DatasetRepository.js';
import { DatasetService } from './modules/datasets/DatasetService.js';
import { UploadService } from './modules/uploads/UploadService.js';
import { QueryHistoryService } from './modules/sqllab/QueryHistoryService.js';
import { QueryRepository } from './modules/sqllab/QueryRepository.js';
import { createSqlLabBackends } from './modules/sqllab/sqlLabBackends.js';
import { SqlLabService } from './modules/sqllab/SqlLabService.js';
import { SqlTableAccess } from './modules/sqllab/tableAccess.js';
import { ChartRepository } from './modules/charts/ChartRepository.js';
import { ChartService } from './modules/charts/ChartService.js';
import { ChartDataExportService } from './modules/chartdata/ChartDataExportService.js';
import { ChartDataService } from './modules/chartdata/ChartDataService.js';
import { createResultCache } from './platform/cache/createResultCache.js';
import { CACHE_NAMESPACES, type ResultCache } from './platform/cache/resultCache.js';
import { ExploreService } from './modules/explore/ExploreService.js';
import { ExploreStateRepository } from './modules/explore/ExploreStateRepository.js';
import { PermalinkKeys } from './modules/explore/permalinkKey.js';
import { KeyValueRepository } from './modules/keyvalue/KeyValueRepository.js';
import { KeyValueService } from './modules/keyvalue/KeyValueService.js';
import { SavedQueryRepository } from './modules/savedqueries/SavedQueryRepository.js';
import { SavedQueryService } from './modules/savedqueries/SavedQueryService.js';
import { AnnotationRepository } from './modules/annotations/AnnotationRepository.js';
import { AnnotationService } from './modules/annotations/AnnotationService.js';
import { DashboardRepository } from './modules/dashboards/DashboardRepository.js';
import { DashboardService } from './modules/dashboards/DashboardService.js';
import { DashboardStateService } from './modules/dashboards/DashboardStateService.js';
import { LogRepository } from './modules/logs/LogRepository.js';
import { LogService } from './modules/logs/LogService.js';
import { TabStateRepository } from './modules/tabstate/TabStateRepository.js';
import { TabStateService } from './modules/tabstate/TabStateService.js';
import { PrincipalCache } from './security/principalCache.js';
import { DatabaseLimiter } from './platform/databaseLimiter.js';
import { WorkerPool } from './platform/workers/WorkerPool.js';
import { ChartDataMemo } from './modules/chartdata/chartDataMemo.js';
import { SecretBox } from './security/secretBox.js';
import { TokenService } from './security/tokens.js';
import { ScreenshotService } from './modules/screenshots/ScreenshotService.js';
import { screenshotSettingsFrom } from './modules/screenshots/screenshotSettings.js';

/** Every service the routes call, wired in one place (the composition root). */
export interface Services {
  config: AppConfig;
  db: MetadataDb;
  tokens: TokenService;
  principalCache: PrincipalCache;
  lists: ListService;
  auth: AuthService;
  users: UserService;
  roles: RoleService;
  databases: DatabaseService;
  databaseBrowse: DatabaseBrowseService;
  connections: DatabaseConnections;
  datasets: DatasetService;
  datasetData: DatasetDataService;
  uploads: UploadService;
  sqlLab: SqlLabService;
  /** Where async SQL Lab results wait (a result cache of its own namespace); closed with the app. */
  results: ResultCache;
  queryHistory: QueryHistoryService;
  tabStates: TabStateService;
  savedQueries: SavedQueryService;
  annotations: AnnotationService;
  keyValue: KeyValueService;
  charts: ChartService;
  /** POST /api/v1/chart/data and its cache (closed with the app). */
  chartData: ChartDataService;
  /** Repeat chart-data answers served from the cache; cleared by changes that can alter them. */
  chartDataMemo: ChartDataMemo;
  chartCache: ResultCache;
  /** Worker threads for XLSX exports, closed with the app. */
  workers: WorkerPool;
  explore: ExploreService;
  /** Dashboards as a user may see them (DASHBOARD_RBAC included): one instance for every module. */
  dashboards: DashboardService;
  /** Dashboard permalinks and filter state (key_value rows; keys under the app's secret key). */
  dashboardStates: DashboardStateService;
  /** The action log: events from the web app, recent activity, the admins' list. */
  logs: LogService;
  /** Headless Chromium drawing dashboards (launched on first use, closed with the app). */
  screenshots: ScreenshotService;
  /** Screenshot and thumbnail tasks and their pictures, shared by every node with Redis. */
  screenshotCache: ResultCache;
  screenshotTimeoutMs: number;
  repositories: {
    users: UserRepository;
    roles: RoleRepository;
    permissions: PermissionRepository;
    databases: DatabaseRepository;
    datasets: DatasetRepository;
  };
}

/** Where services report trouble that no request is waiting to hear (a lost Redis connection). */
export interface ServiceLog {
  warn(msg: string): void;
}

export function createServices(
  config: AppConfig,
  db: MetadataDb,
  secretKey: string,
  log: ServiceLog,
): Services {
  const tokens = new TokenService(secretKey, {
    access: config.accessTokenTtlSeconds,
    refresh: config.refreshTokenTtlSeconds,
    session: config.sessionTtlSeconds,
  });
  const permissions = new PermissionRepository(db);
  const users = new UserRepository(db);
  const roles = new RoleRepository(db, permissions);
  const principalCache = new PrincipalCache(config.authCacheSeconds * 1000);
  // Repeat chart-data answers are dropped by the services whose changes can alter one (datasets,
  // databases, charts, uploads that re-sync a dataset, users and roles), never by unrelated writes
  // such as SQL Lab tab autosaves, saved queries, key-value or explore form-data state.
  const chartDataMemo = new ChartDataMemo(config.authCacheSeconds * 1000);
  const onChartDataChange = (): void => chartDataMemo.clear();
  const lists = new ListService(new ListRepository(db));
  const secrets = new SecretBox(secretKey);
  const connections = new DatabaseConnections(secrets, config.dataDir);
  const databaseRepository = new DatabaseRepository(db);
  const databases = new DatabaseService({
    databases: databaseRepository,
    connections,
    permissions,
    secrets,
    lists,
    onChartDataChange,
    safety: new ConnectionSafety({
      dataDir: config.dataDir,
      preventUnsafe: config.preventUnsafeDbConnections,
    }),
  });
  const datasetRepository = new DatasetRepository(db);
  const datasets = new DatasetService({
    datasets: datasetRepository,
    databases: databaseRepository,
    connections,
    permissions,
    lists,
    onChartDataChange,
  });
  const charts = new ChartService({
    charts: new ChartRepository(db),
    datasets,
    datasetRows: datasetRepository,
    lists,
    onChartDataChange,
  });
  const dashboards = new DashboardService({
    dashboards: new DashboardRepository(db),
    datasets,
    lists,
    rbac: resolveFeatureFlags(config.featureFlags).DASHBOARD_RBAC === true,
  });
  const explore = new ExploreService({
    charts,
    datasets,
    datasetRows: datasetRepository,
    store: new ExploreStateRepository(db),
    permalinkKeys: new PermalinkKeys(secretKey, 'explore_permalink'),
  });
  const chartCache = createResultCache(
    {
      redisUrl: config.redisUrl,
      maxBytes: config.chartCache.maxBytes,
      namespace: CACHE_NAMESPACES.chartData,
    },
    (error) => log.warn(`chart-data cache: ${error.message}`),
  );
  // One cap per database for SQL Lab and chart queries together (the database's max_concurrent_queries).
  const databaseLimiter = new DatabaseLimiter();
  // Started on first use (the first XLSX export); closed with the app.
  const workers = new WorkerPool(config.workerThreads);
  const annotationRepository = new AnnotationRepository(db);
  const chartData = new ChartDataService({
    datasets,
    charts: new ChartRepository(db),
    datasetRows: datasetRepository,
    connections,
    cache: chartCache,
    defaultCacheTimeoutSeconds: config.chartCache.defaultTimeoutSeconds,
    limiter: databaseLimiter,
    log,
    workers,
    exports: new ChartDataExportService({ connections, limiter: databaseLimiter, workers, log }),
    sqlMaxRow: config.sqlMaxRow,
    annotationLayers: annotationRepository,
  });
  const onSecurityChange = (): void => {
    principalCache.clear();
    chartDataMemo.clear();
  };
  const screenshotSettings = screenshotSettingsFrom(process.env);
  const screenshotCache = createResultCache(
    {
      redisUrl: config.redisUrl,
      maxBytes: screenshotSettings.cacheMaxBytes,
      namespace: CACHE_NAMESPACES.screenshots,
    },
    (error) => log.warn(`screenshot cache: ${error.message}`),
  );
  const queries = new QueryRepository(db);
  const { results, jobs } = createSqlLabBackends(
    { redisUrl: config.redisUrl, resultsMaxBytes: config.sqlLabResultsMaxBytes },
    (error) => log.warn(`SQL Lab results backend: ${error.message}`),
  );
  const sqlLab = new SqlLabService({
    databases,
    connections,
    queries,
    results,
    jobs,
    databaseRows: databaseRepository,
    limits: config.sqlLab,
    limiter: databaseLimiter,
    tableAccess: new SqlTableAccess(datasetRepository),
    log,
  });
  return {
    config,
    db,
    workers,
    tokens,
    principalCache,
    lists,
    auth: new AuthService({
      users,
      permissions,
      tokens,
      revocations: new TokenRevocationRepository(db),
      loginLifetimeSeconds: Math.max(config.sessionTtlSeconds, config.refreshTokenTtlSeconds),
      onSessionRevoked: (sid) => principalCache.forgetSession(sid),
    }),
    users: new UserService({ users, roles, onSecurityChange }),
    roles: new RoleService({ roles, permissions, onSecurityChange }),
    databases,
    databaseBrowse: new DatabaseBrowseService({ databases, connections }),
    datasets,
    datasetData: new DatasetDataService({ datasets, connections }),
    uploads: new UploadService({
      databases,
      connections,
      datasets,
      datasetRows: datasetRepository,
      // A zip of Parquet files may unpack to ten times the upload limit.
      maxUnpackedBytes: config.uploadMaxBytes * 10,
      onChartDataChange,
    }),
    tabStates: new TabStateService({
      tabs: new TabStateRepository(db),
      databases,
      limits: config.sqlLab,
      featureFlags: resolveFeatureFlags(config.featureFlags),
    }),
    savedQueries: new SavedQueryService({ savedQueries: new SavedQueryRepository(db), databases, lists }),
    annotations: new AnnotationService({ annotations: annotationRepository, lists, onChartDataChange }),
    keyValue: new KeyValueService(new KeyValueRepository(db)),
    charts,
    chartData,
    chartDataMemo,
    chartCache,
    explore,
    screenshots: new ScreenshotService({
      executablePath: screenshotSettings.executablePath,
      timeoutMs: screenshotSettings.timeoutMs,
    }),
    screenshotCache,
    screenshotTimeoutMs: screenshotSettings.timeoutMs,
    dashboards,
    dashboardStates: new DashboardStateService({
      reads: dashboards,
      store: new ExploreStateRepository(db),
      permalinkKeys: new PermalinkKeys(secretKey, 'dashboard_permalink'),
    }),
    logs: new LogService({
      logs: new LogRepository(db),
      lists,
      // Recent activity names only dashboards and charts the caller may still see.
      dashboardScope: (principal) => dashboards.scope(principal),
      chartScope: (principal) => charts.scope(principal),
    }),
    sqlLab,
    results,
    queryHistory: new QueryHistoryService({ lists, queries, sqlLab, databases, connections }),
    connections,
    repositories: { users, roles, permissions, databases: databaseRepository, datasets: datasetRepository },
  };
}
