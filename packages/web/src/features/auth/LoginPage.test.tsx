import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';

function submit(username: string, password: string): void {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer().on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } });
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
    // There is no session to bind a CSRF token to before signing in.
    expect(server.requestsTo('GET', '/api/v1/security/csrf_token/')).toHaveLength(0);
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
    server.on('POST', '/login/', { body: { result: { id: 1, username: 'admin' } } });
    const { router } = renderApp('/login/?next=%2Fchart%2Flist%2F');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/chart/list/'));
    expect(await screen.findByRole('heading', { name: 'Charts' })).toBeTruthy();
  });

  it('goes home instead of following a next link to another site', async () => {
    server.on('POST', '/login/', { body: { result: { id: 1, username: 'admin' } } });
    const { router } = renderApp('/login/?next=%2F%2Fevil.example%2F');
    await screen.findByRole('button', { name: 'Sign in' });

    submit('admin', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/superset/welcome/'));
  });
});
