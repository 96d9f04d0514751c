import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

export interface AnnotationWorld {
  t: TestApp;
  admin: Headers;
  /** An Alpha user: may read and write annotations. */
  alpha: Headers;
  /** A Gamma user: no annotation permission at all. */
  gamma: Headers;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** POST /api/v1/annotation_layer/ expecting 201; the new layer's id. */
  layer(name: string, descr?: string): Promise<number>;
  /** POST /api/v1/annotation_layer/<layer>/annotation/ expecting 201; the new annotation's id. */
  annotation(layer: number, body: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

/** An app (on SQLite metadata, or the store `env` names) with an Alpha and a Gamma user. */
export async function createAnnotationWorld(env: Record<string, string> = {}): Promise<AnnotationWorld> {
  const t = await createTestApp(env);
  const admin = await t.bearer();
  const user = async (role: string): Promise<Headers> => {
    const body = newUserBody([await roleIdOf(t.app, admin, role)]);
    await createUser(t.app, admin, body);
    return t.bearer(body.username, body.password);
  };
  const alpha = await user('Alpha');
  const gamma = await user('Gamma');
  const call: AnnotationWorld['call'] = (method, url, headers, payload) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    t,
    admin,
    alpha,
    gamma,
    call,
    async layer(name, descr) {
      const res = await call('POST', '/api/v1/annotation_layer/', admin, { name, descr });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
    async annotation(layer, body) {
      const res = await call('POST', `/api/v1/annotation_layer/${layer}/annotation/`, admin, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
    close: () => t.close(),
  };
}
