import type { PermissionViewRef, RoleCreateRequest, RoleResponse, RoleResult } from '@loupe/core';
import { baseApi } from './baseApi';
import { itemTag, listTag, type ListResponse } from './list';
import { risonQuery } from './rison';

export const ROLES_RESOURCE = 'security/roles';
export const PERMISSION_RESOURCES_RESOURCE = 'security/permissions-resources';

export type RolePermission = PermissionViewRef;

export type Role = RoleResult;

/** The role form always sends both fields; `permissions` are permission-view ids. */
export type RoleBody = Required<RoleCreateRequest>;

export interface PermissionResource {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

export const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRole: build.query<Role, number>({
      query: (id) => `/api/v1/${ROLES_RESOURCE}/${id}`,
      transformResponse: (response: RoleResponse) => ({
        ...response.result,
        permissions: response.result.permissions ?? [],
        id: response.id,
      }),
      providesTags: (_result, _error, id) => [itemTag(ROLES_RESOURCE, id)],
    }),
    getPermissionResources: build.query<PermissionResource[], void>({
      // page_size -1: the whole catalogue, since the picker filters it locally.
      query: () => `/api/v1/${PERMISSION_RESOURCES_RESOURCE}/?${risonQuery({ page_size: -1 })}`,
      transformResponse: (response: ListResponse<PermissionResource>) => response.result,
      providesTags: ['PermissionResource'],
    }),
    createRole: build.mutation<RoleResponse, RoleBody>({
      query: (body) => ({ url: `/api/v1/${ROLES_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(ROLES_RESOURCE), 'Related'],
    }),
    updateRole: build.mutation<RoleResponse, { id: number; body: RoleBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/${ROLES_RESOURCE}/${id}`, method: 'PUT', body }),
      // The current user may hold this role, so their permissions (and menu) can change.
      invalidatesTags: (_result, _error, { id }) => [
        listTag(ROLES_RESOURCE),
        itemTag(ROLES_RESOURCE, id),
        'Related',
        'Me',
      ],
    }),
  }),
});

export const {
  useGetRoleQuery,
  useGetPermissionResourcesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
} = rolesApi;
