import { Type, type Static } from 'typebox';

const NullableString = (maxLength?: number) =>
  Type.Union([Type.String(maxLength ? { maxLength } : {}), Type.Null()]);
const Ids = Type.Array(Type.Integer({ minimum: 1 }));

/** Superset's DatasourceType values; only `table` has rows in Loupe, the rest fail as unknown datasources. */
const DatasourceType = Type.Union([
  Type.Literal('table'),
  Type.Literal('dataset'),
  Type.Literal('query'),
  Type.Literal('saved_query'),
  Type.Literal('view'),
  Type.Literal('sl_table'),
]);

/** Fields a client may write on a chart (contract §6; Superset's ChartPostSchema / ChartPutSchema). */
const chartFields = {
  description: Type.Optional(NullableString()),
  viz_type: Type.Optional(Type.String({ maxLength: 250 })),
  owners: Type.Optional(Ids),
  params: Type.Optional(NullableString()),
  query_context: Type.Optional(NullableString()),
  query_context_generation: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  cache_timeout: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  dashboards: Type.Optional(Ids),
  certified_by: Type.Optional(NullableString()),
  certification_details: Type.Optional(NullableString()),
  is_managed_externally: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  external_url: Type.Optional(NullableString()),
};

/** POST /api/v1/chart/. */
export const ChartCreateRequest = Type.Object(
  {
    ...chartFields,
    slice_name: Type.String({ minLength: 1, maxLength: 250 }),
    datasource_id: Type.Integer(),
    datasource_type: DatasourceType,
    uuid: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F-]{32,36}$' })),
  },
  { additionalProperties: false },
);
export type ChartCreateRequest = Static<typeof ChartCreateRequest>;

/** PUT /api/v1/chart/<id>: every field optional; `tags` is accepted and ignored (no tagging yet). */
export const ChartUpdateRequest = Type.Object(
  {
    ...chartFields,
    slice_name: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 250 }), Type.Null()])),
    datasource_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    datasource_type: Type.Optional(Type.Union([DatasourceType, Type.Null()])),
    tags: Type.Optional(Ids),
  },
  { additionalProperties: false },
);
export type ChartUpdateRequest = Static<typeof ChartUpdateRequest>;

/** `/<id_or_uuid>` of GET /api/v1/chart/. */
export const ChartKeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type ChartKeyParams = Static<typeof ChartKeyParams>;

const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);

const ChartOwner = Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() });
const ChartDashboard = Type.Object({ id: Type.Integer(), dashboard_title: NStr, json_metadata: NStr });

const chartResultFields = {
  id: Type.Integer(),
  uuid: Type.String(),
  url: Type.String(),
  slice_name: Type.String(),
  viz_type: NStr,
  params: NStr,
  query_context: NStr,
  description: NStr,
  cache_timeout: NInt,
  certified_by: NStr,
  certification_details: NStr,
  is_managed_externally: Type.Boolean(),
  thumbnail_url: Type.Null(),
  tags: Type.Array(Type.Unknown()),
  changed_on_delta_humanized: NStr,
  owners: Type.Array(ChartOwner),
  dashboards: Type.Array(ChartDashboard),
  datasource_id: NInt,
  datasource_type: NStr,
  datasource_name_text: NStr,
  datasource_url: NStr,
  datasource_uuid: NStr,
};

/** `result` of GET /api/v1/chart/<id>: Superset's show columns (contract §6); `params` is the JSON text. */
export const ChartResult = Type.Object(chartResultFields);
export type ChartResult = Static<typeof ChartResult>;

/**
 * GET /api/v1/chart/<id>: `q.columns` may pick some of the show columns, and `owners.id`-style
 * names some fields of the related rows, so every field is optional.
 */
export const ChartGetResponse = Type.Object({
  result: Type.Partial(
    Type.Object({
      ...chartResultFields,
      owners: Type.Array(Type.Partial(ChartOwner)),
      dashboards: Type.Array(Type.Partial(ChartDashboard)),
    }),
  ),
});
export type ChartGetResponse = Static<typeof ChartGetResponse>;

/** POST /api/v1/chart/: the id and the fields as written. */
export const ChartCreateResponse = Type.Object({ id: Type.Integer(), result: ChartCreateRequest });
export type ChartCreateResponse = Static<typeof ChartCreateResponse>;
export const ChartUpdateResponse = Type.Object({ id: Type.Integer(), result: ChartUpdateRequest });
export type ChartUpdateResponse = Static<typeof ChartUpdateResponse>;

/** GET /api/v1/chart/favorite_status/. */
export const FavoriteStatusResponse = Type.Object({
  result: Type.Array(Type.Object({ id: Type.Integer(), value: Type.Boolean() })),
});
export type FavoriteStatusResponse = Static<typeof FavoriteStatusResponse>;
