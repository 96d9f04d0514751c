import { Type, type Static, type TSchema } from 'typebox';

/** Path parameters and query strings several resources share (one definition each). */

/** `/<resource>/{id}`: a row's integer primary key. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

/** `/{key}` of form-data states and permalinks: an opaque short key. */
export const KeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) });
export type KeyParams = Static<typeof KeyParams>;

/** `/{client_id}` of a SQL Lab query: the browser's id for it (Superset's 11 characters). */
export const ClientIdParams = Type.Object({ client_id: Type.String({ minLength: 1, maxLength: 11 }) });
export type ClientIdParams = Static<typeof ClientIdParams>;

/** `related/{column}` and `distinct/{column}` of the list API. */
export const ColumnParams = Type.Object({ column: Type.String() });
export type ColumnParams = Static<typeof ColumnParams>;

/** The `q` query-string parameter every list-style route accepts (rison). */
export const RisonQuerystring = Type.Object({ q: Type.Optional(Type.String()) });
export type RisonQuerystring = Static<typeof RisonQuerystring>;

/** `q=!(1,2)` of a bulk delete. */
export const IdListQuerystring = Type.Object({ q: Type.String() });
export type IdListQuerystring = Static<typeof IdListQuerystring>;

const NullableString = Type.Union([Type.String(), Type.Null()]);
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export { NullableString };

/** An object whose keys are the client's or the engine's (form data, `extra`, JSON metadata). */
export const OpenObject = Type.Record(Type.String(), Type.Unknown());

/** `{"message": "OK"}`-style answers (deletes, tests, refreshes). */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** `{"result": "OK"}`-style answers (favourites, stop). */
export const ResultStringResponse = Type.Object({ result: Type.String() });
export type ResultStringResponse = Static<typeof ResultStringResponse>;

/** One SIP-40 error: Superset's `errors[]` item. */
export const SupersetErrorItemSchema = Type.Object(
  {
    message: Type.String(),
    error_type: Type.String(),
    level: Type.String(),
    extra: Type.Optional(Type.Union([OpenObject, Type.Null()])),
  },
  { additionalProperties: true },
);

/**
 * Every 4xx body: `{message}` (a string, field -> messages for validation, or a list) or SIP-40
 * `{errors: [...]}`. Open, so a command's extra fields (e.g. SQL Lab's query) are never dropped.
 */
export const ErrorResponse = Type.Object(
  {
    // A string, a field -> messages map, or (as Superset's form-data API answers) a list of messages.
    message: Type.Optional(Type.Unknown()),
    errors: Type.Optional(Type.Array(SupersetErrorItemSchema)),
  },
  { additionalProperties: true },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** `schema.response` of a route answering 200 with `schema`, and the error shape for 4xx. */
export function ok<T extends TSchema>(schema: T): { 200: T; '4xx': typeof ErrorResponse } {
  return { 200: schema, '4xx': ErrorResponse };
}

/** `schema.response` of a route answering 201 with `schema` (creations), and the error shape for 4xx. */
export function created<T extends TSchema>(schema: T): { 201: T; '4xx': typeof ErrorResponse } {
  return { 201: schema, '4xx': ErrorResponse };
}

/** `/tabstateview/{id}/query/{client_id}`: a tab and one of its queries. */
export const TabQueryParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  client_id: ClientIdParams.properties.client_id,
});
export type TabQueryParams = Static<typeof TabQueryParams>;

/** `/chart/{pk}/data/`: the chart id as text (a non-integer is a 404, as in Superset, not a 400). */
export const PkParams = Type.Object({ pk: Type.String() });
export type PkParams = Static<typeof PkParams>;

/** `/chart/data/{cache_key}`. */
export const CacheKeyParams = Type.Object({ cache_key: Type.String() });
export type CacheKeyParams = Static<typeof CacheKeyParams>;
