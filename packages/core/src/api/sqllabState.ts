import { Type, type Static } from 'typebox';

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

/** The `key` of a permalink route. */
export const PermalinkKeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) });
export type PermalinkKeyParams = Static<typeof PermalinkKeyParams>;
