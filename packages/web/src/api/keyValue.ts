import type { PermalinkResponse } from '@loupe/core';
import { baseApi } from './baseApi';

/**
 * What Superset's old share link stored in `/kv/` (`/sqllab?id=<key>`). Every field is optional: the
 * value is whatever JSON the sharing client posted. A view type: core's wire schema of this state
 * (SqlLabPermalinkState) is an open record, so the fields the web reads are named here.
 */
export interface SharedQuery {
  dbId?: number | string | null;
  schema?: string | null;
  sql?: string | null;
  /** Newer clients send `name`, older ones `title`. */
  name?: string | null;
  title?: string | null;
  autorun?: boolean;
  templateParams?: string | null;
}

/** Body of `POST /api/v1/sqllab/permalink`, as Superset's Copy link sends it. */
export interface SqlLabPermalinkState {
  dbId: number;
  name: string;
  schema: string | null;
  sql: string;
  autorun: boolean;
  templateParams: string | null;
}

export const keyValueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A SQL Lab permalink's state (`/sqllab/p/<key>`): the same fields as a legacy share. */
    getSqlLabPermalink: build.query<SharedQuery, string>({
      query: (key) => `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`,
    }),
    /** Stores the editor's state under a new unguessable key; `url` is `/sqllab/p/<key>`. */
    createSqlLabPermalink: build.mutation<PermalinkResponse, SqlLabPermalinkState>({
      query: (body) => ({ url: '/api/v1/sqllab/permalink', method: 'POST', body }),
    }),
    /** The stored text as it was posted (the server sends it as text/plain); see `parseSharedQuery`. */
    getSharedText: build.query<string, string>({
      query: (key) => ({ url: `/kv/${encodeURIComponent(key)}/`, responseHandler: 'text' }),
    }),
  }),
});

/** The shared query in a `/kv/` value, or null when the text is not a JSON object. */
export function parseSharedQuery(text: string): SharedQuery | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as SharedQuery)
      : null;
  } catch {
    return null;
  }
}

export const { useCreateSqlLabPermalinkMutation, useLazyGetSharedTextQuery, useLazyGetSqlLabPermalinkQuery } =
  keyValueApi;
