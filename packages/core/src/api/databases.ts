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

const NullableStr = Type.Union([Type.String(), Type.Null()]);
const EngineInformation = Type.Object({
  supports_file_upload: Type.Boolean(),
  disable_ssh_tunneling: Type.Boolean(),
});

/** `result` of GET/POST/PUT /api/v1/database/ (contract §5); `extra` is the JSON text as stored. */
export const DatabaseResult = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  database_name: Type.String(),
  sqlalchemy_uri: Type.String(),
  backend: Type.String(),
  driver: Type.String(),
  engine: Type.String(),
  configuration_method: Type.String(),
  parameters: Type.Record(Type.String(), Type.Unknown()),
  cache_timeout: Type.Union([Type.Integer(), Type.Null()]),
  expose_in_sqllab: Type.Boolean(),
  allow_run_async: Type.Boolean(),
  allow_ctas: Type.Boolean(),
  allow_cvas: Type.Boolean(),
  allow_dml: Type.Boolean(),
  allow_file_upload: Type.Boolean(),
  force_ctas_schema: NullableStr,
  impersonate_user: Type.Boolean(),
  server_cert: NullableStr,
  extra: Type.String(),
  is_managed_externally: Type.Boolean(),
  external_url: NullableStr,
  allows_subquery: Type.Boolean(),
  allows_cost_estimate: Type.Boolean(),
  allows_virtual_table_explore: Type.Boolean(),
  disable_data_preview: Type.Boolean(),
  engine_information: EngineInformation,
});
export type DatabaseResult = Static<typeof DatabaseResult>;

export const DatabaseResponse = Type.Object({ id: Type.Integer(), result: DatabaseResult });
export type DatabaseResponse = Static<typeof DatabaseResponse>;

/** A property of an engine's connection-parameters JSON schema; open, as JSON schema keywords are. */
export const ParameterSchemaProperty = Type.Object(
  {
    type: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    default: Type.Optional(Type.Unknown()),
    nullable: Type.Optional(Type.Boolean()),
    minimum: Type.Optional(Type.Number()),
    maximum: Type.Optional(Type.Number()),
    additionalProperties: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export type ParameterSchemaProperty = Static<typeof ParameterSchemaProperty>;

/** The JSON schema of an engine's dynamic connection form (Superset's `parameters`). */
export const ParametersSchema = Type.Object(
  {
    type: Type.Optional(Type.String()),
    properties: Type.Optional(Type.Record(Type.String(), ParameterSchemaProperty)),
    required: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: true },
);
export type ParametersSchema = Static<typeof ParametersSchema>;

/** GET /api/v1/database/available/: the engines Loupe connects to, with their form's JSON schema. */
export const AvailableEngine = Type.Object({
  name: Type.String(),
  engine: Type.String(),
  available_drivers: Type.Array(Type.String()),
  default_driver: Type.String(),
  sqlalchemy_uri_placeholder: Type.String(),
  preferred: Type.Boolean(),
  parameters: Type.Optional(ParametersSchema),
  engine_information: Type.Object({
    supports_file_upload: Type.Boolean(),
    disable_ssh_tunneling: Type.Boolean(),
    supports_dynamic_catalog: Type.Boolean(),
  }),
});
export type AvailableEngine = Static<typeof AvailableEngine>;
export const AvailableEnginesResponse = Type.Object({ databases: Type.Array(AvailableEngine) });
export type AvailableEnginesResponse = Static<typeof AvailableEnginesResponse>;

/** GET /api/v1/database/<id>/schemas/ (`default_schema` is a Loupe addition). */
export const SchemasResponse = Type.Object({
  result: Type.Array(Type.String()),
  default_schema: NullableStr,
});
export type SchemasResponse = Static<typeof SchemasResponse>;

/** GET /api/v1/database/<id>/tables/. */
export const TablesResponse = Type.Object({
  count: Type.Integer(),
  result: Type.Array(Type.Object({ value: Type.String(), type: Type.String(), extra: Type.Null() })),
});
export type TablesResponse = Static<typeof TablesResponse>;

/** GET /api/v1/database/<id>/table_metadata/ and the deprecated table/<table>/<schema>/. */
export const TableMetadataResponse = Type.Object({
  name: Type.String(),
  columns: Type.Array(
    Type.Object({
      name: Type.String(),
      type: Type.String(),
      longType: Type.String(),
      keys: Type.Array(Type.Object({ type: Type.String(), name: NullableStr })),
      comment: NullableStr,
    }),
  ),
  selectStar: Type.String(),
  // The engine's key and index descriptions, as Superset's inspector gives them.
  primaryKey: Type.Record(Type.String(), Type.Unknown()),
  foreignKeys: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  indexes: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  comment: NullableStr,
});
export type TableMetadataResponse = Static<typeof TableMetadataResponse>;

/** GET select_star/: `{result: sql}`. */
export const SelectStarResponse = Type.Object({ result: Type.String() });

/** GET table_metadata/extra/: engine-specific extras (none for Loupe's engines). */
export const TableExtraResponse = Type.Record(Type.String(), Type.Unknown());

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

/** `/<id>/table/<table>/<schema>/` and the other deprecated table paths. */
export const DatabaseTableParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  table: Type.String(),
  schema: Type.Optional(Type.String()),
});
export type DatabaseTableParams = Static<typeof DatabaseTableParams>;
