import type { MeResponse, MeResult, MeRolesResponse, MeRolesResult } from '@loupe/core';
import { baseApi } from './baseApi';

export type CurrentUser = MeResult;

/** Role name → its (permission, view) pairs, as `/api/v1/me/roles/` sends them. */
export type RolePermissions = MeRolesResult['roles'];

export type CurrentUserWithRoles = MeRolesResult;

export const meApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => '/api/v1/me/',
      transformResponse: (response: MeResponse) => response.result,
      providesTags: ['Me'],
    }),
    getMyRoles: build.query<CurrentUserWithRoles, void>({
      query: () => '/api/v1/me/roles/',
      transformResponse: (response: MeRolesResponse) => response.result,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useGetMyRolesQuery } = meApi;
