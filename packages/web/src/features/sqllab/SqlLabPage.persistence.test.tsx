import { createMockSqlLabBootstrap, createMockTabState } from '../../testing/sqllabFactories';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { me } from '../../testing/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalTabStore } from '../../api/localTabStore';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';
import { editor, formFields, typeSql } from './sqllabPage.testkit';

const DATABASES = { 1: { id: 1, database_name: 'examples', backend: 'duckdb' } };

function bootstrap(persistence: boolean, tabs: [number, string][] = []) {
  return createMockSqlLabBootstrap({
    tab_state_ids: tabs,
    active_tab: tabs[0] ? { id: tabs[0][0] } : null,
    databases: DATABASES,
    common: { feature_flags: { SQLLAB_BACKEND_PERSISTENCE: persistence } },
  });
}

const NOTE = /kept in this browser only/;

describe('SQL Lab tabs with SQLLAB_BACKEND_PERSISTENCE', { timeout: 20_000 }, () => {
  let server: FakeServer;

  beforeEach(() => {
    window.localStorage.clear();
    server = installFakeServer()
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it('off: keeps the tabs in the browser, says so, and finds them again after a reload', async () => {
    server.on('GET', '/api/v1/sqllab/', { body: bootstrap(false) });
    renderWithProviders(<SqlLabPage />);
    expect(await screen.findByText(NOTE)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Untitled Query 1' })).toBeTruthy();
    typeSql(await editor(), 'SELECT 42');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(new LocalTabStore(window.localStorage).tabs()[0]?.sql).toBe('SELECT 42'));
    expect(server.requests.filter((r) => r.url.pathname.startsWith('/tabstateview'))).toEqual([]);

    cleanup();
    renderWithProviders(<SqlLabPage />);
    expect(await screen.findByRole('tab', { name: 'Untitled Query 1' })).toBeTruthy();
    expect((await editor()).state.doc.toString()).toBe('SELECT 42');
    expect(server.requests.filter((r) => r.url.pathname.startsWith('/tabstateview'))).toEqual([]);
  });

  it('on again: moves the browser tabs, their table cards and runs to the server and shows them', async () => {
    const local = new LocalTabStore(window.localStorage);
    const { id: localId } = local.create({
      name: 'Flights',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT 7',
      queryLimit: 100,
    });
    local.addTableSchema({
      queryEditorId: localId,
      dbId: 1,
      schema: 'main',
      name: 'flights',
      expanded: true,
    });
    let migrated = false;
    const tab = createMockTabState({
      id: 11,
      label: 'Flights',
      database_id: 1,
      schema: 'main',
      sql: 'SELECT 7',
      query_limit: 100,
    });
    server
      .on('GET', '/api/v1/sqllab/', () => ({ body: bootstrap(true, migrated ? [[11, 'Flights']] : []) }))
      .on('POST', '/tabstateview/', () => {
        migrated = true;
        return { body: { id: 11 } };
      })
      .on('POST', '/tableschemaview/', { body: { id: 5 } })
      .on('GET', '/api/v1/query/', (request) => {
        const filters = (request.q as { filters?: { col: string; value: unknown }[] }).filters ?? [];
        const local = filters.some((f) => f.col === 'sql_editor_id' && f.value === String(localId));
        return { body: createMockListResponse(local ? [{ id: 3, client_id: 'runInBrowser' }] : []) };
      })
      .on('POST', '/tabstateview/11/migrate_query', { body: { id: 11 } })
      .on('GET', '/tabstateview/11', { body: tab })
      .on('POST', '/tabstateview/11/activate', { body: { id: 11 } });
    renderWithProviders(<SqlLabPage />);

    expect(await screen.findByRole('tab', { name: 'Flights' })).toBeTruthy();
    expect(formFields(server.requestsTo('POST', '/tabstateview/')[0]).queryEditor).toMatchObject({
      name: 'Flights',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT 7',
      queryLimit: 100,
    });
    expect(formFields(server.requestsTo('POST', '/tableschemaview/')[0]).table).toMatchObject({
      queryEditorId: 11,
      name: 'flights',
    });
    expect(formFields(server.requestsTo('POST', '/tabstateview/11/migrate_query')[0])).toEqual({
      queryId: 'runInBrowser',
    });
    expect(local.tabs()).toEqual([]);
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('on again but the server refuses: warns that it will retry and keeps the tab in the browser', async () => {
    new LocalTabStore(window.localStorage).create({
      name: 'Keep me',
      dbId: 1,
      schema: null,
      sql: 'SELECT 1',
      queryLimit: 10,
    });
    server
      .on('GET', '/api/v1/sqllab/', { body: bootstrap(true, [[20, 'Server tab']]) })
      .on('GET', '/tabstateview/20', {
        body: createMockTabState({
          id: 20,
          label: 'Server tab',
          database_id: 1,
          schema: 'main',
          sql: '',
          query_limit: 10,
        }),
      })
      .on('POST', '/tabstateview/', { status: 500, body: { message: 'Fatal error' } });
    renderWithProviders(<SqlLabPage />);
    expect(
      await screen.findByText(/Unable to migrate query editor state to backend. Loupe will retry later./),
    ).toBeTruthy();
    expect(new LocalTabStore(window.localStorage).tabs().map((t) => t.label)).toEqual(['Keep me']);
  });
});
