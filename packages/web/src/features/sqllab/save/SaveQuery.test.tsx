import {
  createMockSavedQuery,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../../testing/sqllabFactories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { me } from '../../../testing/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SqlLabPage } from '../SqlLabPage';
import { formFields } from '../sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Flights by carrier']],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'sqlite' } },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Flights by carrier',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT carrier FROM flights',
  query_limit: 1000,
  template_params: '{"x": 1}',
});

async function openDialog(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: /^save Save$/ }));
  return screen.findByRole('dialog');
}

describe('SQL Lab save query', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } })
      .on('POST', '/api/v1/saved_query/', { status: 201, body: { id: 7, result: { label: 'Carriers' } } })
      .on('PUT', '/api/v1/saved_query/7', { body: { id: 7, result: {} } });
  });

  it('saves a new query with its name and description, links it to the tab, titles the tab with it, then offers Update', async () => {
    renderWithProviders(<SqlLabPage />);
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Flights by carrier');
    fireEvent.change(name, { target: { value: 'Carriers' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'All carriers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your query was saved')).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/saved_query/')[0]?.body).toEqual({
      db_id: 1,
      label: 'Carriers',
      description: 'All carriers',
      schema: 'main',
      catalog: null,
      sql: 'SELECT carrier FROM flights',
      template_parameters: '{"x": 1}',
    });
    // The tab takes the saved query's name, on screen and on the server, as in Superset.
    expect(await screen.findByRole('tab', { name: /Carriers/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Flights by carrier/ })).toBeNull();
    await waitFor(() =>
      expect(server.requestsTo('PUT', '/tabstateview/1').map(formFields)).toEqual([
        { saved_query_id: 7 },
        { label: 'Carriers' },
      ]),
    );

    server.on('GET', '/api/v1/saved_query/7', {
      body: {
        id: 7,
        result: createMockSavedQuery({
          id: 7,
          label: 'Carriers',
          description: 'All carriers',
          sql: '',
          schema: 'main',
        }),
      },
    });
    const again = await openDialog();
    await waitFor(() =>
      expect(within(again).getByLabelText<HTMLInputElement>('Description').value).toBe('All carriers'),
    );
    fireEvent.click(within(again).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your query was updated')).toBeTruthy();
    expect(server.requestsTo('PUT', '/api/v1/saved_query/7')[0]?.body).toMatchObject({
      label: 'Carriers',
      description: 'All carriers',
      db_id: 1,
    });
  });

  it('updates the saved query a tab was opened from, and reports a failed update', async () => {
    server
      .on('GET', '/tabstateview/1', { body: { ...TAB, saved_query: { id: 3, label: 'Stored name' } } })
      .on('GET', '/api/v1/saved_query/3', {
        body: {
          id: 3,
          result: createMockSavedQuery({
            id: 3,
            label: 'Stored name',
            description: 'Stored text',
            sql: '',
            schema: 'main',
          }),
        },
      })
      .on('PUT', '/api/v1/saved_query/3', { status: 500, body: { message: 'boom' } });
    renderWithProviders(<SqlLabPage />);
    const dialog = await openDialog();
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Stored name'),
    );
    expect(within(dialog).getByRole('button', { name: 'Save as new' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your query could not be updated')).toBeTruthy();
    expect(server.requestsTo('PUT', '/api/v1/saved_query/3')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('reports a failed save and keeps the dialog open', async () => {
    server.on('POST', '/api/v1/saved_query/', { status: 422, body: { message: { label: ['bad'] } } });
    renderWithProviders(<SqlLabPage />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your query could not be saved')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(0);
  });

  it('says the query was not properly saved when the tab cannot be linked to it', async () => {
    server.on('PUT', '/tabstateview/1', { status: 500, body: { message: 'down' } });
    renderWithProviders(<SqlLabPage />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your query was not properly saved')).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/saved_query/')).toHaveLength(1);
  });

  it('requires a name', async () => {
    renderWithProviders(<SqlLabPage />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name for the query')).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/saved_query/')).toHaveLength(0);
  });
});
