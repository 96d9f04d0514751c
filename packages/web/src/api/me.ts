import { baseApi } from './baseApi';

export interface CurrentUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  is_anonymous: boolean;
}

/** Role name → its (permission, view) pairs, as `/api/v1/me/roles/` sends them. */
export type RolePermissions = Record<string, [permission: string, view: string][]>;

export interface CurrentUserWithRoles extends CurrentUser {
  roles: RolePermissions;
  permissions: { datasource_access: string[]; database_access: string[] };
}

export const meApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => '/api/v1/me/',
      transformResponse: (response: { result: CurrentUser }) => response.result,
      providesTags: ['Me'],
    }),
    getMyRoles: build.query<CurrentUserWithRoles, void>({
      query: () => '/api/v1/me/roles/',
      transformResponse: (response: { result: CurrentUserWithRoles }) => response.result,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useGetMyRolesQuery } = meApi;
