import { createMockDataset } from '../../testing/dataFactories';
import {
  createMockQueryResult,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../testing/sqllabFactories';
import { screen, waitFor } from '@testing-library/react';
import { me } from '../../testing/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TabState } from '../../api/sqllab';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer, type RecordedRequest } from '../../testing/fakeServer';
import { renderApp, renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Untitled Query 1']],
  active_tab: { id: 1 },
  databases: {
    1: { id: 1, database_name: 'examples', backend: 'duckdb' },
    2: { id: 2, database_name: 'warehouse', backend: 'postgresql' },
    3: { id: 3, database_name: 'ada_connection', backend: 'sqlite' },
  },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 1000,
});

function newTabFields(server: FakeServer): Record<string, unknown> {
  const request: RecordedRequest | undefined = server.requestsTo('POST', '/tabstateview/')[0];
  const fields = new URLSearchParams(String(request?.body ?? ''));
  return JSON.parse(fields.get('queryEditor') ?? 'null') as Record<string, unknown>;
}

describe('SqlLabPage (opening tabs from the address)', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: 'main' } })
      .on('GET', '/api/v1/database/2/schemas/', {
        body: { result: ['public', 'sales'], default_schema: 'public' },
      })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/database/2/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'ada') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } })
      .on('POST', '/tabstateview/', { body: { id: 9 } })
      .on('POST', '/tabstateview/9/activate', { body: { id: 9 } })
      .on('PUT', '/tabstateview/9', { body: { id: 9 } });
  });

  function answerNewTab(label: string, fields: Partial<TabState> = {}): void {
    server.on('GET', '/tabstateview/9', { body: { ...TAB, id: 9, label, ...fields } });
  }

  it('opens a shared query from ?id=<kv key> with its database, schema, SQL and name', async () => {
    server.on('GET', '/kv/17/', {
      body: { dbId: '2', schema: 'sales', sql: 'SELECT * FROM orders', name: 'Orders', autorun: false },
    });
    answerNewTab('Orders', { database_id: 2, schema: 'sales', sql: 'SELECT * FROM orders' });
    const { router } = renderWithProviders(<SqlLabPage />, '/sqllab/?id=17&keep=1');

    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({
      name: 'Orders',
      dbId: 2,
      schema: 'sales',
      sql: 'SELECT * FROM orders',
    });
    // Only the parameters that asked for the tab are dropped.
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
  });

  it('opens a permalink (/sqllab/p/<key>) in a tab, then moves to /sqllab/', async () => {
    server.on('GET', '/api/v1/sqllab/permalink/AbC_12', {
      body: { dbId: 2, schema: 'sales', sql: 'SELECT 12', name: 'Linked', templateParams: '{}' },
    });
    answerNewTab('Linked', { database_id: 2, schema: 'sales', sql: 'SELECT 12' });
    const { router } = renderApp('/sqllab/p/AbC_12', [
      { path: '/sqllab/p/:key', element: <SqlLabPage /> },
      { path: '/sqllab/', element: <SqlLabPage /> },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sqllab/'));
    expect(newTabFields(server)).toMatchObject({
      name: 'Linked',
      dbId: 2,
      schema: 'sales',
      sql: 'SELECT 12',
    });
    expect(await screen.findByRole('tab', { name: 'Linked' })).toBeTruthy();
  });

  it("names an untitled shared query 'Shared query'", async () => {
    server.on('GET', '/kv/5/', { body: { dbId: 1, sql: 'SELECT 5' } });
    answerNewTab('Shared query');
    renderWithProviders(<SqlLabPage />, '/sqllab/?id=5');
    expect(await screen.findByRole('tab', { name: 'Shared query' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({ name: 'Shared query', dbId: 1, sql: 'SELECT 5' });
  });

  it('reads the name from the `title` field older clients stored', async () => {
    server.on('GET', '/kv/6/', { body: { dbId: 1, sql: 'SELECT 6', title: 'Old title' } });
    answerNewTab('Old title');
    renderWithProviders(<SqlLabPage />, '/sqllab/?id=6');
    expect(await screen.findByRole('tab', { name: 'Old title' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({ name: 'Old title', sql: 'SELECT 6' });
  });

  it("shows 'The query couldn't be loaded' for a share key the server does not know", async () => {
    server.on('GET', '/kv/404/', { status: 404, body: { message: 'Not found' } });
    const { router } = renderWithProviders(<SqlLabPage />, '/sqllab/?id=404');
    expect(await screen.findByText("The query couldn't be loaded")).toBeTruthy();
    expect(server.requestsTo('POST', '/tabstateview/')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens SQL sent by Explore (?sql=&dbid=&schema=&name=)', async () => {
    answerNewTab('From chart', { database_id: 2, schema: 'sales', sql: 'SELECT 2' });
    renderWithProviders(<SqlLabPage />, '/sqllab/?sql=SELECT%202&dbid=2&schema=sales&name=From%20chart');
    expect(await screen.findByRole('tab', { name: 'From chart' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({
      name: 'From chart',
      dbId: 2,
      schema: 'sales',
      sql: 'SELECT 2',
    });
    expect(newTabFields(server).autorun).toBeUndefined();
    expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')).toHaveLength(0);
  });

  it('runs SQL sent with autorun=true once the tab shows, and clears the flag on the server', async () => {
    server.on('POST', '/api/v1/sqllab/execute/', {
      body: createMockQueryResult({
        query_id: 3,
        status: 'success',
        columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', type_generic: 0, is_dttm: false }],
        data: [{ n: 7 }],
        query: { id: 'a', state: 'success', rows: 1, limit: 1000 },
      }),
    });
    answerNewTab('Chart query', { database_id: 2, schema: 'sales', sql: 'SELECT 7 AS n', autorun: true });
    renderWithProviders(
      <SqlLabPage />,
      '/sqllab/?sql=SELECT%207%20AS%20n&dbid=2&schema=sales&name=Chart%20query&autorun=true',
    );
    // The tab opens, loads its state, then runs: longer than findBy's default wait on a busy machine.
    expect(await screen.findByText('1 row', undefined, { timeout: 5000 })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({ name: 'Chart query', autorun: true });
    expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')).toHaveLength(1);
    expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]?.body).toMatchObject({
      sql: 'SELECT 7 AS n',
      database_id: 2,
      schema: 'sales',
    });
    const cleared = server
      .requestsTo('PUT', '/tabstateview/9')
      .map((request) => Object.fromEntries(new URLSearchParams(String(request.body))));
    expect(cleared).toContainEqual({ autorun: 'false' });
  });

  it('finds the database by ?dbname= and falls back to a numbered title', async () => {
    answerNewTab('Untitled Query 2', { database_id: 2, sql: 'SELECT 3' });
    renderWithProviders(<SqlLabPage />, '/sqllab/?sql=SELECT%203&dbname=warehouse');
    expect(await screen.findByRole('tab', { name: 'Untitled Query 2' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({ name: 'Untitled Query 2', dbId: 2, sql: 'SELECT 3' });
  });

  it("opens a fresh tab for ?new=true, on the user's own <username>_connection database", async () => {
    answerNewTab('Untitled Query 2', { database_id: 3, schema: null });
    const { router } = renderWithProviders(<SqlLabPage />, '/sqllab/?new=true');
    expect(await screen.findByRole('tab', { name: 'Untitled Query 2' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({ name: 'Untitled Query 2', dbId: 3, sql: 'SELECT ...' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("opens a physical dataset as 'Query <schema.table>' with its select-star SQL", async () => {
    server.on('GET', '/api/v1/dataset/7', {
      body: {
        id: 7,
        result: createMockDataset({
          id: 7,
          table_name: 'flights',
          name: 'main.flights',
          kind: 'physical',
          schema: 'main',
          sql: null,
          select_star: 'SELECT *\nFROM "main"."flights"\nLIMIT 100',
        }),
      },
    });
    answerNewTab('Query main.flights');
    renderWithProviders(<SqlLabPage />, '/sqllab/?datasourceKey=7__table');
    expect(await screen.findByRole('tab', { name: 'Query main.flights' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({
      name: 'Query main.flights',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT *\nFROM "main"."flights"\nLIMIT 100',
    });
  });

  it("opens a virtual dataset with the dataset's own SQL", async () => {
    server.on('GET', '/api/v1/dataset/8', {
      body: {
        id: 8,
        result: createMockDataset({
          id: 8,
          table_name: 'late_flights',
          name: 'late_flights',
          kind: 'virtual',
          schema: null,
          sql: 'SELECT * FROM flights WHERE delay > 0',
          select_star: 'SELECT *\nFROM "late_flights"\nLIMIT 100',
          database: { id: 2, database_name: 'warehouse', backend: 'postgresql', allow_multi_catalog: false },
        }),
      },
    });
    answerNewTab('Query late_flights');
    renderWithProviders(<SqlLabPage />, '/sqllab/?datasourceKey=8__table');
    expect(await screen.findByRole('tab', { name: 'Query late_flights' })).toBeTruthy();
    expect(newTabFields(server)).toMatchObject({
      dbId: 2,
      schema: null,
      sql: 'SELECT * FROM flights WHERE delay > 0',
    });
  });

  it("shows 'The datasource couldn't be loaded' for a dataset that cannot be read", async () => {
    server.on('GET', '/api/v1/dataset/99', { status: 404, body: { message: 'Not found' } });
    renderWithProviders(<SqlLabPage />, '/sqllab/?datasourceKey=99__table');
    expect(await screen.findByText("The datasource couldn't be loaded")).toBeTruthy();
    expect(server.requestsTo('POST', '/tabstateview/')).toHaveLength(0);
  });
});
