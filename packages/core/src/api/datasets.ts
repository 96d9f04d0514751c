import { Type, type Static } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** POST /api/v1/dataset/ (contract §5). */
export const DatasetCreateRequest = Type.Object(
  {
    database: Type.Integer({ minimum: 1 }),
    table_name: Type.String({ minLength: 1, maxLength: 250 }),
    catalog: Type.Optional(NullableString),
    schema: Type.Optional(NullableString),
    sql: Type.Optional(NullableString),
    owners: Type.Optional(Type.Array(Type.Integer())),
    normalize_columns: Type.Optional(Type.Boolean()),
    always_filter_main_dttm: Type.Optional(Type.Boolean()),
    template_params: Type.Optional(NullableString),
    is_managed_externally: Type.Optional(Type.Boolean()),
    external_url: Type.Optional(NullableString),
    uuid: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type DatasetCreateRequest = Static<typeof DatasetCreateRequest>;

export const DatasetColumnWrite = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    column_name: Type.String({ minLength: 1, maxLength: 255 }),
    type: Type.Optional(NullableString),
    advanced_data_type: Type.Optional(NullableString),
    verbose_name: Type.Optional(NullableString),
    description: Type.Optional(NullableString),
    expression: Type.Optional(NullableString),
    extra: Type.Optional(NullableString),
    filterable: Type.Optional(Type.Boolean()),
    groupby: Type.Optional(Type.Boolean()),
    is_active: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    is_dttm: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    python_date_format: Type.Optional(NullableString),
    uuid: Type.Optional(NullableString),
  },
  { additionalProperties: true },
);
export type DatasetColumnWrite = Static<typeof DatasetColumnWrite>;

export const DatasetMetricWrite = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    metric_name: Type.String({ minLength: 1, maxLength: 255 }),
    expression: Type.String({ minLength: 1 }),
    metric_type: Type.Optional(NullableString),
    verbose_name: Type.Optional(NullableString),
    description: Type.Optional(NullableString),
    d3format: Type.Optional(NullableString),
    currency: Type.Optional(
      Type.Union([
        Type.Object({ symbol: Type.Optional(Type.String()), symbolPosition: Type.Optional(Type.String()) }),
        Type.String(),
        Type.Null(),
      ]),
    ),
    extra: Type.Optional(NullableString),
    warning_text: Type.Optional(NullableString),
    uuid: Type.Optional(NullableString),
  },
  { additionalProperties: true },
);
export type DatasetMetricWrite = Static<typeof DatasetMetricWrite>;

/** PUT /api/v1/dataset/{id}: columns and metrics are the full new lists (omitted ones are removed). */
export const DatasetUpdateRequest = Type.Object(
  {
    table_name: Type.Optional(Type.String({ minLength: 1, maxLength: 250 })),
    database_id: Type.Optional(Type.Integer()),
    sql: Type.Optional(NullableString),
    catalog: Type.Optional(NullableString),
    schema: Type.Optional(NullableString),
    description: Type.Optional(NullableString),
    main_dttm_col: Type.Optional(NullableString),
    filter_select_enabled: Type.Optional(Type.Boolean()),
    fetch_values_predicate: Type.Optional(NullableString),
    normalize_columns: Type.Optional(Type.Boolean()),
    always_filter_main_dttm: Type.Optional(Type.Boolean()),
    offset: Type.Optional(Type.Integer()),
    default_endpoint: Type.Optional(NullableString),
    cache_timeout: Type.Optional(NullableInt),
    is_sqllab_view: Type.Optional(Type.Boolean()),
    template_params: Type.Optional(NullableString),
    owners: Type.Optional(Type.Array(Type.Integer())),
    extra: Type.Optional(NullableString),
    external_url: Type.Optional(NullableString),
    is_managed_externally: Type.Optional(Type.Boolean()),
    folders: Type.Optional(Type.Unknown()),
    columns: Type.Optional(Type.Array(DatasetColumnWrite)),
    metrics: Type.Optional(Type.Array(DatasetMetricWrite)),
  },
  { additionalProperties: false },
);
export type DatasetUpdateRequest = Static<typeof DatasetUpdateRequest>;

export const DatasetUpdateQuery = Type.Object({ override_columns: Type.Optional(Type.Boolean()) });

export const DatasetDuplicateRequest = Type.Object(
  { base_model_id: Type.Integer(), table_name: Type.String({ minLength: 1, maxLength: 250 }) },
  { additionalProperties: false },
);
export type DatasetDuplicateRequest = Static<typeof DatasetDuplicateRequest>;

export const DatasetGetOrCreateRequest = Type.Object(
  {
    table_name: Type.String({ minLength: 1, maxLength: 250 }),
    database_id: Type.Integer(),
    schema: Type.Optional(NullableString),
    catalog: Type.Optional(NullableString),
    template_params: Type.Optional(NullableString),
  },
  { additionalProperties: false },
);
export type DatasetGetOrCreateRequest = Static<typeof DatasetGetOrCreateRequest>;

export type GenericTypeName = 'numeric' | 'string' | 'temporal' | 'boolean';

const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);

