import type { QueryDict } from '@loupe/core';
import {
  createMockQuery,
  createMockQueryResult,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../testing/sqllabFactories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { me } from '../../testing/wire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';
import { editor, runButton, typeSql } from './sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Untitled Query 1']],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'warehouse', backend: 'postgresql', allow_run_async: true } },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: 'public',
  sql: 'SELECT 1',
  query_limit: 1000,
});

// Poll delays run on fake timers: the tests move time along instead of waiting for it. Fake time
// also follows real time (shouldAdvanceTime), so Testing Library's own waits keep working.
describe('SqlLabPage with a database that runs queries async', { timeout: 20_000 }, () => {
  let server: FakeServer;
  let submitted: QueryDict;
  /** What updated_since reports for the run next; the test moves it along. */
  let reported: QueryDict[];

  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'table' ? 360 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'table' ? 1000 : 0;
    });
    reported = [];
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['public'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } })
      .on('POST', '/api/v1/sqllab/execute/', (request) => {
        const { client_id: id } = request.body as { client_id: string };
        submitted = createMockQuery({
          id,
          queryId: 42,
          state: 'pending',
          progress: 0,
          rows: null,
          endDttm: null,
          changed_on: '2026-11-22T10:00:05.000Z',
        });
        return { status: 202, body: { query: submitted } };
      })
      .on('GET', '/api/v1/query/updated_since', () => ({ body: { result: reported } }));
  });

  it('submits with runAsync, shows the queue and progress, then the rows read by results key', async () => {
    const rows = createMockQueryResult({
      query_id: 9,
      status: 'success',
      columns: [{ column_name: 'big', name: 'big', type: 'BIGINT', type_generic: 0, is_dttm: false }],
      // Beyond 2^53 the server sends the exact digits as a string.
      data: [{ big: '9007199254740993' }],
      query: { id: 'q', state: 'success', rows: 1 },
    });
    server.on('GET', '/api/v1/sqllab/results/', { body: rows });
    renderWithProviders(<SqlLabPage />);
    typeSql(await editor(), 'SELECT 9007199254740993 AS big');
    fireEvent.click(runButton());

    expect(await screen.findByText('Waiting for a free worker…')).toBeTruthy();
    const body = server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ runAsync: true, sql: 'SELECT 9007199254740993 AS big' });

    reported = [{ ...submitted, state: 'running', progress: 40 }];
    expect(await screen.findByText('Running query…')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('run-progress'))
          .getByRole('progressbar', { name: 'Query progress' })
          .getAttribute('aria-valuenow'),
      ).toBe('40'),
    );

    reported = [{ ...submitted, state: 'success', progress: 100, resultsKey: 'key-42' }];
    expect(await screen.findByText('1 row')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('9007199254740993')).toBeTruthy();
    const results = server.requestsTo('GET', '/api/v1/sqllab/results/');
    expect(results.map((request) => request.q)).toEqual([{ key: 'key-42' }]);
    // The watermark is the server's time for the submitted query, never the browser's clock.
    const polls = server.requestsTo('GET', '/api/v1/query/updated_since');
    expect(polls[0]!.q).toEqual({ last_updated_ms: Date.parse('2026-11-22T10:00:04.000Z') });
  });

  it('shows the engine message of a failed async run and the server text when results are gone', async () => {
    renderWithProviders(<SqlLabPage />);
    typeSql(await editor(), 'SELECT nope');
    fireEvent.click(runButton());
    await screen.findByText('Waiting for a free worker…');
    reported = [{ ...submitted, state: 'failed', errorMessage: 'column "nope" does not exist' }];
    expect((await screen.findByTestId('run-error')).textContent).toContain('column "nope" does not exist');

    server.on('GET', '/api/v1/sqllab/results/', {
      status: 410,
      body: {
        errors: [
          {
            message:
              'Data could not be retrieved from the results backend. You need to re-run the original query.',
            error_type: 'RESULTS_BACKEND_ERROR',
            level: 'error',
          },
        ],
      },
    });
    reported = [];
    fireEvent.click(runButton());
    await screen.findByText('Waiting for a free worker…');
    reported = [{ ...submitted, state: 'success', resultsKey: 'gone' }];
    await waitFor(() =>
      expect(screen.getByTestId('run-error').textContent).toContain('You need to re-run the original query.'),
    );
  });

  it('stops an async run: no more polling, the stop goes out by client id', async () => {
    server.on('POST', '/api/v1/query/stop', { body: { result: 'OK' } });
    renderWithProviders(<SqlLabPage />);
    await editor();
    fireEvent.click(runButton());
    reported = [];
    await screen.findByText('Waiting for a free worker…');
    fireEvent.click(screen.getByRole('button', { name: /Stop/ }));
    expect(await screen.findByText('Query was stopped.')).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/query/stop')).toHaveLength(1));
    expect(server.requestsTo('POST', '/api/v1/query/stop')[0]!.body).toEqual({ client_id: submitted.id });
    // A poll already on its way when Stop was pressed may still arrive; after it, none, however
    // many poll delays (at most a second each) pass.
    await vi.advanceTimersByTimeAsync(1000);
    const polled = server.requestsTo('GET', '/api/v1/query/updated_since').length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.requestsTo('GET', '/api/v1/query/updated_since')).toHaveLength(polled);
  });
});
