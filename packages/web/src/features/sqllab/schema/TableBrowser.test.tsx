import {
  createMockQueryResult,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../../testing/sqllabFactories';
import { EditorView } from '@codemirror/view';
import { me } from '../../../testing/wire';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SqlLabPage } from '../SqlLabPage';
import { formFields } from '../sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Untitled Query 1']],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'sqlite' } },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 1000,
  table_schemas: [{ id: 4, database_id: 1, schema: 'main', table: 'flights', expanded: true }],
});

const SELECT_FLIGHTS = 'SELECT "id",\n       "carrier"\nFROM "main"."flights"\nLIMIT 100';

function metadata(name: string): Record<string, unknown> {
  return {
    name,
    columns: [
      { name: 'id', type: 'INTEGER', longType: 'INTEGER', keys: [{ type: 'pk', name: null }], comment: null },
      { name: 'carrier', type: 'TEXT', longType: 'TEXT', keys: [], comment: null },
    ],
    selectStar: name === 'flights' ? SELECT_FLIGHTS : `SELECT * FROM "main"."${name}" LIMIT 100`,
    primaryKey: { column_names: ['id'], name: null, type: 'pk' },
    foreignKeys: [{ constrained_columns: ['carrier'], referred_table: 'carriers', type: 'fk' }],
    indexes: [],
    comment: null,
  };
}

const PREVIEW = createMockQueryResult({
  query_id: 9,
  status: 'success',
  columns: [{ column_name: 'carrier', name: 'carrier', type: 'TEXT', type_generic: 1, is_dttm: false }],
  data: [{ carrier: 'AA' }],
  query: { id: 'p', queryId: 9, state: 'success', rows: 1, limit: 1000 },
});

describe('SQL Lab table browser', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', {
        body: {
          count: 2,
          result: [
            { value: 'flights', type: 'table', extra: null },
            { value: 'airports', type: 'table', extra: null },
          ],
        },
      })
      .on('GET', '/api/v1/database/1/table_metadata/', (request) => ({
        body: metadata(request.url.searchParams.get('name') ?? ''),
      }))
      .on('POST', '/tableschemaview/', { body: { id: 5 } })
      .on('POST', '/tableschemaview/4/expanded', { body: { id: 4, expanded: false } })
      .on('DELETE', '/tableschemaview/4', { body: 'OK' })
      .on('POST', '/api/v1/sqllab/execute/', { body: PREVIEW })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it('brings back the tab’s table cards with columns, types and key marks; collapses and removes them', async () => {
    renderWithProviders(<SqlLabPage />);
    const columns = await screen.findByRole('list', { name: 'Columns of flights' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([' idINTEGER', ' carrierTEXT']);
    expect(within(columns).getByLabelText('Primary key')).toBeTruthy();
    expect(within(columns).getByLabelText('Foreign key')).toBeTruthy();
    expect(
      server.requestsTo('GET', '/api/v1/database/1/table_metadata/')[0]?.url.searchParams.get('schema'),
    ).toBe('main');

    fireEvent.click(screen.getByRole('button', { expanded: true }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Columns of flights' })).toBeNull());
    expect(formFields(server.requestsTo('POST', '/tableschemaview/4/expanded')[0])).toEqual({
      expanded: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove table' }));
    await waitFor(() => expect(screen.queryByRole('button', { expanded: false })).toBeNull());
    expect(server.requestsTo('DELETE', '/tableschemaview/4')).toHaveLength(1);
  });

  it('adds a table of the chosen schema to the tab', async () => {
    server.on('GET', '/tabstateview/1', { body: { ...TAB, table_schemas: [] } });
    renderWithProviders(<SqlLabPage />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Add a table' }));
    fireEvent.click(await screen.findByTitle('airports'));
    expect(await screen.findByRole('list', { name: 'Columns of airports' })).toBeTruthy();
    expect(formFields(server.requestsTo('POST', '/tableschemaview/')[0])).toEqual({
      table: { queryEditorId: 1, dbId: 1, schema: 'main', name: 'airports', expanded: true },
    });
    expect(server.requestsTo('GET', '/api/v1/database/1/tables/')[0]?.q).toMatchObject({
      schema_name: 'main',
    });
  });

  it('searches the tables on the server as the user types and says when more tables match', async () => {
    server
      .on('GET', '/tabstateview/1', { body: { ...TAB, table_schemas: [] } })
      .on('GET', '/api/v1/database/1/tables/', (request) => {
        const filter = (request.q as { filter?: string }).filter ?? '';
        const names = filter === '' ? ['t_00001', 't_00002'] : [`${filter}_ports`];
        return {
          body: {
            count: filter === '' ? 10000 : 1,
            result: names.map((value) => ({ value, type: 'table', extra: null })),
          },
        };
      });
    renderWithProviders(<SqlLabPage />);
    const picker = await screen.findByRole('combobox', { name: 'Add a table' });
    fireEvent.mouseDown(picker);
    expect(await screen.findByText('Showing 2 of 10000 tables; type to search the rest')).toBeTruthy();
    expect(server.requestsTo('GET', '/api/v1/database/1/tables/')[0]?.q).toEqual({
      schema_name: 'main',
      filter: '',
      page: 0,
      page_size: 50,
    });

    fireEvent.change(picker, { target: { value: 'air' } });
    fireEvent.click(await screen.findByTitle('air_ports'));
    expect(await screen.findByRole('list', { name: 'Columns of air_ports' })).toBeTruthy();
    const asked = server.requestsTo('GET', '/api/v1/database/1/tables/').map((request) => request.q);
    // One request for the pause in typing, not one per keystroke, for one page of matches.
    expect(asked.filter((q) => (q as { filter: string }).filter === 'air')).toEqual([
      { schema_name: 'main', filter: 'air', page: 0, page_size: 50 },
    ]);
    expect(formFields(server.requestsTo('POST', '/tableschemaview/')[0])).toMatchObject({
      table: { name: 'air_ports', schema: 'main' },
    });
    // The debounce pause adds to a full page render: more than the default budget on a busy machine.
  }, 15_000);

  it('puts the select-star SQL into the editor and previews the table through a run', async () => {
    renderWithProviders(<SqlLabPage />);
    await screen.findByRole('list', { name: 'Columns of flights' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Select star' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select star' }));
    await waitFor(() => {
      const host = screen.getByTestId('sql-editor').querySelector<HTMLElement>('.cm-editor');
      expect(host && EditorView.findFromDOM(host)?.state.doc.toString()).toBe(SELECT_FLIGHTS);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Preview data' }));
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')).toHaveLength(1));
    expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]?.body).toMatchObject({
      sql: SELECT_FLIGHTS,
      database_id: 1,
      schema: 'main',
    });
    // The grid's rows need a laid-out scroller; the row count shows the preview's result arrived.
    expect(await screen.findByText('1 row')).toBeTruthy();
  });
});
