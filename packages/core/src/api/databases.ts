import { Type, type Static } from 'typebox';

/** The mask Superset shows in place of every stored secret. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) =>
  Type.Union([t, Type.Null()]);

/** Dynamic-form connection parameters (contract §5). */
export const DatabaseParameters = Type.Object(
  {
    host: Type.Optional(Type.String()),
    port: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 65535 }), Type.String()])),
    database: Type.Optional(Type.String()),
    username: Type.Optional(Type.String()),
    password: Type.Optional(Type.String()),
    query: Type.Optional(Type.Record(Type.String(), Type.String())),
    encryption: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
export type DatabaseParameters = Static<typeof DatabaseParameters>;

const connectionFields = {
  sqlalchemy_uri: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  configuration_method: Type.Optional(
    Type.Union([Type.Literal('sqlalchemy_form'), Type.Literal('dynamic_form')]),
  ),
  engine: Type.Optional(Type.String()),
  driver: Type.Optional(Type.String()),
  parameters: Type.Optional(DatabaseParameters),
  extra: Type.Optional(Type.String()),
  masked_encrypted_extra: Type.Optional(Nullable(Type.String())),
  server_cert: Type.Optional(Nullable(Type.String())),
  impersonate_user: Type.Optional(Type.Boolean()),
  ssh_tunnel: Type.Optional(Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()])),
};

const optionFields = {
  cache_timeout: Type.Optional(Nullable(Type.Integer({ minimum: -1 }))),
  expose_in_sqllab: Type.Optional(Type.Boolean()),
  allow_run_async: Type.Optional(Type.Boolean()),
  allow_ctas: Type.Optional(Type.Boolean()),
  allow_cvas: Type.Optional(Type.Boolean()),
  allow_dml: Type.Optional(Type.Boolean()),
  allow_file_upload: Type.Optional(Type.Boolean()),
  force_ctas_schema: Type.Optional(Nullable(Type.String({ maxLength: 250 }))),
  uuid: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F-]{36}$' })),
  external_url: Type.Optional(Nullable(Type.String())),
  is_managed_externally: Type.Optional(Type.Boolean()),
};

/** POST /api/v1/database/. */
export const DatabaseCreateRequest = Type.Object(
  { database_name: Type.String({ minLength: 1, maxLength: 250 }), ...connectionFields, ...optionFields },
  { additionalProperties: false },
);
export type DatabaseCreateRequest = Static<typeof DatabaseCreateRequest>;

/** PUT /api/v1/database/{id}. */
export const DatabaseUpdateRequest = Type.Object(
  {
    database_name: Type.Optional(Type.String({ minLength: 1, maxLength: 250 })),
    ...connectionFields,
    ...optionFields,
  },
  { additionalProperties: false },
);
export type DatabaseUpdateRequest = Static<typeof DatabaseUpdateRequest>;

/** POST /api/v1/database/test_connection/ and validate_parameters/. */
export const DatabaseTestConnectionRequest = Type.Object(
  {
    database_name: Type.Optional(Type.String()),
    ...connectionFields,
    ...optionFields,
  },
  { additionalProperties: false },
);
export type DatabaseTestConnectionRequest = Static<typeof DatabaseTestConnectionRequest>;

export interface DatabaseResult {
  id: number;
  uuid: string;
  database_name: string;
  sqlalchemy_uri: string;
  backend: string;
  driver: string;
  engine: string;
  configuration_method: string;
  parameters: Record<string, unknown>;
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  force_ctas_schema: string | null;
  impersonate_user: boolean;
  server_cert: string | null;
  extra: string;
  is_managed_externally: boolean;
  external_url: string | null;
  allows_subquery: boolean;
  allows_cost_estimate: boolean;
  allows_virtual_table_explore: boolean;
  disable_data_preview: boolean;
  engine_information: { supports_file_upload: boolean; disable_ssh_tunneling: boolean };
}

/** The database `extra` JSON (contract §5), with Superset's defaults. */
export interface DatabaseExtra {
  metadata_params?: Record<string, unknown>;
  engine_params?: Record<string, unknown>;
  metadata_cache_timeout?: Record<string, number>;
  schemas_allowed_for_file_upload?: string[];
  cost_estimate_enabled?: boolean;
  disable_data_preview?: boolean;
  allows_virtual_table_explore?: boolean;
  allow_multi_catalog?: boolean;
  [key: string]: unknown;
}

/** Parses `extra`; returns the reason when it is not a JSON object. */
export function parseDatabaseExtra(extra: string | null | undefined): DatabaseExtra | string {
  if (extra === null || extra === undefined || extra.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(extra);
  } catch (e) {
    return `Field cannot be decoded by JSON. ${(e as Error).message}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return 'Field must be a JSON object.';
  const obj = parsed as DatabaseExtra;
  if (
    obj.schemas_allowed_for_file_upload !== undefined &&
    !Array.isArray(obj.schemas_allowed_for_file_upload)
  ) {
    return 'schemas_allowed_for_file_upload must be a list of schema names.';
  }
  return obj;
}

export const TablesQuery = Type.Object({ q: Type.Optional(Type.String()) });
export const TableMetadataQuery = Type.Object({
  name: Type.String({ minLength: 1 }),
  schema: Type.Optional(Type.String()),
  catalog: Type.Optional(Type.String()),
});
export type TableMetadataQuery = Static<typeof TableMetadataQuery>;
