import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockMe } from '../../testing/factories';
import { me } from '../../testing/wire';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';

const CSRF_URL = '/api/v1/security/csrf_token/';

function submit(username: string, password: string): void {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', CSRF_URL, { body: { result: 'login-token-1' } });
  });

  it("shows the server's message when the credentials are refused", async () => {
    server.on('POST', '/login/', { status: 401, body: { message: 'Invalid login. Please try again.' } });
    renderApp('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'wrong');

    expect(await screen.findByText('Invalid login. Please try again.')).toBeTruthy();
    const [login] = server.requestsTo('POST', '/login/');
    expect(login?.body).toEqual({ username: 'admin', password: 'wrong' });
    expect(login?.headers.get('Content-Type')).toContain('application/json');
  });

  it('sends the login CSRF token it asked for before posting the form', async () => {
    server.on('POST', '/login/', { body: { result: me() } });
    const { router } = renderApp('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/superset/welcome/'));
    const order = server.requests
      .filter((r) => r.url.pathname === CSRF_URL || r.url.pathname === '/login/')
      .map((r) => `${r.method} ${r.url.pathname}`);
    expect(order).toEqual([`GET ${CSRF_URL}`, 'POST /login/']);
    expect(server.requestsTo('POST', '/login/')[0]?.headers.get('X-CSRFToken')).toBe('login-token-1');
  });

  it('asks for a new token and tries once more when the server refuses a stale one', async () => {
    let issued = 0;
    server
      .on('GET', CSRF_URL, () => ({ body: { result: `login-token-${++issued}` } }))
      .on('POST', '/login/', (request) =>
        request.headers.get('X-CSRFToken') === 'login-token-2'
          ? { body: { result: me() } }
          : { status: 400, body: { message: 'The CSRF token is invalid.' } },
      );
    const { router } = renderApp('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/superset/welcome/'));
    expect(server.requestsTo('POST', '/login/').map((r) => r.headers.get('X-CSRFToken'))).toEqual([
      'login-token-1',
      'login-token-2',
    ]);
  });

  it('does not post the form without a token, and says why', async () => {
    server.on('GET', CSRF_URL, { status: 503, body: { message: 'Service unavailable' } });
    renderApp('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'secret');

    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    expect(server.requestsTo('POST', '/login/')).toHaveLength(0);
  });

  it('shows the rate-limit message on 429', async () => {
    server.on('POST', '/login/', {
      status: 429,
      body: { message: 'Too many login attempts. Please try again later.' },
    });
    renderApp('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'again');

    expect(await screen.findByText('Too many login attempts. Please try again later.')).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    renderApp('/login/');
    await screen.findByRole('button', { name: 'Sign in' });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(server.requestsTo('POST', '/login/')).toHaveLength(0);
  });

  it('goes to the next page after signing in', async () => {
    server.on('POST', '/login/', { body: { result: me() } });
    const { router } = renderApp('/login/?next=%2Fchart%2Flist%2F');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/chart/list/'));
    expect(await screen.findByRole('heading', { name: 'Charts' })).toBeTruthy();
  });

  it('goes home instead of following a next link to another site', async () => {
    server.on('POST', '/login/', { body: { result: me() } });
    const { router } = renderApp('/login/?next=%2F%2Fevil.example%2F');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/superset/welcome/'));
  });
});
