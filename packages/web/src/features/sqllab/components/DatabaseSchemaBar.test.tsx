import { createMockSqlLabBootstrap, createMockTabState } from '../../../testing/sqllabFactories';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { me } from '../../../testing/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse } from '../../../testing/factories';
import { installFakeServer, type FakeServer, type RecordedRequest } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SqlLabPage } from '../SqlLabPage';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Untitled Query 1']],
  active_tab: { id: 1 },
  databases: {
    1: { id: 1, database_name: 'examples', backend: 'duckdb' },
    2: { id: 2, database_name: 'warehouse', backend: 'postgresql' },
  },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: null,
  sql: 'SELECT 1',
  query_limit: 1000,
});

function puts(server: FakeServer): Record<string, unknown>[] {
  return server.requestsTo('PUT', '/tabstateview/1').map((request: RecordedRequest) => {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(String(request.body ?? '')))
      fields[key] = JSON.parse(value);
    return fields;
  });
}

describe('SQL Lab database and schema pickers', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', {
        body: { result: ['information_schema', 'main'], default_schema: 'main' },
      })
      .on('GET', '/api/v1/database/2/schemas/', {
        body: { result: ['information_schema', 'public', 'sales'], default_schema: 'public' },
      })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/database/2/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it("preselects the database's default schema for a tab without one and stores it", async () => {
    renderWithProviders(<SqlLabPage />);
    await waitFor(() => expect(puts(server)).toEqual([{ schema: 'main' }]));
    expect(screen.getByRole('combobox', { name: 'Schema' }).closest('.ant-select')?.textContent).toContain(
      'main',
    );
  });

  it('preselects the default schema of a newly chosen database', async () => {
    server.on('GET', '/tabstateview/1', { body: { ...TAB, schema: 'main' } });
    renderWithProviders(<SqlLabPage />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Database' }));
    fireEvent.click((await screen.findAllByTitle('warehouse')).at(-1)!);
    await waitFor(() => expect(puts(server)).toEqual([{ dbId: 2, schema: null }, { schema: 'public' }]));
  });

  it('keeps the schema a tab already has', async () => {
    server.on('GET', '/tabstateview/1', { body: { ...TAB, schema: 'information_schema' } });
    renderWithProviders(<SqlLabPage />);
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/database/1/schemas/')).toHaveLength(1));
    // Give a preselection the chance to happen: the tables of the kept schema load after the schemas.
    await waitFor(() =>
      expect(server.requestsTo('GET', '/api/v1/database/1/tables/').length).toBeGreaterThan(0),
    );
    expect(puts(server)).toEqual([]);
  });
});
