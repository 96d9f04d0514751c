import {
  createMockQueryResult,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../testing/sqllabFactories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';
import { editor, formFields, serveTab, typeSql } from './sqllabPage.testkit';

function bootstrap(flags: { allow_ctas: boolean; allow_cvas: boolean }) {
  return createMockSqlLabBootstrap({
    tab_state_ids: [[1, 'Untitled Query 1']],
    active_tab: { id: 1 },
    databases: { 1: { id: 1, database_name: 'warehouse', backend: 'duckdb', ...flags } },
  });
}

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 1000,
});

const CREATED = createMockQueryResult({
  query_id: 4,
  status: 'success',
  columns: [],
  data: [],
  query: {
    id: 'c',
    state: 'success',
    ctas: true,
    ctas_method: 'VIEW',
    tempTable: 'late_flights',
    tempSchema: 'main',
    dbId: 1,
  },
});

describe('SQL Lab CREATE TABLE AS / CREATE VIEW AS', { timeout: 20_000 }, () => {
  let server: FakeServer;

  beforeEach(() => {
    server = serveTab(TAB);
  });

  it('runs the SQL into a named view, says so, and queries it in a new tab', async () => {
    server
      .on('GET', '/api/v1/sqllab/', { body: bootstrap({ allow_ctas: true, allow_cvas: true }) })
      .on('POST', '/api/v1/sqllab/execute/', { body: CREATED })
      .on('POST', '/tabstateview/', { body: { id: 2 } })
      .on('POST', '/tabstateview/2/activate', { body: { id: 2 } })
      .on('GET', '/tabstateview/2', {
        body: { ...TAB, id: 2, label: 'Query main.late_flights', sql: 'SELECT * FROM main.late_flights' },
      });
    renderWithProviders(<SqlLabPage />);
    typeSql(await editor(), 'SELECT * FROM flights WHERE delay > 60');
    const controls = await screen.findByTestId('ctas-controls');
    fireEvent.change(within(controls).getByRole('textbox', { name: 'Specify name to CTAS / CVAS' }), {
      target: { value: 'late_flights' },
    });
    fireEvent.click(within(controls).getByRole('button', { name: 'CREATE VIEW AS' }));

    expect((await screen.findByTestId('ctas-result')).textContent).toContain(
      'View [main.late_flights] was created',
    );
    expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]!.body).toMatchObject({
      sql: 'SELECT * FROM flights WHERE delay > 60',
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: 'late_flights',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Query in a new tab' }));
    expect(await screen.findByRole('tab', { name: /Query main.late_flights/ })).toBeTruthy();
    expect(formFields(server.requestsTo('POST', '/tabstateview/')[0]).queryEditor).toMatchObject({
      name: 'Query main.late_flights',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT * FROM main.late_flights',
    });
  });

  it('offers only what the database allows, and nothing where it allows neither', async () => {
    server.on('GET', '/api/v1/sqllab/', { body: bootstrap({ allow_ctas: true, allow_cvas: false }) });
    const { unmount } = renderWithProviders(<SqlLabPage />);
    const controls = await screen.findByTestId('ctas-controls');
    expect(within(controls).getByRole('button', { name: 'CREATE TABLE AS' })).toBeTruthy();
    expect(within(controls).queryByRole('button', { name: 'CREATE VIEW AS' })).toBeNull();
    unmount();

    server.on('GET', '/api/v1/sqllab/', { body: bootstrap({ allow_ctas: false, allow_cvas: false }) });
    renderWithProviders(<SqlLabPage />);
    await editor();
    await waitFor(() => expect(screen.queryByTestId('ctas-controls')).toBeNull());
  });
});
