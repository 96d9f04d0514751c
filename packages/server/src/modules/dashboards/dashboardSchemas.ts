import { Type, type Static } from 'typebox';

const NullableString = (maxLength?: number) =>
  Type.Union([Type.String(maxLength ? { maxLength } : {}), Type.Null()]);
const Ids = Type.Array(Type.Integer({ minimum: 1 }));

/**
 * POST /api/v1/dashboard/ (Superset's DashboardPostSchema, contract §6). Unknown fields are 400
 * `Unknown field.`; `slug` is normalised and length-checked by the service, after Superset's pre_load.
 */
export const DashboardCreateRequest = Type.Object(
  {
    dashboard_title: Type.Optional(NullableString(500)),
    slug: Type.Optional(NullableString()),
    owners: Type.Optional(Ids),
    roles: Type.Optional(Ids),
    position_json: Type.Optional(NullableString()),
    css: Type.Optional(NullableString()),
    json_metadata: Type.Optional(NullableString()),
    published: Type.Optional(Type.Boolean()),
    certified_by: Type.Optional(NullableString()),
    certification_details: Type.Optional(NullableString()),
    external_url: Type.Optional(NullableString()),
    is_managed_externally: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type DashboardCreateRequest = Static<typeof DashboardCreateRequest>;

export const DashboardCreateResponse = Type.Object({
  id: Type.Integer(),
  result: Type.Record(Type.String(), Type.Unknown()),
});

/** `/<id_or_slug>` of GET /api/v1/dashboard/. */
export const DashboardKeyParams = Type.Object({ id_or_slug: Type.String({ minLength: 1, maxLength: 255 }) });
export type DashboardKeyParams = Static<typeof DashboardKeyParams>;

const NStr = Type.Union([Type.String(), Type.Null()]);
const Person = Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() });
const RoleRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** GET /api/v1/dashboard/<id_or_slug>: Superset's DashboardGetResponseSchema. */
export const DashboardResult = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  slug: NStr,
  url: Type.String(),
  dashboard_title: NStr,
  published: Type.Boolean(),
  css: NStr,
  json_metadata: NStr,
  position_json: NStr,
  certified_by: NStr,
  certification_details: NStr,
  thumbnail_url: NStr,
  is_managed_externally: Type.Boolean(),
  external_url: NStr,
  owners: Type.Array(Person),
  roles: Type.Array(RoleRef),
  tags: Type.Array(Type.Unknown()),
  charts: Type.Array(Type.String()),
  changed_by: Type.Union([Person, Type.Null()]),
  changed_by_name: Type.String(),
  changed_on: NStr,
  changed_on_delta_humanized: NStr,
  created_by: Type.Union([Person, Type.Null()]),
  created_on_delta_humanized: NStr,
  theme: Type.Null(),
});
export type DashboardResult = Static<typeof DashboardResult>;

export const DashboardGetResponse = Type.Object({ result: Type.Record(Type.String(), Type.Unknown()) });
