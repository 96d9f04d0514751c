import {
  createMockQueryResult,
  createMockSavedQuery,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../testing/sqllabFactories';
import { runScopeHandlers } from '@codemirror/view';
import { me } from '../../testing/wire';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';
import { editor, formFields } from './sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Untitled Query 1']],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'sqlite' } },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: null,
  sql: 'SELECT 1',
  query_limit: 2,
});

const LIMITED = createMockQueryResult({
  query_id: 6,
  status: 'success',
  columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', type_generic: 0, is_dttm: false }],
  data: [{ n: 1 }, { n: 2 }],
  query: { id: 'y', state: 'success', rows: 2, limit: 2 },
  displayLimitReached: true,
});

describe('SqlLabPage (editing and opening)', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it('saves what is typed once typing pauses, without a run', async () => {
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    view.dispatch({ changes: { from: view.state.doc.length, insert: ' + 1' } });
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[0])).toEqual({ sql: 'SELECT 1 + 1' });
  });

  it('saves unsaved SQL at once when the page is hidden', async () => {
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    view.dispatch({ changes: { from: view.state.doc.length, insert: ' + 2' } });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1), {
      timeout: 500,
    });
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[0])).toEqual({ sql: 'SELECT 1 + 2' });
  });

  it('runs with Ctrl+Enter and shows the limit notice; the rows copy as tab-separated text', async () => {
    server.on('POST', '/api/v1/sqllab/execute/', { body: LIMITED });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    // The editor's own key handling, as a keystroke reaches it (happy-dom cannot focus contenteditable).
    const handled = runScopeHandlers(
      view,
      new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true }),
      'editor',
    );
    expect(handled).toBe(true);

    expect(await screen.findByText('The number of results displayed is limited to 2.')).toBeTruthy();
    expect(
      (server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]?.body as { queryLimit: number }).queryLimit,
    ).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: /Copy to clipboard/ }));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('n\n1\n2');
  });

  it('stores a new database and schema choice on the tab', async () => {
    renderWithProviders(<SqlLabPage />);
    await editor();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Schema' }));
    fireEvent.click((await screen.findAllByTitle('main')).at(-1)!);
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1));
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[0])).toEqual({ schema: 'main' });
  });

  it('opens a saved query in a new tab from ?savedQueryId=', async () => {
    server
      .on('GET', '/api/v1/saved_query/4', {
        body: {
          id: 4,
          result: createMockSavedQuery({ id: 4, label: 'Late flights', sql: 'SELECT 42', schema: 'main' }),
        },
      })
      .on('POST', '/tabstateview/', { body: { id: 9 } })
      .on('POST', '/tabstateview/9/activate', { body: { id: 9 } })
      .on('GET', '/tabstateview/9', { body: { ...TAB, id: 9, label: 'Late flights', sql: 'SELECT 42' } });
    const { router } = renderWithProviders(<SqlLabPage />, '/sqllab/?savedQueryId=4');

    expect(await screen.findByRole('tab', { name: 'Late flights' })).toBeTruthy();
    expect(formFields(server.requestsTo('POST', '/tabstateview/')[0]).queryEditor).toMatchObject({
      name: 'Late flights',
      sql: 'SELECT 42',
      schema: 'main',
      dbId: 1,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("lists this tab's runs in the Query history tab", async () => {
    server.on('GET', '/api/v1/query/', {
      body: createMockListResponse([
        {
          id: 3,
          client_id: 'abc',
          database: { id: 1, database_name: 'examples' },
          sql: 'SELECT 7',
          status: 'success',
          rows: 1,
          tab_name: 'Untitled Query 1',
          user: { first_name: 'Ada', last_name: 'Admin' },
          start_time: '2026-11-20T10:00:00.000Z',
        },
      ]),
    });
    renderWithProviders(<SqlLabPage />);
    await editor();
    fireEvent.click(screen.getByRole('tab', { name: 'Query history' }));

    expect(await screen.findByText('SELECT 7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in SQL Lab' }).getAttribute('href')).toBe(
      '/sqllab/?queryId=abc',
    );
    expect(server.requestsTo('GET', '/api/v1/query/').at(-1)?.q).toEqual({
      filters: [
        { col: 'sql_editor_id', opr: 'eq', value: '1' },
        { col: 'user', opr: 'rel_o_m', value: 1 },
      ],
      order_column: 'start_time',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('opens a past run in a new tab from ?queryId=<client id>', async () => {
    server
      .on('GET', '/api/v1/query/', ({ q }) => {
        const filters = (q as { filters?: { col: string }[] }).filters ?? [];
        const byClientId = filters.some((filter) => filter.col === 'client_id');
        return {
          body: createMockListResponse(
            byClientId
              ? [
                  {
                    id: 8,
                    client_id: 'run42',
                    database: { id: 1, database_name: 'examples' },
                    schema: 'main',
                    sql: 'SELECT 42',
                    status: 'success',
                    tab_name: 'Answers',
                  },
                ]
              : [],
          ),
        };
      })
      .on('POST', '/tabstateview/', { body: { id: 10 } })
      .on('POST', '/tabstateview/10/activate', { body: { id: 10 } })
      .on('GET', '/tabstateview/10', {
        body: { ...TAB, id: 10, label: 'Copy of Answers', sql: 'SELECT 42' },
      });
    renderWithProviders(<SqlLabPage />, '/sqllab/?queryId=run42');

    expect(await screen.findByRole('tab', { name: 'Copy of Answers' })).toBeTruthy();
    expect(server.requestsTo('GET', '/api/v1/query/')[0]?.q).toEqual({
      filters: [{ col: 'client_id', opr: 'eq', value: 'run42' }],
      page: 0,
      page_size: 1,
    });
    expect(formFields(server.requestsTo('POST', '/tabstateview/')[0]).queryEditor).toMatchObject({
      name: 'Copy of Answers',
      sql: 'SELECT 42',
      schema: 'main',
      dbId: 1,
    });
  });
});
