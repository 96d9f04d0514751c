import { createMockTableMetadata } from '../../testing/dataFactories';
import {
  createMockQueryResult,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../testing/sqllabFactories';
import { completionStatus, currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { me } from '../../testing/wire';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TabState } from '../../api/sqllab';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';
import { editor, formFields, runButton, typeSql, sizeResultsGrid } from './sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [
    [1, 'Untitled Query 1'],
    [2, 'Flights'],
  ],
  active_tab: { id: 1, label: 'Untitled Query 1' },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'sqlite' } },
});

function tabState(id: number, label: string, sql: string): TabState {
  return createMockTabState({
    id,
    label,
    active: id === 1,
    database_id: 1,
    schema: 'main',
    sql,
    query_limit: 1000,
  });
}

const RESULT = createMockQueryResult({
  query_id: 5,
  status: 'success',
  columns: [
    { column_name: 'carrier', name: 'carrier', type: 'TEXT', type_generic: 1, is_dttm: false },
    { column_name: 'delay', name: 'delay', type: 'INTEGER', type_generic: 0, is_dttm: false },
  ],
  data: [
    { carrier: 'AA', delay: 12 },
    { carrier: 'UA', delay: 3 },
  ],
  query: { id: 'x', queryId: 5, state: 'success', rows: 2, limit: 1000 },
});

