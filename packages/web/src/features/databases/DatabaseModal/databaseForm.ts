import type {
  AvailableEngine,
  ConnectionParameters,
  DatabaseBody,
  DatabaseDetail,
} from '../../../api/databases';

/** How the connection is described: engine parameters (host, port, ...) or one SQLAlchemy URI. */
export type ConnectionMode = 'parameters' | 'uri';

/** The connect-database form: connection fields, then the Advanced panels. */
export interface DatabaseFormValues {
  database_name: string;
  sqlalchemy_uri?: string;
  parameters: {
    host?: string;
    port?: number | null;
    database?: string;
    username?: string;
    password?: string;
    /** `a=1&b=2`, sent as the `query` object. */
    query?: string;
    encryption?: boolean;
  };
  expose_in_sqllab: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  force_ctas_schema?: string;
  allow_dml: boolean;
  allow_run_async: boolean;
  cost_estimate_enabled: boolean;
  disable_data_preview: boolean;
  allows_virtual_table_explore: boolean;
  allow_file_upload: boolean;
  /** Comma-separated schema names. */
  schemas_allowed_for_file_upload?: string;
  impersonate_user: boolean;
  cache_timeout?: number | null;
  schema_cache_timeout?: number | null;
  table_cache_timeout?: number | null;
  /** JSON object text. */
  metadata_params?: string;
  /** JSON object text. */
  engine_params?: string;
}

/** The connection parameters the dynamic form knows how to show, in display order. */
export const PARAMETER_FIELDS = ['host', 'port', 'database', 'username', 'password', 'query', 'encryption'];

export type ExtraObject = Record<string, unknown>;

/** `extra` is a JSON string on the wire; anything unreadable counts as empty. */
export function parseJsonObject(text: string | null | undefined): ExtraObject {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ExtraObject)
      : {};
  } catch {
    return {};
  }
}