export const DatasetColumnResult = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  column_name: Type.String(),
  type: NStr,
  type_generic: NInt,
  advanced_data_type: NStr,
  verbose_name: NStr,
  description: NStr,
  expression: NStr,
  extra: NStr,
  filterable: Type.Boolean(),
  groupby: Type.Boolean(),
  is_active: Type.Boolean(),
  is_dttm: Type.Boolean(),
  python_date_format: NStr,
  created_on: NStr,
  changed_on: NStr,
});
export type DatasetColumnResult = Static<typeof DatasetColumnResult>;

export const DatasetMetricResult = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  metric_name: Type.String(),
  expression: Type.String(),
  metric_type: NStr,
  verbose_name: NStr,
  description: NStr,
  d3format: NStr,
  currency: Type.Union([
    Type.Object({ symbol: Type.Optional(Type.String()), symbolPosition: Type.Optional(Type.String()) }),
    Type.Null(),
  ]),
  extra: NStr,
  warning_text: NStr,
  created_on: NStr,
  changed_on: NStr,
});
export type DatasetMetricResult = Static<typeof DatasetMetricResult>;

const OwnerRef = Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() });

/** Fields of a dataset's show answer, shared by the datasource JSON explore reads. */
const datasetFields = {
  id: Type.Integer(),
  uuid: Type.String(),
  uid: Type.String(),
  datasource_type: Type.String(),
  datasource_name: Type.String(),
  name: Type.String(),
  table_name: Type.String(),
  database: Type.Object({
    id: Type.Integer(),
    database_name: Type.String(),
    backend: Type.String(),
    allow_multi_catalog: Type.Boolean(),
  }),
  catalog: NStr,
  schema: NStr,
  sql: NStr,
  select_star: Type.String(),
  kind: Type.String(),
  description: NStr,
  main_dttm_col: NStr,
  default_endpoint: NStr,
  offset: Type.Integer(),
  cache_timeout: NInt,
  is_sqllab_view: Type.Boolean(),
  template_params: NStr,
  filter_select_enabled: Type.Boolean(),
  fetch_values_predicate: NStr,
  normalize_columns: Type.Boolean(),
  always_filter_main_dttm: Type.Boolean(),
  extra: NStr,
  is_managed_externally: Type.Boolean(),
  external_url: NStr,
  columns: Type.Array(DatasetColumnResult),
  metrics: Type.Array(DatasetMetricResult),
  verbose_map: Type.Record(Type.String(), Type.String()),
  url: Type.String(),
  explore_url: Type.String(),
  edit_url: Type.String(),
  perm: NStr,
  created_on: NStr,
  changed_on: NStr,
  changed_on_humanized: NStr,
};

/** `result` of GET /api/v1/dataset/<id> (contract §6). */
export const DatasetResult = Type.Object({ ...datasetFields, owners: Type.Array(OwnerRef) });
export type DatasetResult = Static<typeof DatasetResult>;

/** The datasource JSON explore and dashboards read: owners as ids, grains and temporal columns as pairs. */
export const DatasourceData = Type.Object({
  ...datasetFields,
  type: Type.String(),
  owners: Type.Array(Type.Integer()),
  granularity_sqla: Type.Array(Type.Array(Type.String())),
  time_grain_sqla: Type.Array(Type.Array(Type.String())),
  filter_select: Type.Boolean(),
});
export type DatasourceData = Static<typeof DatasourceData>;

export const DatasetResponse = Type.Object({ id: Type.Integer(), result: DatasetResult });
export type DatasetResponse = Static<typeof DatasetResponse>;
/** POST /api/v1/dataset/: the show answer and the datasource JSON. */
export const DatasetCreateResponse = Type.Object({
  id: Type.Integer(),
  result: DatasetResult,
  data: DatasourceData,
});
export const DatasetGetOrCreateResponse = Type.Object({ result: Type.Object({ table_id: Type.Integer() }) });

/** GET /api/v1/datasource/<type>/<id>/column/<col>/values/: the distinct values, as the engine gives them. */
export const ColumnValuesResponse = Type.Object({ result: Type.Array(Type.Unknown()) });

/** POST /datasource/samples: rows are open (the table's own columns). */
export const SamplesResponse = Type.Object({
  result: Type.Object({
    data: Type.Array(Type.Unknown()),
    colnames: Type.Array(Type.String()),
    coltypes: Type.Array(Type.Integer()),
    rowcount: Type.Integer(),
    total_count: Type.Integer(),
    page: Type.Integer(),
    per_page: Type.Integer(),
  }),
});

export const ColumnValuesParams = Type.Object({
  type: Type.String(),
  id: Type.Integer({ minimum: 1 }),
  column: Type.String({ minLength: 1 }),
});
export type ColumnValuesParams = Static<typeof ColumnValuesParams>;

export const SamplesQuery = Type.Object({
  datasource_type: Type.String(),
  datasource_id: Type.Integer({ minimum: 1 }),
  force: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type SamplesQuery = Static<typeof SamplesQuery>;

export const DatasourceKeyQuery = Type.Object({ datasourceKey: Type.String() });
export type DatasetCreateResponse = Static<typeof DatasetCreateResponse>;
export type DatasetGetOrCreateResponse = Static<typeof DatasetGetOrCreateResponse>;
export type ColumnValuesResponse = Static<typeof ColumnValuesResponse>;
export type SamplesResponse = Static<typeof SamplesResponse>;