describe('SqlLabPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    sizeResultsGrid();
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: tabState(1, 'Untitled Query 1', 'SELECT 1') })
      .on('GET', '/tabstateview/2', { body: tabState(2, 'Flights', 'SELECT * FROM flights') })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('POST', '/tabstateview/2/activate', { body: { id: 2 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', {
        body: { count: 1, result: [{ value: 'flights', type: 'table', extra: null }] },
      })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it('loads the tabs from the bootstrap and each tab state on first switch', async () => {
    renderWithProviders(<SqlLabPage />);
    expect(await screen.findByRole('tab', { name: 'Untitled Query 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Flights' })).toBeTruthy();
    const view = await editor();
    expect(view.state.doc.toString()).toBe('SELECT 1');
    expect(server.requestsTo('GET', '/tabstateview/2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Flights' }));
    await waitFor(() => expect(server.requestsTo('POST', '/tabstateview/2/activate')).toHaveLength(1));
    await waitFor(() => expect(server.requestsTo('GET', '/tabstateview/2')).toHaveLength(1));
  });

  it('opens a new tab as the next untitled query and stores it on the server', async () => {
    server
      .on('POST', '/tabstateview/', { body: { id: 3 } })
      .on('POST', '/tabstateview/3/activate', { body: { id: 3 } })
      .on('GET', '/tabstateview/3', { body: tabState(3, 'Untitled Query 2', 'SELECT ...') });
    renderWithProviders(<SqlLabPage />);
    await screen.findByRole('tab', { name: 'Flights' });
    fireEvent.click(screen.getByRole('button', { name: /add/i }));

    expect(await screen.findByRole('tab', { name: 'Untitled Query 2' })).toBeTruthy();
    const created = formFields(server.requestsTo('POST', '/tabstateview/')[0]);
    expect(created.queryEditor).toMatchObject({
      name: 'Untitled Query 2',
      dbId: 1,
      sql: 'SELECT ...',
      queryLimit: 1000,
    });
    await waitFor(() => expect(server.requestsTo('POST', '/tabstateview/3/activate')).toHaveLength(1));
  });

  it('saves the typed SQL before running it, then shows the rows', async () => {
    server.on('POST', '/api/v1/sqllab/execute/', { body: RESULT });
    renderWithProviders(<SqlLabPage />);
    typeSql(await editor(), 'SELECT carrier, delay FROM flights');
    fireEvent.click(runButton());

    expect(await screen.findByText('2 rows')).toBeTruthy();
    const grid = screen.getByRole('table');
    expect(within(grid).getByText('AA')).toBeTruthy();
    expect(within(grid).getByText('12')).toBeTruthy();

    const put = server.requestsTo('PUT', '/tabstateview/1')[0];
    const execute = server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]!;
    expect(formFields(put)).toEqual({ sql: 'SELECT carrier, delay FROM flights' });
    expect(server.requests.indexOf(put!)).toBeLessThan(server.requests.indexOf(execute));
    const body = execute.body as Record<string, unknown>;
    expect(body).toMatchObject({
      database_id: 1,
      sql: 'SELECT carrier, delay FROM flights',
      sql_editor_id: '1',
      tab: 'Untitled Query 1',
      schema: 'main',
      queryLimit: 1000,
      runAsync: false,
      templateParams: '{}',
    });
    expect(String(body.client_id)).toMatch(/^[A-Za-z0-9]{11}$/);

    // A header click sorts by that column.
    fireEvent.click(within(grid).getByRole('columnheader', { name: /delay/ }));
    fireEvent.click(within(grid).getByRole('columnheader', { name: /delay/ }));
    const cells = within(grid)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['AA', '12', 'UA', '3']);
  });

  it('shows the server message of a failed run, or Unknown error without one', async () => {
    server.on('POST', '/api/v1/sqllab/execute/', {
      status: 400,
      body: {
        errors: [{ message: 'no such table: nope', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error' }],
      },
    });
    renderWithProviders(<SqlLabPage />);
    typeSql(await editor(), 'SELECT * FROM nope');
    fireEvent.click(runButton());
    expect((await screen.findByTestId('run-error')).textContent).toContain('no such table: nope');

    server.on('POST', '/api/v1/sqllab/execute/', { status: 500, body: {} });
    fireEvent.click(runButton());
    await waitFor(() => expect(screen.getByTestId('run-error').textContent).toContain('Unknown error'));
  });

  it('stops a running query by its client id', async () => {
    server
      .on('POST', '/api/v1/sqllab/execute/', () => new Promise(() => undefined))
      .on('POST', '/api/v1/query/stop', { body: { result: 'OK' } });
    renderWithProviders(<SqlLabPage />);
    await editor();
    fireEvent.click(runButton());
    fireEvent.click(await screen.findByRole('button', { name: /Stop/ }));

    expect(await screen.findByText('Query was stopped.')).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/query/stop')).toHaveLength(1));
    const executed = server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]!.body as { client_id: string };
    expect(server.requestsTo('POST', '/api/v1/query/stop')[0]!.body).toEqual({
      client_id: executed.client_id,
    });
  });

  it('drops a tab the server no longer has', async () => {
    server.on('GET', '/tabstateview/2', { status: 404, body: { message: 'Not found' } });
    renderWithProviders(<SqlLabPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Flights' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Flights' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Untitled Query 1' })).toBeTruthy();
  });

  it('runs only the selected text with Run selection', async () => {
    server.on('POST', '/api/v1/sqllab/execute/', { body: RESULT });
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    typeSql(view, 'SELECT 1;\nSELECT carrier FROM flights');
    view.dispatch({ selection: { anchor: 10, head: view.state.doc.length } });
    const runSelection = screen.getByRole('button', { name: 'Run selection' });
    await waitFor(() => expect(runSelection.hasAttribute('disabled')).toBe(false));
    fireEvent.click(runSelection);

    await screen.findByText('2 rows');
    const body = server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]!.body as { sql: string };
    expect(body.sql).toBe('SELECT carrier FROM flights');
    // The whole text is what the tab keeps.
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[0])).toEqual({
      sql: 'SELECT 1;\nSELECT carrier FROM flights',
    });
  });

  it('completes the columns of the tables the SQL uses', async () => {
    server.on('GET', '/api/v1/database/1/table_metadata/', {
      body: createMockTableMetadata('flights', [{ name: 'delay', type: 'INTEGER' }], { selectStar: '' }),
    });
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    typeSql(view, 'SELECT flights.del FROM flights');
    await waitFor(() =>
      expect(server.requestsTo('GET', '/api/v1/database/1/table_metadata/')).toHaveLength(1),
    );
    const request = server.requestsTo('GET', '/api/v1/database/1/table_metadata/')[0]!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ name: 'flights', schema: 'main' });

    // The completion source follows the loaded columns: asked again until they have arrived.
    view.dispatch({ selection: { anchor: 'SELECT flights.del'.length } });
    await waitFor(() => {
      const shown = currentCompletions(view.state).map((option) => option.label);
      // A query still pending is left to finish; a finished one without the column is asked again.
      if (!shown.includes('delay') && completionStatus(view.state) !== 'pending') startCompletion(view);
      expect(shown).toContain('delay');
    });
    // Saved now, so no save is left to run after the test's fake server is gone.
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1));
  });

  it('completes bare column names of the schema browser’s tables above keywords (SELECT orig → origin)', async () => {
    server
      .on('GET', '/tabstateview/1', {
        body: createMockTabState({
          ...tabState(1, 'Untitled Query 1', 'SELECT 1'),
          table_schemas: [{ id: 4, database_id: 1, schema: 'main', table: 'flights', expanded: false }],
        }),
      })
      .on('GET', '/api/v1/database/1/table_metadata/', {
        body: createMockTableMetadata('flights', [{ name: 'origin', type: 'VARCHAR' }], { selectStar: '' }),
      });
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    // Not named in the SQL: the table is known from the schema browser alone.
    typeSql(view, 'SELECT orig');
    view.dispatch({ selection: { anchor: 'SELECT orig'.length } });
    let labels: string[] = [];
    await waitFor(() => {
      labels = currentCompletions(view.state).map((option) => option.label);
      // A query still pending is left to finish; a finished one without the column is asked again.
      if (!labels.includes('origin') && completionStatus(view.state) !== 'pending') startCompletion(view);
      expect(labels).toContain('origin');
    });
    // Keywords are still offered, after the column.
    expect(labels[0]).toBe('origin');
    expect(labels).toContain('FOREIGN');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1));
  });

  it('duplicates the active tab as Copy of <name> with what its editor holds', async () => {
    server
      .on('POST', '/tabstateview/', { body: { id: 5 } })
      .on('POST', '/tabstateview/5/activate', { body: { id: 5 } })
      .on('GET', '/tabstateview/5', { body: tabState(5, 'Copy of Untitled Query 1', 'SELECT 2') });
    renderWithProviders(<SqlLabPage />);
    typeSql(await editor(), 'SELECT 2');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate tab' }));

    expect(await screen.findByRole('tab', { name: 'Copy of Untitled Query 1' })).toBeTruthy();
    expect(formFields(server.requestsTo('POST', '/tabstateview/')[0]).queryEditor).toMatchObject({
      name: 'Copy of Untitled Query 1',
      sql: 'SELECT 2',
      dbId: 1,
      schema: 'main',
      queryLimit: 1000,
    });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1));
  });
});
