import { expect } from 'vitest';
import type { Headers } from '../../testing/securityApi.testkit.js';
import type { ChartWorld } from '../charts/charts.testkit.js';

export interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API call on the world's app; the payload goes as JSON. */
export function call(w: ChartWorld, method: Method, url: string, headers: Headers, payload?: object) {
  return w.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** GET /api/v1/dashboard/ with a rison `q`, expecting 200. */
export async function listDashboards(w: ChartWorld, headers: Headers, q = ''): Promise<ListBody> {
  const res = await call(w, 'GET', `/api/v1/dashboard/${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
}

/** POST /api/v1/dashboard/ expecting 201; returns the new id. */
export async function createDashboard(
  w: ChartWorld,
  headers: Headers,
  payload: Record<string, unknown> = {},
): Promise<number> {
  const res = await call(w, 'POST', '/api/v1/dashboard/', headers, { dashboard_title: 'Board', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
