import type { MessageResponse, UploadFileMetadataItem, UploadMetadataResponse } from '@loupe/core';
import { baseApi } from './baseApi';
import { DATABASES_RESOURCE } from './databases';
import { DATASETS_RESOURCE } from './datasets';
import { listTag, type ListQuery, type ListResponse } from './list';
import { risonQuery } from './rison';

/** One database the upload form offers: the list row, with its `extra` JSON text. */
export interface UploadDatabase {
  id: number;
  database_name: string;
  backend: string;
  extra?: string | null;
}

const UPLOAD_DATABASES_QUERY: ListQuery = {
  filters: [{ col: 'allow_file_upload', opr: 'eq', value: true }],
  order_column: 'database_name',
  order_direction: 'asc',
  page: 0,
  page_size: 100,
};

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Databases that accept file uploads. */
    getUploadDatabases: build.query<UploadDatabase[], void>({
      query: () => `/api/v1/${DATABASES_RESOURCE}/?${risonQuery(UPLOAD_DATABASES_QUERY)}`,
      transformResponse: (response: ListResponse<UploadDatabase>) => response.result,
      providesTags: [listTag(DATABASES_RESOURCE)],
    }),
    /** The column names of a file (one item per sheet of a workbook), for the column pickers. */
    getUploadMetadata: build.mutation<UploadFileMetadataItem[], FormData>({
      query: (body) => ({ url: `/api/v1/${DATABASES_RESOURCE}/upload_metadata/`, method: 'POST', body }),
      transformResponse: (response: UploadMetadataResponse) => response.result.items,
    }),
    /** Loads a file into a table; the table's dataset appears in the dataset list. */
    uploadFile: build.mutation<MessageResponse, { databaseId: number; body: FormData }>({
      query: ({ databaseId, body }) => ({
        url: `/api/v1/${DATABASES_RESOURCE}/${databaseId}/upload/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [listTag(DATASETS_RESOURCE), 'Related'],
    }),
  }),
});

export const { useGetUploadDatabasesQuery, useGetUploadMetadataMutation, useUploadFileMutation } = uploadsApi;
