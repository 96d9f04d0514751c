import type { SessionLoginRequest, SessionLoginResponse } from '@loupe/core';
import { baseApi } from './baseApi';

/** The login page's session login (core's wire types). */
export type LoginRequest = Omit<SessionLoginRequest, 'csrf_token'>;
export type LoginResponse = SessionLoginResponse;

export const LOGIN_URL = '/login/';
/** A browser navigation, not a fetch: the server clears the cookie and redirects to the login page. */
export const LOGOUT_URL = '/logout/';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Login CSRF: like every mutation, the login carries X-CSRFToken. Before signing in, the token
    // comes bound to a pre-session cookie the server sets with it; a refused stale token is fetched
    // again once (baseApi).
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: LOGIN_URL, method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = authApi;
