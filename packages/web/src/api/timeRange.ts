import type { TimeRangeLookup, TimeRangeResponse } from '@loupe/core';
import { baseApi } from './baseApi';
import { risonQuery } from './rison';

/** `GET /api/v1/time_range/?q=<rison range>`: the server evaluates a `time_range` string into since/until. */
export const timeRangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTimeRange: build.query<TimeRangeLookup, string>({
      query: (timeRange) => `/api/v1/time_range/?${risonQuery(timeRange)}`,
      transformResponse: (response: TimeRangeResponse) => {
        const [first] = response.result;
        return first ?? { since: '', until: '', timeRange: '', shift: null };
      },
    }),
  }),
});

export const { useGetTimeRangeQuery } = timeRangeApi;
