import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockGammaMe, createMockMe } from '../../testing/factories';
import { installFakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';

async function destinationLinks(): Promise<string[]> {
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { name: /Welcome/ });
  return within(main)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('HomePage', () => {
  it('welcomes an admin by name and links to every place that exists', async () => {
    installFakeServer().on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } });
    renderApp('/superset/welcome/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(await destinationLinks()).toEqual([
      '/sqllab/',
      '/tablemodelview/list/',
      '/savedqueryview/list/',
      '/sqllab/history/',
      '/databaseview/list/',
    ]);
  });

  it('offers a Gamma user only what Gamma may open (no SQL Lab, no saved queries, no history)', async () => {
    installFakeServer().on('GET', '/api/v1/me/roles/', { body: { result: createMockGammaMe() } });
    renderApp('/superset/welcome/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Gina' })).toBeTruthy();
    expect(await destinationLinks()).toEqual(['/tablemodelview/list/', '/databaseview/list/']);
  });

  it('tells a user with no access at all to ask for it, instead of a bare title', async () => {
    installFakeServer().on('GET', '/api/v1/me/roles/', {
      body: { result: createMockMe({ first_name: 'Pat', roles: { Public: [] } }) },
    });
    renderApp('/superset/welcome/');

    expect(await screen.findByText('Nothing to see here yet')).toBeTruthy();
    expect(screen.getByText(/Ask an administrator to give you access/)).toBeTruthy();
    expect(await destinationLinks()).toEqual([]);
  });
});
