import { Type, type Static } from 'typebox';

const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);
const Open = Type.Record(Type.String(), Type.Unknown());

/** Superset's Query.to_dict(), the shape SQL Lab's client keeps per query (contract §4). */
export const QueryDict = Type.Object({
  id: Type.String(),
  queryId: Type.Integer(),
  serverId: Type.Integer(),
  dbId: Type.Integer(),
  db: NStr,
  sql: NStr,
  executedSql: NStr,
  state: Type.String(),
  progress: Type.Number(),
  rows: NInt,
  limit: NInt,
  limitingFactor: NStr,
  /** Epoch milliseconds (floats), as Superset sends them. */
  startDttm: Type.Union([Type.Number(), Type.Null()]),
  endDttm: Type.Union([Type.Number(), Type.Null()]),
  errorMessage: NStr,
  catalog: NStr,
  schema: NStr,
  ctas: Type.Boolean(),
  ctas_method: NStr,
  tempSchema: NStr,
  tempTable: NStr,
  sqlEditorId: NStr,
  tab: NStr,
  userId: NInt,
  user: NStr,
  resultsKey: NStr,
  trackingUrl: NStr,
  changed_on: NStr,
  extra: Open,
});
export type QueryDict = Static<typeof QueryDict>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The states of a query (Superset's QueryStatus); QueryDict's `state` carries one of them. */
export const QUERY_STATUSES = [
  'stopped',
  'failed',
  'pending',
  'running',
  'scheduled',
  'success',
  'fetching',
  'timed_out',
] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

export function isQueryStatus(value: unknown): value is QueryStatus {
  return QUERY_STATUSES.some((status) => status === value);
}

/** POST /api/v1/sqllab/execute/ (contract §4). */
export const SqlLabExecuteRequest = Type.Object({
  database_id: Type.Integer(),
  sql: Type.String(),
  client_id: Type.Optional(Type.String({ minLength: 1, maxLength: 11 })),
  sql_editor_id: Type.Optional(NullableString),
  tab: Type.Optional(NullableString),
  schema: Type.Optional(NullableString),
  catalog: Type.Optional(NullableString),
  queryLimit: Type.Optional(Type.Integer()),
  runAsync: Type.Optional(Type.Boolean()),
  select_as_cta: Type.Optional(Type.Boolean()),
  ctas_method: Type.Optional(Type.Union([Type.Literal('TABLE'), Type.Literal('VIEW')])),
  tmp_table_name: Type.Optional(NullableString),
  templateParams: Type.Optional(NullableString),
  expand_data: Type.Optional(Type.Boolean()),
  json: Type.Optional(Type.Boolean()),
});
export type SqlLabExecuteRequest = Static<typeof SqlLabExecuteRequest>;

/** POST /api/v1/sqllab/estimate/. */
export const SqlLabEstimateRequest = Type.Object({
  database_id: Type.Integer(),
  sql: Type.String(),
  template_params: Type.Optional(Type.Union([Type.String(), Open, Type.Null()])),
  schema: Type.Optional(NullableString),
  catalog: Type.Optional(NullableString),
});
export type SqlLabEstimateRequest = Static<typeof SqlLabEstimateRequest>;

/** POST /api/v1/sqllab/format_sql/. */
export const SqlLabFormatRequest = Type.Object({ sql: Type.String(), engine: Type.Optional(NullableString) });
export type SqlLabFormatRequest = Static<typeof SqlLabFormatRequest>;

/** POST /api/v1/query/stop. */
export const QueryStopRequest = Type.Object({ client_id: Type.String({ minLength: 1 }) });
export type QueryStopRequest = Static<typeof QueryStopRequest>;

/** A result column of SQL Lab's payload. */
export const ResultColumnInfo = Type.Object({
  column_name: Type.String(),
  name: Type.String(),
  type: NullableString,
  type_generic: NInt,
  is_dttm: Type.Boolean(),
});
export type ResultColumnInfo = Static<typeof ResultColumnInfo>;

/**
 * The sync payload of /sqllab/execute/ and /sqllab/results/. `data` (the rows, keyed by column
 * name) is left unchecked by the serialiser: one JSON.stringify of the rows, as before schemas.
 */
export const SqlLabResultPayload = Type.Object({
  query_id: Type.Integer(),
  status: Type.String(),
  data: Type.Unknown({ description: 'Result rows: one object per row, keyed by column name.' }),
  columns: Type.Array(ResultColumnInfo),
  selected_columns: Type.Array(ResultColumnInfo),
  expanded_columns: Type.Array(Type.Unknown()),
  query: QueryDict,
  displayLimitReached: Type.Optional(Type.Boolean()),
});
export type SqlLabResultPayload = Static<typeof SqlLabResultPayload>;

/** 202 of an async execute: the query, for the client to poll. */
export const SqlLabAsyncResponse = Type.Object({ query: QueryDict });
export type SqlLabAsyncResponse = Static<typeof SqlLabAsyncResponse>;

/** POST /api/v1/sqllab/estimate/: the engine's figures per statement (or its plan text). */
export const SqlLabEstimateResponse = Type.Object({ result: Type.Array(Open) });
export const SqlLabFormatResponse = Type.Object({ result: Type.String() });
export const UpdatedSinceResponse = Type.Object({ result: Type.Array(QueryDict) });
/** GET /api/v1/query/<id>: the query history row (its list columns, open). */
export const QueryGetResponse = Type.Object({ id: Type.Integer(), result: Open });
