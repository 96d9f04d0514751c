import type { FilterValue } from '@loupe/core';
import { baseApi } from '../../../../../api/baseApi';

/** `GET /api/v1/datasource/table/<id>/column/<col>/values/`: the distinct values the filter editor offers. */
const columnValuesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getColumnValues: build.query<FilterValue[], { datasourceId: number; column: string }>({
      query: ({ datasourceId, column }) =>
        `/api/v1/datasource/table/${datasourceId}/column/${encodeURIComponent(column)}/values/`,
      transformResponse: (response: { result: unknown[] }) =>
        response.result.filter(
          (v): v is FilterValue =>
            v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
        ),
    }),
  }),
});

export const { useGetColumnValuesQuery } = columnValuesApi;
