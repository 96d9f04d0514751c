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
