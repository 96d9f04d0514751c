import {
  createMockQuery,
  createMockQueryResult,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../testing/sqllabFactories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { me } from '../../testing/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';
import { editor, formFields, runButton, sizeResultsGrid } from './sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Top origins']],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'duckdb' } },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Top origins',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT origin, count(*) AS n FROM flights GROUP BY 1',
  query_limit: 1000,
});

const LATEST = createMockQuery({
  id: 'abcdefghijk',
  state: 'success',
  rows: 2,
  resultsKey: 'key-7',
  sql: TAB.sql,
  schema: 'main',
  dbId: 1,
});

const ROWS = createMockQueryResult({
  query_id: 7,
  status: 'success',
  columns: [
    { column_name: 'origin', name: 'origin', type: 'VARCHAR', type_generic: 1, is_dttm: false },
    { column_name: 'n', name: 'n', type: 'BIGINT', type_generic: 0, is_dttm: false },
  ],
  data: [
    { origin: 'JFK', n: 229 },
    { origin: 'LAX', n: 120 },
  ],
  query: { ...LATEST },
});

describe('SQL Lab after a reload', () => {
  let server: FakeServer;

  beforeEach(() => {
    sizeResultsGrid();
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: { ...TAB, latest_query: LATEST } })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it("shows the latest query's results again, read by its results key", async () => {
    server.on('GET', '/api/v1/sqllab/results/', { body: ROWS });
    renderWithProviders(<SqlLabPage />);
    expect(await screen.findByText('2 rows')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('JFK')).toBeTruthy();
    expect(server.requestsTo('GET', '/api/v1/sqllab/results/').map((request) => request.q)).toEqual([
      { key: 'key-7' },
    ]);
    expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')).toHaveLength(0);
  });

  it('asks to re-run the query when its results have expired', async () => {
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
    renderWithProviders(<SqlLabPage />);
    expect((await screen.findByTestId('run-error')).textContent).toContain(
      'You need to re-run the original query.',
    );
  });

  it('keeps each run as the tab’s latest query, by the client id the run was sent with', async () => {
    server.on('GET', '/tabstateview/1', { body: TAB }).on('POST', '/api/v1/sqllab/execute/', { body: ROWS });
    renderWithProviders(<SqlLabPage />);
    await editor();
    fireEvent.click(runButton());
    await screen.findByText('2 rows');
    const sent = server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]!.body as { client_id: string };
    await waitFor(() =>
      expect(server.requestsTo('PUT', '/tabstateview/1').map(formFields)).toContainEqual({
        latest_query_id: sent.client_id,
      }),
    );
    expect(server.requestsTo('GET', '/api/v1/sqllab/results/')).toHaveLength(0);
  });
});
