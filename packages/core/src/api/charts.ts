import { Type, type Static } from 'typebox';

const NullableString = (maxLength?: number) =>
  Type.Union([Type.String(maxLength ? { maxLength } : {}), Type.Null()]);
const Ids = Type.Array(Type.Integer({ minimum: 1 }));

/** Superset's DatasourceType values; only `table` has rows in Loupe, the rest fail as unknown datasources. */
const DatasourceType = Type.Union(
  ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'].map((v) => Type.Literal(v)),
);

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
