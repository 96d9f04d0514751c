import type { FastifyInstance } from 'fastify';
import type { Headers } from './securityApi.testkit.js';

export interface ApiTokens {
  /** The access token as an Authorization header. */
  bearer: Headers;
  refresh: string;
}

/** An API login (`POST /api/v1/security/login` with refresh); throws unless 200. */
export async function apiTokens(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<ApiTokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db', refresh: true },
  });
  if (res.statusCode !== 200) throw new Error(`API login failed: ${res.statusCode} ${res.body}`);
  const { access_token, refresh_token } = res.json<{ access_token: string; refresh_token: string }>();
  return { bearer: { authorization: `Bearer ${access_token}` }, refresh: refresh_token };
}

/** The status of `GET /api/v1/me/` with these credentials: 200 while they authenticate. */
export async function meStatus(app: FastifyInstance, headers: Headers): Promise<number> {
  return (await app.inject({ url: '/api/v1/me/', headers })).statusCode;
}

/** The status of exchanging a refresh token for an access token. */
export async function refreshStatus(app: FastifyInstance, refreshToken: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/security/refresh',
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  return res.statusCode;
}

/** `PUT /api/v1/security/users/<id>`; returns the status. */
export async function putUser(
  app: FastifyInstance,
  headers: Headers,
  id: number,
  payload: Record<string, unknown>,
): Promise<number> {
  const res = await app.inject({ method: 'PUT', url: `/api/v1/security/users/${id}`, headers, payload });
  return res.statusCode;
}
