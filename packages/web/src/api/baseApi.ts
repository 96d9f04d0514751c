import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionActions, type SessionState } from '../app/sessionSlice';

export const CSRF_TOKEN_URL = '/api/v1/security/csrf_token/';
const ME_URL_PREFIX = '/api/v1/me';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Per-endpoint switches for the base query. */
export interface LoupeExtraOptions {
  /** The login call runs before there is a session, so there is no CSRF token to fetch yet. */
  skipCsrf?: boolean;
}

type LoupeBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, LoupeExtraOptions>;
type QueryResult = Awaited<ReturnType<LoupeBaseQuery>>;

/** Where the API is (the page's own origin) and how requests carry the session cookie: for every fetch. */
export const API_BASE_URL = '';
export const API_CREDENTIALS: RequestCredentials = 'include';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: API_CREDENTIALS,
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    return headers;
  },
});

function readSession(api: BaseQueryApi): SessionState {
  return (api.getState() as { session: SessionState }).session;
}

type CsrfResult = { token: string } | { error: FetchBaseQueryError };

/**
 * The token request in flight, shared: a dashboard's 30 charts start their POSTs together and one token
 * serves them all (the token belongs to the browser's session cookie, so every store may share it).
 */
let csrfInFlight: Promise<CsrfResult> | null = null;

async function fetchCsrfToken(api: BaseQueryApi): Promise<CsrfResult> {
  const cached = readSession(api).csrfToken;
  if (cached) return { token: cached };
  csrfInFlight ??= requestCsrfToken(api).finally(() => {
    csrfInFlight = null;
  });
  const result = await csrfInFlight;
  if ('token' in result) api.dispatch(sessionActions.csrfTokenReceived(result.token));
  return result;
}

async function requestCsrfToken(api: BaseQueryApi): Promise<CsrfResult> {
  const result = await rawBaseQuery(CSRF_TOKEN_URL, api, {});
  if (result.error) return { error: result.error };
  const token = (result.data as { result?: unknown } | undefined)?.result;
  if (typeof token !== 'string') {
    return { error: { status: 'CUSTOM_ERROR', error: 'The server sent no CSRF token', data: result.data } };
  }
  return { token };
}

function withCsrfHeader(args: FetchArgs, token: string): FetchArgs {
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set('X-CSRFToken', token);
  return { ...args, headers };
}

/** A token expires with its session; the server then answers 400 naming the CSRF token. */
function isCsrfRejection(error: FetchBaseQueryError | undefined): boolean {
  if (!error || error.status !== 400) return false;
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && /csrf/i.test(message);
}

async function sendMutation(args: FetchArgs, api: BaseQueryApi): Promise<QueryResult> {
  const first = await fetchCsrfToken(api);
  if ('error' in first) return { error: first.error };
  const result = await rawBaseQuery(withCsrfHeader(args, first.token), api, {});
  if (!isCsrfRejection(result.error)) return result;
  api.dispatch(sessionActions.csrfTokenRejected());
  const second = await fetchCsrfToken(api);
  if ('error' in second) return { error: second.error };
  return rawBaseQuery(withCsrfHeader(args, second.token), api, {});
}

export const loupeBaseQuery: LoupeBaseQuery = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  if (MUTATING_METHODS.has(method) && !extraOptions?.skipCsrf) return sendMutation(request, api);

  const result = await rawBaseQuery(request, api, {});
  if (request.url.startsWith(ME_URL_PREFIX)) {
    if (result.error?.status === 401) api.dispatch(sessionActions.unauthenticated());
    else if (!result.error) api.dispatch(sessionActions.authenticated());
  }
  return result;
};

/**
 * The one RTK Query API; each resource injects its endpoints from its own file.
 * Tags: `List` by resource path, `Item` by `<resource>/<id>`, `Info` and `Related` by resource path.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: loupeBaseQuery,
  tagTypes: ['Me', 'List', 'Item', 'Info', 'Related', 'PermissionResource'],
  endpoints: () => ({}),
});
