import { baseApi } from './baseApi';
import { risonQuery } from './rison';

/** One entry of `GET /api/v1/log/recent_activity/` (Superset's RecentActivitySchema). */
export interface RecentActivity {
  action: string;
  item_type: 'dashboard' | 'slice';
  item_url: string;
  item_title: string;
  /** Epoch milliseconds. */
  time: number;
  time_delta_humanized: string;
}

/** The `q` of recent_activity: Superset's get_recent_activity_schema. */
export interface RecentActivityQuery {
  page?: number;
  page_size?: number;
  actions?: string[];
  distinct?: boolean;
}

export const RECENT_ACTIVITY_URL = '/api/v1/log/recent_activity/';

export const logsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<RecentActivity[], RecentActivityQuery>({
      query: (q) => `${RECENT_ACTIVITY_URL}?${risonQuery(q)}`,
      transformResponse: (response: { result: RecentActivity[] }) => response.result,
    }),
  }),
});

export const { useGetRecentActivityQuery } = logsApi;
