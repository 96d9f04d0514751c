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

export interface DatasetColumnResult {
  id: number;
  uuid: string;
  column_name: string;
  type: string | null;
  type_generic: number | null;
  advanced_data_type: string | null;
  verbose_name: string | null;
  description: string | null;
  expression: string | null;
  extra: string | null;
  filterable: boolean;
  groupby: boolean;
  is_active: boolean;
  is_dttm: boolean;
  python_date_format: string | null;
  created_on: string | null;
  changed_on: string | null;
}

export interface DatasetMetricResult {
  id: number;
  uuid: string;
  metric_name: string;
  expression: string;
  metric_type: string | null;
  verbose_name: string | null;
  description: string | null;
  d3format: string | null;
  currency: { symbol?: string; symbolPosition?: string } | null;
  extra: string | null;
  warning_text: string | null;
  created_on: string | null;
  changed_on: string | null;
}
