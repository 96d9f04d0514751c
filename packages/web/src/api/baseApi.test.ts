import { describe, expect, it } from 'vitest';
import { createAppStore } from '../app/store';
import { installFakeServer } from '../testing/fakeServer';
import { me } from '../testing/wire';
import { listApi } from './list';
import { meApi } from './me';

describe('baseApi', () => {
  it('fetches the CSRF token once and sends it on every mutation', async () => {
    const server = installFakeServer()
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'token-1' } })
      .on('DELETE', '/api/v1/security/roles/4', { body: { message: 'OK' } })
      .on('DELETE', '/api/v1/security/roles/5', { body: { message: 'OK' } });
    const store = createAppStore();

    await store.dispatch(listApi.endpoints.deleteItem.initiate({ resource: 'security/roles', id: 4 }));
    await store.dispatch(listApi.endpoints.deleteItem.initiate({ resource: 'security/roles', id: 5 }));

    expect(server.requestsTo('GET', '/api/v1/security/csrf_token/')).toHaveLength(1);
    const deletions = server.requests.filter((r) => r.method === 'DELETE');
    expect(deletions.map((r) => r.headers.get('X-CSRFToken'))).toEqual(['token-1', 'token-1']);
    expect(deletions.every((r) => r.url.pathname.startsWith('/api/v1/security/roles/'))).toBe(true);
  });

  it('asks for one token when many mutations start together', async () => {
    const server = installFakeServer()
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'token-1' } })
      .on('DELETE', '/api/v1/security/roles/4', { body: { message: 'OK' } })
      .on('DELETE', '/api/v1/security/roles/5', { body: { message: 'OK' } })
      .on('DELETE', '/api/v1/security/roles/6', { body: { message: 'OK' } });
    const store = createAppStore();

    await Promise.all(
      [4, 5, 6].map((id) =>
        store.dispatch(listApi.endpoints.deleteItem.initiate({ resource: 'security/roles', id })),
      ),
    );

    expect(server.requestsTo('GET', '/api/v1/security/csrf_token/')).toHaveLength(1);
    const deletions = server.requests.filter((r) => r.method === 'DELETE');
    expect(deletions.map((r) => r.headers.get('X-CSRFToken'))).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('gets a fresh token and retries once when the server rejects an expired one', async () => {
    let tokens = 0;
    const server = installFakeServer()
      .on('GET', '/api/v1/security/csrf_token/', () => ({ body: { result: `token-${++tokens}` } }))
      .on('DELETE', '/api/v1/security/roles/4', (request) =>
        request.headers.get('X-CSRFToken') === 'token-2'
          ? { body: { message: 'OK' } }
          : { status: 400, body: { message: 'The CSRF token has expired.' } },
      );
    const store = createAppStore();

    const result = await store.dispatch(
      listApi.endpoints.deleteItem.initiate({ resource: 'security/roles', id: 4 }),
    );

    expect(result.data).toEqual({ message: 'OK' });
    expect(server.requestsTo('DELETE', '/api/v1/security/roles/4')).toHaveLength(2);
    expect(store.getState().session.csrfToken).toBe('token-2');
  });

  it('does not send a mutation when no CSRF token can be had', async () => {
    const server = installFakeServer().on('GET', '/api/v1/security/csrf_token/', {
      status: 401,
      body: { message: 'Not authorized' },
    });
    const store = createAppStore();

    const result = await store.dispatch(
      listApi.endpoints.deleteItem.initiate({ resource: 'security/roles', id: 4 }),
    );

    expect(result.error).toMatchObject({ status: 401 });
    expect(server.requestsTo('DELETE', '/api/v1/security/roles/4')).toHaveLength(0);
  });

  it('reports unauthenticated on 401 from /api/v1/me and authenticated on success', async () => {
    let signedIn = false;
    installFakeServer().on('GET', '/api/v1/me/', () =>
      signedIn ? { body: { result: me() } } : { status: 401, body: { message: 'Not authorized' } },
    );
    const store = createAppStore();

    await store.dispatch(meApi.endpoints.getMe.initiate());
    expect(store.getState().session.status).toBe('unauthenticated');

    signedIn = true;
    await store.dispatch(meApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('does not treat a 401 from other APIs as the end of the session', async () => {
    installFakeServer().on('GET', '/api/v1/security/users/_info', {
      status: 401,
      body: { message: 'Not authorized' },
    });
    const store = createAppStore();

    await store.dispatch(listApi.endpoints.getInfo.initiate('security/users'));

    expect(store.getState().session.status).toBe('unknown');
  });
});
