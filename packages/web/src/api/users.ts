import type { RoleRef, UserCreateRequest, UserResponse, UserResult } from '@loupe/core';
import { baseApi } from './baseApi';
import { itemTag, listTag } from './list';

export const USERS_RESOURCE = 'security/users';

export type UserRole = RoleRef;

export type User = UserResult;

/** The user form's body: core's create request, the password only when one is set (edits). */
export type UserBody = Required<Omit<UserCreateRequest, 'password'>> &
  Pick<Partial<UserCreateRequest>, 'password'>;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (id) => `/api/v1/${USERS_RESOURCE}/${id}`,
      transformResponse: (response: UserResponse) => ({
        ...response.result,
        id: response.id,
      }),
      providesTags: (_result, _error, id) => [itemTag(USERS_RESOURCE, id)],
    }),
    createUser: build.mutation<UserResponse, UserBody>({
      query: (body) => ({ url: `/api/v1/${USERS_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(USERS_RESOURCE), 'Related'],
    }),
    updateUser: build.mutation<UserResponse, { id: number; body: UserBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/${USERS_RESOURCE}/${id}`, method: 'PUT', body }),
      // Editing yourself (roles, name) changes what /me reports.
      invalidatesTags: (_result, _error, { id }) => [
        listTag(USERS_RESOURCE),
        itemTag(USERS_RESOURCE, id),
        'Related',
        'Me',
      ],
    }),
  }),
});

export const { useGetUserQuery, useCreateUserMutation, useUpdateUserMutation } = usersApi;
