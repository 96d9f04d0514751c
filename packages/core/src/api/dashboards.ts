import { Type, type Static } from 'typebox';

const NullableString = (maxLength?: number) =>
  Type.Union([Type.String(maxLength ? { maxLength } : {}), Type.Null()]);
const NullableIds = Type.Union([Type.Array(Type.Integer({ minimum: 1 })), Type.Null()]);
const Open = Type.Record(Type.String(), Type.Unknown());

/**
 * PUT /api/v1/dashboard/<pk> (Superset's DashboardPutSchema, contract §6): the dashboard editor's
 * full save body or any part of it (`{published}` alone, `{json_metadata}` alone...). The layout
 * comes as `json_metadata.positions` (what Superset's web sends) or as `position_json`. `tags` and
 * `theme_id` are accepted and ignored (no tags or themes here). Unknown fields are 400.
 */
export const DashboardUpdateRequest = Type.Object(
  {
    dashboard_title: Type.Optional(NullableString(500)),
    slug: Type.Optional(NullableString()),
    owners: Type.Optional(NullableIds),
    roles: Type.Optional(NullableIds),
    position_json: Type.Optional(NullableString()),
    css: Type.Optional(NullableString()),
    json_metadata: Type.Optional(NullableString()),
    published: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    certified_by: Type.Optional(NullableString()),
    certification_details: Type.Optional(NullableString()),
    external_url: Type.Optional(NullableString()),
    is_managed_externally: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    tags: Type.Optional(NullableIds),
    theme_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type DashboardUpdateRequest = Static<typeof DashboardUpdateRequest>;

/** PUT answer: the body as loaded and changed_on in epoch seconds (a float, as Superset). */
export const DashboardUpdateResponse = Type.Object({
  id: Type.Integer(),
  result: Open,
  last_modified_time: Type.Number(),
});
export type DashboardUpdateResponse = Static<typeof DashboardUpdateResponse>;

/** POST /api/v1/dashboard/<id_or_slug>/copy/ (Superset's DashboardCopySchema). */
export const DashboardCopyRequest = Type.Object(
  {
    dashboard_title: Type.Optional(NullableString(500)),
    css: Type.Optional(NullableString()),
    json_metadata: Type.String(),
    duplicate_slices: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DashboardCopyRequest = Static<typeof DashboardCopyRequest>;

export const DashboardCopyResponse = Type.Object({
  result: Type.Object({ id: Type.Integer(), last_modified_time: Type.Number() }),
});
export type DashboardCopyResponse = Static<typeof DashboardCopyResponse>;

/** One chart of GET /api/v1/dashboard/<id_or_slug>/charts (Superset's ChartEntityResponseSchema). */
export const DashboardChart = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  slice_name: Type.String(),
  viz_type: Type.Union([Type.String(), Type.Null()]),
  form_data: Type.Optional(Open),
  slice_url: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  description_markeddown: Type.String(),
  cache_timeout: Type.Union([Type.Integer(), Type.Null()]),
  changed_on: Type.Union([Type.String(), Type.Null()]),
  certified_by: Type.Union([Type.String(), Type.Null()]),
  certification_details: Type.Union([Type.String(), Type.Null()]),
  is_managed_externally: Type.Boolean(),
  datasource_id: Type.Union([Type.Integer(), Type.Null()]),
  datasource_type: Type.Union([Type.String(), Type.Null()]),
});
export type DashboardChart = Static<typeof DashboardChart>;

export const DashboardChartsResponse = Type.Object({ result: Type.Array(DashboardChart) });

/** GET /<id_or_slug>/datasets: each dataset's datasource JSON, as explore reads it. */
export const DashboardDatasetsResponse = Type.Object({ result: Type.Array(Open) });

/** A tab of `tab_tree` (core's TabTreeNode): value, title, children (nested tabs) and parents. */
const TabNode = Type.Object({
  value: Type.String(),
  title: Type.String(),
  children: Type.Array(Type.Unknown()),
  parents: Type.Array(Type.String()),
});

/** GET /<id_or_slug>/tabs (Superset's TabsPayloadSchema plus the native filters). */
export const DashboardTabsResponse = Type.Object({
  result: Type.Object({
    all_tabs: Type.Record(Type.String(), Type.String()),
    tab_tree: Type.Array(TabNode),
    native_filters: Type.Unknown(),
  }),
});

/** POST /api/v1/dashboard/<pk>/permalink (Superset's DashboardPermalinkStateSchema). */
export const DashboardPermalinkRequest = Type.Object(
  {
    dataMask: Type.Optional(Type.Union([Open, Type.Null()])),
    activeTabs: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
    anchor: Type.Optional(NullableString()),
    urlParams: Type.Optional(
      Type.Union([Type.Array(Type.Tuple([Type.String(), Type.String()])), Type.Null()]),
    ),
    chartStates: Type.Optional(Type.Union([Open, Type.Null()])),
  },
  { additionalProperties: false },
);
export type DashboardPermalinkRequest = Static<typeof DashboardPermalinkRequest>;

/** GET /api/v1/dashboard/permalink/<key>: the dashboard (its id as text, as Superset) and the state. */
export const DashboardPermalinkValue = Type.Object({
  dashboardId: Type.String(),
  state: Open,
});
export type DashboardPermalinkValue = Static<typeof DashboardPermalinkValue>;

/** POST and PUT /api/v1/dashboard/<pk>/filter_state (Superset's TemporaryCachePostSchema). */
export const FilterStateRequest = Type.Object({ value: Type.String() }, { additionalProperties: false });
export type FilterStateRequest = Static<typeof FilterStateRequest>;

export const FilterStateKeyResponse = Type.Object({ key: Type.String() });
export const FilterStateValueResponse = Type.Object({ value: Type.String() });

/** PUT /api/v1/dashboard/<pk>/colors (Superset's DashboardColorsConfigUpdateSchema). */
export const DashboardColorsRequest = Type.Object(
  {
    color_namespace: Type.Optional(NullableString()),
    color_scheme: Type.Optional(NullableString()),
    map_label_colors: Type.Optional(Open),
    shared_label_colors: Type.Optional(Type.Union([Type.Array(Type.String()), Open])),
    label_colors: Type.Optional(Open),
    color_scheme_domain: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
export type DashboardColorsRequest = Static<typeof DashboardColorsRequest>;

export const MarkUpdatedQuerystring = Type.Object({ mark_updated: Type.Optional(Type.Boolean()) });

/** PUT /api/v1/dashboard/<pk>/filters (Superset's DashboardNativeFiltersConfigUpdateSchema). */
export const DashboardFiltersRequest = Type.Object(
  {
    deleted: Type.Optional(Type.Array(Type.String())),
    modified: Type.Optional(Type.Array(Open)),
    reordered: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
export type DashboardFiltersRequest = Static<typeof DashboardFiltersRequest>;

export const DashboardFiltersResponse = Type.Object({ result: Type.Array(Open) });

/** PUT /<pk>/colors answers an empty object, as Superset's bare response(200). */
export const EmptyResponse = Type.Object({});
