import type { FastifyInstance } from 'fastify';
import type { WorldObjects } from './securityWorld.testkit.js';

/** The subset of JSON Schema the route schemas use (TypeBox output as @fastify/swagger prints it). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One method + path of the OpenAPI document. */
export interface ApiOperation {
  /** `METHOD /path/{param}` exactly as the document spells the path: the access table's key. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: QueryParameter[];
  /** The JSON request body's schema, when the route declares one. */
  bodySchema?: JsonSchema;
  /** The route reads multipart/form-data (file uploads). */
  multipart: boolean;
}

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

/** Every operation of `GET /api/v1/_openapi`, sorted by key. */
export async function readOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const res = await app.inject({ url: '/api/v1/_openapi' });
  if (res.statusCode !== 200) throw new Error(`OpenAPI document: ${res.statusCode} ${res.body}`);
  const doc = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase() as ApiOperation['method'];
      const content = op.requestBody?.content ?? {};
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        queryParams: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        bodySchema: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || (op.consumes ?? []).includes('multipart/form-data'),
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** The path with each `{param}` replaced by its (URL-encoded) value. */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** An id no object of the suite's world has: mutations aimed at it change nothing. */
export const MISSING_ID = 987654;

/** Columns that related/<col> and distinct/<col> accept per list resource. */
const LIST_COLUMNS: Record<string, { related: string; distinct: string }> = {
  'security/users': { related: 'roles', distinct: 'username' },
  'security/roles': { related: 'user', distinct: 'name' },
  'security/permissions-resources': { related: 'permission', distinct: 'permission' },
  database: { related: 'owners', distinct: 'database_name' },
  dataset: { related: 'owners', distinct: 'table_name' },
  chart: { related: 'owners', distinct: 'slice_name' },
  dashboard: { related: 'owners', distinct: 'dashboard_title' },
  saved_query: { related: 'created_by', distinct: 'label' },
  annotation_layer: { related: 'created_by', distinct: 'name' },
  query: { related: 'user', distinct: 'status' },
  log: { related: 'user', distinct: 'action' },
};

/**
 * Values for the path parameters of an operation: the id or key of an object that exists (so a
 * read reaches the service); with `missing`, ids nothing has (so a mutation changes nothing); with
 * `spare`, the world's spare objects where it has one (so a mutation spoils nothing another test needs).
 */
export function pathPlaceholders(
  op: ApiOperation,
  o: WorldObjects,
  { target = 'existing' }: { target?: 'existing' | 'missing' | 'spare' } = {},
): Record<string, string> {
  const missing = target === 'missing';
  const id = (existing: number | string): string => (missing ? String(MISSING_ID) : String(existing));
  const spare = target === 'spare';
  const resource = /^\/api\/v1\/((?:security\/)?[a-z_-]+)/.exec(op.path)?.[1] ?? '';
  const idByResource: Record<string, number> = {
    'security/users': o.spare.userId,
    'security/roles': spare ? o.spare.roleId : o.gammaRoleId,
    database: spare ? o.spare.databaseId : o.databaseId,
    dataset: spare ? o.spare.datasetId : o.datasetId,
    chart: spare ? o.spare.chartId : o.chartId,
    saved_query: spare ? o.spare.savedQueryId : o.savedQueryId,
    annotation_layer: spare ? o.spare.annotationLayerId : o.annotationLayerId,
    query: o.queryId,
    datasource: o.datasetId,
  };
  const values: Record<string, string> = {};
  for (const param of op.pathParams) {
    let value: string;
    if (param === 'column' && op.path.includes('/related/'))
      value = LIST_COLUMNS[resource]?.related ?? 'owners';
    else if (param === 'column' && op.path.includes('/distinct/'))
      value = LIST_COLUMNS[resource]?.distinct ?? 'name';
    else if (param === 'column') value = 'region';
    else if (param === 'table') value = 'sales';
    else if (param === 'schema') value = 'main';
    else if (param === 'type' || param === 'datasource_type') value = 'table';
    else if (param === 'datasource_id') value = id(o.datasetId);
    else if (param === 'id' && op.path.includes('/annotation/'))
      value = id(spare ? o.spare.annotationId : o.annotationId);
    else if (param === 'client_id') value = missing ? 'nosuchq' : o.queryClientId;
    else if (param === 'cache_key') value = missing ? 'f'.repeat(64) : o.chartCacheKey;
    else if (op.path.startsWith('/tabstateview/')) value = id(spare ? o.spare.tabId : o.tabId);
    else if (op.path.startsWith('/tableschemaview/')) value = id(o.tableSchemaId);
    else if (op.path.startsWith('/savedqueryviewapi/')) value = id(o.savedQueryId);
    else if (op.path.startsWith('/kv/')) value = id(o.kvId);
    else if (op.path.startsWith('/api/v1/sqllab/permalink/'))
      value = missing ? 'nosuchkey' : o.sqlLabPermalinkKey;
    else if (op.path.startsWith('/api/v1/explore/form_data/')) value = missing ? 'nosuchkey' : o.formDataKey;
    else if (op.path.startsWith('/api/v1/explore/permalink/'))
      value = missing ? 'nosuchkey' : o.explorePermalinkKey;
    else if (idByResource[resource] !== undefined) value = id(idByResource[resource]);
    else value = '1';
    values[param] = value;
  }
  return values;
}

/** Query strings the routes need to get past validation to the service, by operation key. */
export function queryPlaceholders(op: ApiOperation, o: WorldObjects): Record<string, string> {
  const byKey: Record<string, Record<string, string>> = {
    'GET /api/v1/database/{id}/table_metadata/': { name: 'sales', schema: 'main' },
    'GET /api/v1/database/{id}/table_metadata/extra/': { name: 'sales', schema: 'main' },
    'POST /datasource/samples': { datasource_type: 'table', datasource_id: String(o.datasetId) },
    'GET /superset/fetch_datasource_metadata': { datasourceKey: `${o.datasetId}__table` },
    'GET /api/v1/sqllab/results/': { q: "(key:'nosuchkey')" },
    'GET /api/v1/query/updated_since': { q: '(last_updated_ms:0)' },
    'GET /api/v1/chart/favorite_status/': { q: `!(${o.chartId})` },
    'GET /api/v1/dashboard/favorite_status/': { q: '!(1)' },
    'DELETE /api/v1/security/users/': { q: `!(${MISSING_ID})` },
    'DELETE /api/v1/security/roles/': { q: `!(${MISSING_ID})` },
    'DELETE /api/v1/dataset/': { q: `!(${MISSING_ID})` },
    'DELETE /api/v1/chart/': { q: `!(${MISSING_ID})` },
    'DELETE /api/v1/dashboard/': { q: `!(${MISSING_ID})` },
    'DELETE /api/v1/saved_query/': { q: `!(${MISSING_ID})` },
    'DELETE /api/v1/annotation_layer/': { q: `!(${MISSING_ID})` },
    'DELETE /api/v1/annotation_layer/{pk}/annotation/': { q: `!(${MISSING_ID})` },
    'GET /api/v1/explore/': { slice_id: String(o.chartId) },
    'GET /api/v1/time_range/': { q: "'Last week'" },
  };
  const values = { ...byKey[op.key] };
  for (const param of op.queryParams) {
    if (param.required && values[param.name] === undefined) values[param.name] = '1';
  }
  return values;
}
