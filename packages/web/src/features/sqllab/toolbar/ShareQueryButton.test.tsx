import { createMockSqlLabBootstrap, createMockTabState } from '../../../testing/sqllabFactories';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { me } from '../../../testing/wire';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockListResponse } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SqlLabPage } from '../SqlLabPage';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Delays']],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'duckdb' } },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Delays',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT delay FROM flights',
  query_limit: 1000,
  template_params: '{"n": 1}',
});

describe('SQL Lab Copy link', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: 'main' } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-share' } })
      .on('POST', '/api/v1/sqllab/permalink', {
        status: 201,
        body: { key: 'k3Y', url: '/sqllab/p/k3Y' },
      });
  });

  it("stores the editor's query as a permalink and copies its address", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<SqlLabPage />);
    const button = await screen.findByRole('button', { name: /Copy link/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);

    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/sqllab/permalink')[0]?.body).toEqual({
      dbId: 1,
      name: 'Delays',
      schema: 'main',
      sql: 'SELECT delay FROM flights',
      autorun: false,
      templateParams: '{"n": 1}',
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sqllab/p/k3Y`);
  });

  it('says so when the server refuses the permalink', async () => {
    server.on('POST', '/api/v1/sqllab/permalink', { status: 403, body: { message: 'Forbidden' } });
    renderWithProviders(<SqlLabPage />);
    const button = await screen.findByRole('button', { name: /Copy link/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Sorry, something went wrong. Try again later.')).toBeTruthy();
  });
});
