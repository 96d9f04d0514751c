import { baseApi } from './baseApi';
import { itemTag, listTag } from './list';

/** Superset's resource of annotation layers (`/api/v1/annotation_layer/`). */
export const ANNOTATION_LAYERS_RESOURCE = 'annotation_layer';

/** A layer's annotations are a resource of their own under the layer. */
export function annotationsResource(layerId: number): string {
  return `${ANNOTATION_LAYERS_RESOURCE}/${layerId}/annotation`;
}

const BASE = `/api/v1/${ANNOTATION_LAYERS_RESOURCE}`;

/** A user as the list rows name them. */
export interface AnnotationUserSummary {
  id: number;
  first_name: string;
  last_name: string;
}

/** One row of `GET /api/v1/annotation_layer/`. */
export interface AnnotationLayerListItem {
  id: number;
  name: string;
  descr: string | null;
  created_by: AnnotationUserSummary | null;
  changed_by: AnnotationUserSummary | null;
  changed_on: string | null;
  changed_on_delta_humanized: string | null;
  created_on: string | null;
}

/** `GET /api/v1/annotation_layer/<pk>`'s result. */
export interface AnnotationLayer {
  id: number;
  name: string;
  descr: string | null;
}

export interface AnnotationLayerBody {
  name: string;
  descr: string;
}

/**
 * One row of `GET /api/v1/annotation_layer/<pk>/annotation/`; datetimes are naive ISO strings. The
 * descriptions and metadata are not list columns of Superset's, so a row may lack them.
 */
export interface AnnotationListItem {
  id: number;
  short_descr: string;
  long_descr?: string | null;
  start_dttm: string | null;
  end_dttm: string | null;
  json_metadata?: string | null;
  changed_on_delta_humanized?: string | null;
  created_by?: AnnotationUserSummary | null;
  changed_by?: AnnotationUserSummary | null;
}

/** `GET /api/v1/annotation_layer/<pk>/annotation/<id>`'s result. */
export interface Annotation {
  id: number;
  short_descr: string;
  long_descr: string | null;
  start_dttm: string | null;
  end_dttm: string | null;
  json_metadata: string | null;
}

export interface AnnotationBody {
  short_descr: string;
  long_descr: string;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string;
}

interface ItemResponse<T> {
  id: number;
  result: T;
}

function layerChanged(id: number): ReturnType<typeof listTag | typeof itemTag>[] {
  return [listTag(ANNOTATION_LAYERS_RESOURCE), itemTag(ANNOTATION_LAYERS_RESOURCE, id)];
}

function annotationChanged(layerId: number, id: number): ReturnType<typeof listTag | typeof itemTag>[] {
  const resource = annotationsResource(layerId);
  return [listTag(resource), itemTag(resource, id)];
}

/** The annotation layer and annotation endpoints the generic list endpoints do not cover. */
export const annotationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnotationLayer: build.query<AnnotationLayer, number>({
      query: (id) => `${BASE}/${id}`,
      transformResponse: (response: ItemResponse<AnnotationLayer>) => response.result,
      providesTags: (_result, _error, id) => [itemTag(ANNOTATION_LAYERS_RESOURCE, id)],
    }),
    createAnnotationLayer: build.mutation<ItemResponse<AnnotationLayer>, AnnotationLayerBody>({
      query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(ANNOTATION_LAYERS_RESOURCE), 'Related'],
    }),
    updateAnnotationLayer: build.mutation<
      ItemResponse<AnnotationLayer>,
      { id: number; body: AnnotationLayerBody }
    >({
      query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => layerChanged(id),
    }),
    getAnnotation: build.query<Annotation, { layerId: number; id: number }>({
      query: ({ layerId, id }) => `${BASE}/${layerId}/annotation/${id}`,
      transformResponse: (response: ItemResponse<Annotation>) => response.result,
      providesTags: (_result, _error, { layerId, id }) => [itemTag(annotationsResource(layerId), id)],
    }),
    createAnnotation: build.mutation<ItemResponse<Annotation>, { layerId: number; body: AnnotationBody }>({
      query: ({ layerId, body }) => ({ url: `${BASE}/${layerId}/annotation/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { layerId }) => [listTag(annotationsResource(layerId))],
    }),
    updateAnnotation: build.mutation<
      ItemResponse<Annotation>,
      { layerId: number; id: number; body: AnnotationBody }
    >({
      query: ({ layerId, id, body }) => ({
        url: `${BASE}/${layerId}/annotation/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { layerId, id }) => annotationChanged(layerId, id),
    }),
  }),
});

export const {
  useGetAnnotationLayerQuery,
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
  useGetAnnotationQuery,
  useCreateAnnotationMutation,
  useUpdateAnnotationMutation,
} = annotationsApi;