/** True for empty text or text holding one JSON object: what the params fields accept. */
export function isJsonObjectText(text: string | undefined): boolean {
  if (text === undefined || text.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

export function queryToText(query: Record<string, string> | undefined): string {
  return query ? new URLSearchParams(query).toString() : '';
}

export function textToQuery(text: string | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams((text ?? '').trim()));
}

function jsonText(value: unknown): string {
  return value === undefined ? '{}' : JSON.stringify(value, null, 2);
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The engines that can use the dynamic form are the ones whose `available` entry has `parameters`. */
export function supportsParameters(engine: AvailableEngine | undefined): boolean {
  return engine?.parameters !== undefined;
}

/** Superset's defaults for a new connection: exposed in SQL Lab and explorable, nothing else enabled. */
export function newDatabaseValues(engine: AvailableEngine | undefined): DatabaseFormValues {
  return {
    database_name: engine?.name ?? '',
    sqlalchemy_uri: '',
    parameters: { encryption: false },
    expose_in_sqllab: true,
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: false,
    allow_run_async: false,
    cost_estimate_enabled: false,
    disable_data_preview: false,
    allows_virtual_table_explore: true,
    allow_file_upload: false,
    impersonate_user: false,
    metadata_params: '{}',
    engine_params: '{}',
  };
}

export function databaseToValues(database: DatabaseDetail): DatabaseFormValues {
  const extra = parseJsonObject(database.extra);
  const metadataCache = (extra.metadata_cache_timeout ?? {}) as Record<string, unknown>;
  const schemas = Array.isArray(extra.schemas_allowed_for_file_upload)
    ? (extra.schemas_allowed_for_file_upload as unknown[]).map(String)
    : [];
  const params: ConnectionParameters = database.parameters ?? {};
  return {
    database_name: database.database_name,
    sqlalchemy_uri: database.sqlalchemy_uri,
    parameters: {
      host: params.host,
      // The wire allows the port as text (core's DatabaseParameters); the form edits a number.
      port: typeof params.port === 'string' ? Number(params.port) || null : (params.port ?? null),
      database: params.database,
      username: params.username,
      password: params.password,
      query: queryToText(params.query),
      encryption: params.encryption === true,
    },
    expose_in_sqllab: database.expose_in_sqllab,
    allow_ctas: database.allow_ctas,
    allow_cvas: database.allow_cvas,
    force_ctas_schema: database.force_ctas_schema ?? undefined,
    allow_dml: database.allow_dml,
    allow_run_async: database.allow_run_async,
    cost_estimate_enabled: extra.cost_estimate_enabled === true,
    disable_data_preview: extra.disable_data_preview === true,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    allow_file_upload: database.allow_file_upload,
    schemas_allowed_for_file_upload: schemas.join(', '),
    impersonate_user: database.impersonate_user,
    cache_timeout: database.cache_timeout,
    schema_cache_timeout: numberOrNull(metadataCache.schema_cache_timeout),
    table_cache_timeout: numberOrNull(metadataCache.table_cache_timeout),
    metadata_params: jsonText(extra.metadata_params),
    engine_params: jsonText(extra.engine_params),
  };
}

/** `extra` as a JSON string: the stored keys this form does not show are kept as they were. */
export function buildExtra(values: DatabaseFormValues, storedExtra: ExtraObject = {}): string {
  const metadataCache: Record<string, number> = {};
  if (typeof values.schema_cache_timeout === 'number')
    metadataCache.schema_cache_timeout = values.schema_cache_timeout;
  if (typeof values.table_cache_timeout === 'number')
    metadataCache.table_cache_timeout = values.table_cache_timeout;
  const schemas = (values.schemas_allowed_for_file_upload ?? '')
    .split(',')
    .map((schema) => schema.trim())
    .filter((schema) => schema !== '');
  return JSON.stringify({
    ...storedExtra,
    metadata_params: parseJsonObject(values.metadata_params),
    engine_params: parseJsonObject(values.engine_params),
    metadata_cache_timeout: metadataCache,
    schemas_allowed_for_file_upload: schemas,
    cost_estimate_enabled: values.cost_estimate_enabled,
    disable_data_preview: values.disable_data_preview,
    allows_virtual_table_explore: values.allows_virtual_table_explore,
  });
}

function buildParameters(values: DatabaseFormValues): ConnectionParameters {
  const given = values.parameters;
  const parameters: ConnectionParameters = {};
  for (const key of ['host', 'database', 'username', 'password'] as const) {
    const value = given[key]?.trim();
    if (value) parameters[key] = value;
  }
  if (typeof given.port === 'number') parameters.port = given.port;
  parameters.query = textToQuery(given.query);
  if (given.encryption !== undefined) parameters.encryption = given.encryption;
  return parameters;
}

export interface BodyContext {
  mode: ConnectionMode;
  engine: AvailableEngine | undefined;
  storedExtra?: ExtraObject;
}

/** The connection part alone: what test_connection and validate_parameters need. */
export function buildConnectionBody(values: DatabaseFormValues, context: BodyContext): DatabaseBody {
  const base: DatabaseBody = {
    database_name: values.database_name.trim(),
    impersonate_user: values.impersonate_user,
    extra: buildExtra(values, context.storedExtra),
  };
  if (context.mode === 'uri') {
    return { ...base, sqlalchemy_uri: (values.sqlalchemy_uri ?? '').trim() };
  }
  const body: DatabaseBody = {
    ...base,
    configuration_method: 'dynamic_form',
    engine: context.engine?.engine,
    parameters: buildParameters(values),
  };
  if (context.engine?.default_driver) body.driver = context.engine.default_driver;
  return body;
}

/** The create/update body: the connection plus every flag of the Advanced panels. */
export function buildDatabaseBody(values: DatabaseFormValues, context: BodyContext): DatabaseBody {
  const body: DatabaseBody = {
    ...buildConnectionBody(values, context),
    expose_in_sqllab: values.expose_in_sqllab,
    allow_ctas: values.allow_ctas,
    allow_cvas: values.allow_cvas,
    allow_dml: values.allow_dml,
    allow_run_async: values.allow_run_async,
    allow_file_upload: values.allow_file_upload,
    force_ctas_schema: values.force_ctas_schema?.trim() || null,
    cache_timeout: typeof values.cache_timeout === 'number' ? values.cache_timeout : null,
  };
  if (context.mode === 'uri') body.configuration_method = 'sqlalchemy_form';
  return body;
}
