import { Type, type Static } from 'typebox';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** POST /api/v1/annotation_layer/ (Superset's AnnotationLayerPostSchema). */
export const AnnotationLayerCreateRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 250 }),
    descr: Type.Optional(NullableText),
  },
  { additionalProperties: false },
);
export type AnnotationLayerCreateRequest = Static<typeof AnnotationLayerCreateRequest>;

/** PUT /api/v1/annotation_layer/<pk> (Superset's AnnotationLayerPutSchema: every field optional). */
export const AnnotationLayerUpdateRequest = Type.Partial(AnnotationLayerCreateRequest, {
  additionalProperties: false,
});
export type AnnotationLayerUpdateRequest = Static<typeof AnnotationLayerUpdateRequest>;

export const AnnotationLayerResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  descr: NullableText,
});

export const AnnotationLayerGetResponse = Type.Object({
  id: Type.Integer(),
  result: AnnotationLayerResult,
});

export const AnnotationLayerWriteResponse = Type.Object({
  id: Type.Integer(),
  result: Type.Record(Type.String(), Type.Unknown()),
});

const annotationFields = {
  short_descr: Type.String({ minLength: 1, maxLength: 500 }),
  long_descr: Type.Optional(NullableText),
  // ISO 8601 as Superset's marshmallow DateTime takes it; checked and normalised by the service.
  start_dttm: Type.String({ minLength: 1 }),
  end_dttm: Type.Optional(NullableText),
  json_metadata: Type.Optional(NullableText),
};

/** POST /api/v1/annotation_layer/<pk>/annotation/ (Superset's AnnotationPostSchema). */
export const AnnotationCreateRequest = Type.Object(annotationFields, { additionalProperties: false });
export type AnnotationCreateRequest = Static<typeof AnnotationCreateRequest>;

/** PUT /api/v1/annotation_layer/<pk>/annotation/<id> (Superset's AnnotationPutSchema). */
export const AnnotationUpdateRequest = Type.Partial(AnnotationCreateRequest, { additionalProperties: false });
export type AnnotationUpdateRequest = Static<typeof AnnotationUpdateRequest>;

export const AnnotationResult = Type.Object({
  id: Type.Integer(),
  short_descr: NullableText,
  long_descr: NullableText,
  start_dttm: NullableText,
  end_dttm: NullableText,
  json_metadata: NullableText,
  layer: Type.Object({ id: Type.Integer(), name: Type.String() }),
});
export type AnnotationResult = Static<typeof AnnotationResult>;

export const AnnotationGetResponse = Type.Object({ id: Type.Integer(), result: AnnotationResult });

export const LayerParams = Type.Object({ pk: Type.Integer({ minimum: 1 }) });
export const LayerAnnotationParams = Type.Object({
  pk: Type.Integer({ minimum: 1 }),
  id: Type.Integer({ minimum: 1 }),
});
