import { Type, type Static } from 'typebox';

/** POST and PUT /api/v1/explore/form_data (Superset's FormDataPostSchema / FormDataPutSchema). */
export const FormDataRequest = Type.Object(
  {
    datasource_id: Type.Integer(),
    datasource_type: Type.String({ minLength: 1 }),
    chart_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    form_data: Type.String(),
  },
  { additionalProperties: false },
);
export type FormDataRequest = Static<typeof FormDataRequest>;

export const TabQuerystring = Type.Object({ tab_id: Type.Optional(Type.Integer()) });
export type TabQuerystring = Static<typeof TabQuerystring>;

/** POST /api/v1/explore/permalink (Superset's ExplorePermalinkStateSchema). */
export const ExplorePermalinkRequest = Type.Object(
  {
    formData: Type.Record(Type.String(), Type.Unknown()),
    urlParams: Type.Optional(
      Type.Union([Type.Array(Type.Tuple([Type.String(), Type.String()])), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type ExplorePermalinkRequest = Static<typeof ExplorePermalinkRequest>;

/** GET /api/v1/explore/ (contract §6). */
export const ExploreQuerystring = Type.Object({
  form_data_key: Type.Optional(Type.String({ maxLength: 64 })),
  permalink_key: Type.Optional(Type.String({ maxLength: 64 })),
  slice_id: Type.Optional(Type.Integer()),
  datasource_id: Type.Optional(Type.Integer()),
  datasource_type: Type.Optional(Type.String({ maxLength: 32 })),
});
export type ExploreQuerystring = Static<typeof ExploreQuerystring>;

const Open = Type.Record(Type.String(), Type.Unknown());
const NullableOpen = Type.Union([Open, Type.Null()]);

/**
 * GET /api/v1/explore/: the explore page's bootstrap. The datasource JSON, form data, slice and
 * metadata are Superset's open structures (form data holds each viz plugin's own controls).
 */
export const ExploreResponse = Type.Object({
  result: Type.Object({
    dataset: Open,
    form_data: Open,
    slice: NullableOpen,
    message: Type.Union([Type.String(), Type.Null()]),
    metadata: NullableOpen,
    chartState: Type.Optional(Type.Unknown()),
  }),
});
export type ExploreResponse = Static<typeof ExploreResponse>;

/** POST /api/v1/explore/form_data: the new state's key. */
export const FormDataKeyResponse = Type.Object({ key: Type.String() });
/** PUT /api/v1/explore/form_data/<key>: the (possibly new) key, in `message` as Superset answers it. */
export const FormDataUpdateResponse = Type.Object({ message: Type.String() });
/** GET /api/v1/explore/form_data/<key>: the form data as the JSON text it was stored as. */
export const FormDataGetResponse = Type.Object({ form_data: Type.String() });

/** POST /api/v1/explore/permalink and /api/v1/sqllab/permalink. */
export const ExplorePermalinkResponse = Type.Object({ key: Type.String(), url: Type.String() });

/** GET /api/v1/explore/permalink/<key>: what was shared; `state` is kept as the client sent it. */
export const ExplorePermalinkValue = Type.Object({
  chartId: Type.Union([Type.Integer(), Type.Null()]),
  datasourceId: Type.Integer(),
  datasourceType: Type.String(),
  datasource: Type.String(),
  state: Open,
});
export type ExplorePermalinkValue = Static<typeof ExplorePermalinkValue>;
