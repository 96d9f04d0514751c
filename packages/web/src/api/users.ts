import { baseApi } from './baseApi';
import { itemTag, listTag } from './list';

export const USERS_RESOURCE = 'security/users';

export interface UserRole {
  id: number;
  name: string;
}

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: UserRole[];
  created_on?: string | null;
  changed_on?: string | null;
  last_login?: string | null;
  login_count?: number | null;
}

export interface UserBody {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: number[];
  password?: string;
}

interface ItemResponse<T> {
  id: number;
  result: T;
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (id) => `/api/v1/${USERS_RESOURCE}/${id}`,
      transformResponse: (response: ItemResponse<Omit<User, 'id'> & { id?: number }>) => ({
        ...response.result,
        id: response.id,
      }),
      providesTags: (_result, _error, id) => [itemTag(USERS_RESOURCE, id)],
    }),
    createUser: build.mutation<ItemResponse<User>, UserBody>({
      query: (body) => ({ url: `/api/v1/${USERS_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(USERS_RESOURCE), 'Related'],
    }),
    updateUser: build.mutation<ItemResponse<User>, { id: number; body: UserBody }>({
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
