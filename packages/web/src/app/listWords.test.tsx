import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockListResponse, createMockMe } from '../testing/factories';
import { installFakeServer } from '../testing/fakeServer';
import { renderApp } from '../testing/renderApp';

// Each list's empty text names its resource in the plural English uses, not singular + "s".
describe('empty lists say what is missing in plain English', () => {
  it.each([
    ['/sqllab/history/', 'query', 'No query history yet'],
    ['/savedqueryview/list/', 'saved_query', 'No saved queries yet'],
    ['/databaseview/list/', 'database', 'No databases yet'],
    ['/users/list/', 'security/users', 'No users yet'],
    ['/roles/list/', 'security/roles', 'No roles yet'],
  ])('%s says "%s"', async (path, resource, text) => {
    installFakeServer()
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', `/api/v1/${resource}/`, { body: createMockListResponse([]) })
      .on('GET', `/api/v1/${resource}/_info`, { body: { permissions: ['can_read'] } });
    renderApp(path);

    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(/querys|No .*ys yet/)).toBeNull();
  });

  it('names the plural in the list error too', async () => {
    installFakeServer()
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', '/api/v1/saved_query/', { status: 500, body: { message: 'Metadata is down' } })
      .on('GET', '/api/v1/saved_query/_info', { body: { permissions: ['can_read'] } });
    renderApp('/savedqueryview/list/');

    expect(
      await screen.findByText('An error occurred while fetching saved queries: Metadata is down'),
    ).toBeTruthy();
  });
});
