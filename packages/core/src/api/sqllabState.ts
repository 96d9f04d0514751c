import { Type, type Static, type TSchema } from 'typebox';
import { DatabaseResult } from './databases.js';
import { QueryDict } from './sqllab.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Fields of a saved query a client may write (contract §4; spec 000 §3 "saved query payload"). */
const savedQueryFields = {
  db_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  label: Type.Optional(NullableString),
  description: Type.Optional(NullableString),
  catalog: Type.Optional(NullableString),
  schema: Type.Optional(NullableString),
  sql: Type.Optional(NullableString),
  template_parameters: Type.Optional(NullableString),
  extra_json: Type.Optional(NullableString),
};

/** POST /api/v1/saved_query/. */
export const SavedQueryCreateRequest = Type.Object(savedQueryFields, { additionalProperties: false });
export type SavedQueryCreateRequest = Static<typeof SavedQueryCreateRequest>;

/** PUT /api/v1/saved_query/<id>. */
export const SavedQueryUpdateRequest = Type.Object(savedQueryFields, { additionalProperties: false });
export type SavedQueryUpdateRequest = Static<typeof SavedQueryUpdateRequest>;

/** POST /api/v1/sqllab/permalink: the editor state to share; kept as given. */
export const SqlLabPermalinkRequest = Type.Object(
  {
    dbId: Type.Integer(),
    sql: Type.String(),
    name: Type.Optional(Type.String()),
    catalog: Type.Optional(NullableString),
    schema: Type.Optional(NullableString),
    templateParams: Type.Optional(NullableString),
    autorun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
export type SqlLabPermalinkRequest = Static<typeof SqlLabPermalinkRequest>;

/**
 * Bodies of Superset's legacy MVC views (/tabstateview/, /tableschemaview/, /kv/store/): url-encoded
 * forms whose fields hold JSON strings, or the same fields in a JSON body.
 */
export const LegacyFormBody = Type.Record(Type.String(), Type.Unknown());
export type LegacyFormBody = Static<typeof LegacyFormBody>;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{id, first_name, last_name}` of the user who created or last changed a row. */
export const PersonRef = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
});
export type PersonRef = Static<typeof PersonRef>;

/** A table a saved query's SQL reads (Superset's `sql_tables`). */
export const SqlTableRef = Type.Object({
  catalog: NullableString,
  schema: NullableString,
  table: Type.String(),
});

/** `result` of GET /api/v1/saved_query/<id> (contract §4, Superset's show_columns). */
export const SavedQueryResult = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  catalog: NullableString,
  schema: NullableString,
  label: NullableString,
  description: NullableString,
  sql: NullableString,
  sql_tables: Type.Array(SqlTableRef),
  template_parameters: NullableString,
  extra_json: NullableString,
  rows: Nullable(Type.Integer()),
  last_run: NullableString,
  created_on: NullableString,
  changed_on: NullableString,
  changed_on_delta_humanized: NullableString,
  created_by: Nullable(PersonRef),
  changed_by: Nullable(PersonRef),
  database: Nullable(Type.Object({ id: Type.Integer(), database_name: Type.String() })),
});
export type SavedQueryResult = Static<typeof SavedQueryResult>;

export const SavedQueryGetResponse = Type.Object({ id: Type.Integer(), result: SavedQueryResult });
export type SavedQueryGetResponse = Static<typeof SavedQueryGetResponse>;

/** POST and PUT answers: the id and the fields as written. */
export const SavedQueryWriteResponse = Type.Object({
  id: Type.Integer(),
  result: Type.Object(savedQueryFields),
});
export type SavedQueryWriteResponse = Static<typeof SavedQueryWriteResponse>;

/** POST /kv/store/. */
export const KeyValueStoreResponse = Type.Object({ id: Type.Integer() });

/** POST /api/v1/sqllab/permalink. */
export const PermalinkResponse = Type.Object({ key: Type.String(), url: Type.String() });
export type PermalinkResponse = Static<typeof PermalinkResponse>;

/** GET /api/v1/sqllab/permalink/<key>: the editor state as it was shared (open). */
export const SqlLabPermalinkState = Type.Record(Type.String(), Type.Unknown());

/** POST /tabstateview/ and /tableschemaview/: the new row's id. */
export const CreatedIdResponse = Type.Object({ id: Type.Integer() });

/**
 * A table card kept with a tab: Superset's TableSchema.to_dict(). `description` is the `table` object
 * the client posted to /tableschemaview/, kept whole.
 */
export const TableSchemaState = Type.Object({
  id: Type.Integer(),
  tab_state_id: Type.Integer(),
  database_id: Type.Integer(),
  catalog: NullableString,
  schema: NullableString,
  table: NullableString,
  description: Type.Unknown(),
  expanded: Type.Boolean(),
});
export type TableSchemaState = Static<typeof TableSchemaState>;

/** GET /tabstateview/<id>: Superset's TabState.to_dict(). */
export const TabState = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  label: NullableString,
  active: Type.Boolean(),
  database_id: Nullable(Type.Integer()),
  catalog: NullableString,
  schema: NullableString,
  table_schemas: Type.Array(TableSchemaState),
  sql: NullableString,
  query_limit: Nullable(Type.Integer()),
  /** The tab's last run, whose rows a reloaded tab reads again by its results key. */
  latest_query: Nullable(QueryDict),
  /** The tab runs its SQL when first shown (Superset's autorun), then the flag is cleared. */
  autorun: Type.Boolean(),
  template_params: NullableString,
  /** The schema browser (left bar) is hidden in this tab. */
  hide_left_bar: Type.Boolean(),
  saved_query: Nullable(Type.Object({ id: Type.Integer(), label: NullableString })),
  extra_json: NullableString,
});
export type TabState = Static<typeof TabState>;
export const TabStateResponse = TabState;

/** POST /tableschemaview/<id>/expanded. */
export const TableSchemaExpandedResponse = Type.Object({ id: Type.Integer(), expanded: Type.Boolean() });

/** SQL Lab's row limits, as Superset's bootstrap `common.conf` carries them. */
export const SqlLabConf = Type.Object({
  DEFAULT_SQLLAB_LIMIT: Type.Integer(),
  DISPLAY_MAX_ROW: Type.Integer(),
  SQL_MAX_ROW: Type.Integer(),
});
export type SqlLabConf = Static<typeof SqlLabConf>;

/** A database of the bootstrap: the fields Superset's DATABASE_KEYS picks from the database. */
export const SqlLabDatabase = Type.Pick(DatabaseResult, [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_subquery',
  'backend',
  'database_name',
  'expose_in_sqllab',
  'force_ctas_schema',
  'id',
  'disable_data_preview',
  'allows_virtual_table_explore',
  'engine_information',
]);
export type SqlLabDatabase = Static<typeof SqlLabDatabase>;

/**
 * GET /api/v1/sqllab/: the user's tabs, the active tab, the databases SQL Lab offers and the
 * queries of the tabs (Superset's to_dict() shapes).
 */
export const SqlLabBootstrap = Type.Object({
  // [id, label] pairs. Not a Type.Tuple: fast-json-stringify refuses tuples whose items are unions.
  tab_state_ids: Type.Array(
    Type.Array(Type.Union([Type.Integer(), Type.String(), Type.Null()]), { minItems: 2, maxItems: 2 }),
  ),
  active_tab: Nullable(TabState),
  databases: Type.Record(Type.String(), SqlLabDatabase),
  queries: Type.Record(Type.String(), QueryDict),
  /** Loupe's addition: Superset puts this in the page's bootstrap data, which Loupe's SPA does not have. */
  common: Type.Object({ conf: SqlLabConf, feature_flags: Type.Record(Type.String(), Type.Boolean()) }),
});
export type SqlLabBootstrap = Static<typeof SqlLabBootstrap>;
export const SqlLabBootstrapResponse = Type.Object({ result: SqlLabBootstrap });
