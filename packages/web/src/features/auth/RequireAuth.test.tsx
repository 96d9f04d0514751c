import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockMe } from '../../testing/factories';
import { installFakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';

describe('auth guard', () => {
  it('sends a visitor without a session to the login page with the way back', async () => {
    installFakeServer().on('GET', '/api/v1/me/roles/', { status: 401, body: { message: 'Not authorized' } });

    const { router } = renderApp('/users/list/?page=2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/users/list/?page=2')}`);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('menu', { name: 'Main menu' })).toBeNull();
  });

  it('shows the shell to a signed-in user and sends / to the welcome page', async () => {
    const server = installFakeServer().on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } });

    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/superset/welcome/');
    expect(screen.getByTestId('user-menu').textContent).toContain('admin');
    expect(server.requestsTo('GET', '/api/v1/me/roles/')).toHaveLength(1);
  });

  it('shows the not-found page for unknown paths inside the shell', async () => {
    installFakeServer().on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } });

    renderApp('/no/such/page/');

    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('shows the error panel when /me fails for another reason', async () => {
    installFakeServer().on('GET', '/api/v1/me/roles/', {
      status: 500,
      body: { message: 'Metadata is down' },
    });

    renderApp('/superset/welcome/');

    expect(await screen.findByText('Metadata is down')).toBeTruthy();
    expect(screen.getByText('Unexpected error')).toBeTruthy();
  });
});
