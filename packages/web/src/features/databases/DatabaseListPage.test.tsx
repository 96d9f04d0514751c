import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockEngines, createMockDatabaseListItem } from '../../testing/dataFactories';
import { createMockGammaMe, createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { DatabaseListPage } from './DatabaseListPage';

const LIST_PATH = '/api/v1/database/';

const DATABASES = [
  createMockDatabaseListItem({ id: 1, database_name: 'examples', allow_run_async: true }),
  createMockDatabaseListItem({ id: 2, database_name: 'warehouse', backend: 'postgresql', allow_dml: true }),
];

function row(name: string): HTMLElement {
  return screen.getByText(name).closest('tr')!;
}

describe('DatabaseListPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', LIST_PATH, { body: createMockListResponse(DATABASES) })
      .on('GET', '/api/v1/database/_info', { body: { permissions: ['can_read', 'can_write'] } })
      .on('GET', '/api/v1/database/available/', { body: { databases: createMockEngines() } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-db' } });
  });

  it('lists databases with their flags, newest change first', async () => {
    renderWithProviders(<DatabaseListPage />);

    expect(await screen.findByText('warehouse')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Databases' })).toBeTruthy();
    for (const title of [
      'Database',
      'Backend',
      'AQE',
      'DML',
      'CSV upload',
      'Expose in SQL Lab',
      'Created by',
      'Last modified',
    ]) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(within(row('warehouse')).getByText('postgresql')).toBeTruthy();
    expect(within(row('warehouse')).getByText('Ada Admin')).toBeTruthy();
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    // Superset has no bulk delete for databases.
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
  });

  it('filters by file upload with the upload_is_enabled operator', async () => {
    renderWithProviders(<DatabaseListPage />);
    await screen.findByText('warehouse');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'CSV upload' }));
    fireEvent.click((await screen.findAllByTitle('Yes')).at(-1)!);

    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toMatchObject({
        filters: [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }],
      }),
    );
  });

  it('deletes only after DELETE is typed into the confirmation', async () => {
    server.on('DELETE', '/api/v1/database/2', { body: { message: 'OK' } });
    renderWithProviders(<DatabaseListPage />);
    await screen.findByText('warehouse');

    fireEvent.click(within(row('warehouse')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete database?')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), { target: { value: 'DEL' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'DELETE' },
    });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);

    expect(await screen.findByText('Deleted: warehouse')).toBeTruthy();
    const [deletion] = server.requestsTo('DELETE', '/api/v1/database/2');
    expect(deletion?.headers.get('X-CSRFToken')).toBe('csrf-db');
  });

  it('reports a refused deletion with the server message', async () => {
    server.on('DELETE', '/api/v1/database/1', {
      status: 422,
      body: { message: 'There are associated datasets for this database: flights' },
    });
    renderWithProviders(<DatabaseListPage />);
    await screen.findByText('examples');

    fireEvent.click(within(row('examples')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'delete' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(
        'There was an issue deleting examples: There are associated datasets for this database: flights',
      ),
    ).toBeTruthy();
  });

  it('opens the connect dialog from + Database', async () => {
    renderWithProviders(<DatabaseListPage />);
    fireEvent.click(await screen.findByTestId('list-add-button'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Connect a database')).toBeTruthy();
    expect(await within(dialog).findByText('Select a database to connect')).toBeTruthy();
  });

  it('gives focus back to + Database when Escape closes the connect dialog', async () => {
    renderWithProviders(<DatabaseListPage />);
    const opener = await screen.findByTestId('list-add-button');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Select a database to connect');
    // The keyboard user is inside the dialog (jsdom runs no focus animation, so put focus there).
    const inside = within(dialog).getAllByRole('button')[0]!;
    inside.focus();
    expect(document.activeElement).toBe(inside);

    fireEvent.keyDown(inside, { key: 'Escape', code: 'Escape', keyCode: 27 });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('tells an admin with no database to connect one', async () => {
    server
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', '/api/v1/database/', { body: createMockListResponse([]) });
    renderWithProviders(<DatabaseListPage />);

    expect(await screen.findByText('No databases yet')).toBeTruthy();
    expect(await screen.findByText(/Connect a database with \+ Database/)).toBeTruthy();
  });

  it('tells a Gamma user with no database to ask an administrator', async () => {
    server
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockGammaMe() } })
      .on('GET', '/api/v1/database/_info', { body: { permissions: ['can_read'] } })
      .on('GET', '/api/v1/database/', { body: createMockListResponse([]) });
    renderWithProviders(<DatabaseListPage />);

    expect(await screen.findByText(/Ask an administrator to connect one/)).toBeTruthy();
    expect(screen.queryByText(/Connect a database with/)).toBeNull();
    expect(screen.queryByTestId('list-add-button')).toBeNull();
  });
});
