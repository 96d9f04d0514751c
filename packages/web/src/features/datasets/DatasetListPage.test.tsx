import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { builtinRolePermissions } from '@loupe/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockDatasetListItem } from '../../testing/dataFactories';
import { createMockGammaMe, createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { DatasetListPage } from './DatasetListPage';

const LIST_PATH = '/api/v1/dataset/';
const NOT_OWNER =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

const DATASETS = [
  createMockDatasetListItem({
    id: 1,
    table_name: 'flights',
    extra: JSON.stringify({ certification: { certified_by: 'Data team', details: 'Source of truth' } }),
  }),
  createMockDatasetListItem({
    id: 2,
    table_name: 'late_flights',
    kind: 'virtual',
    sql: 'SELECT * FROM flights WHERE delay > 0',
    owners: [{ id: 9, first_name: 'Olga', last_name: 'Owner' }],
  }),
];

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

const ALPHA_WITH_SQL_LAB = {
  Alpha: builtinRolePermissions('Alpha').map(([p, v]): [string, string] => [p, v]),
  sql_lab: builtinRolePermissions('sql_lab').map(([p, v]): [string, string] => [p, v]),
};

function lastQuery(server: FakeServer): unknown {
  return server.requestsTo('GET', LIST_PATH).at(-1)?.q;
}

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('DatasetListPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    const related = (items: [number | string, string][]): { body: unknown } => ({
      body: { count: items.length, result: items.map(([value, text]) => ({ value, text, extra: {} })) },
    });
    server = installFakeServer()
      .on('GET', LIST_PATH, ({ q }) => {
        // The page also asks for "any database at all?" through the database list, not this one.
        const filters = (q as { filters?: unknown[] } | undefined)?.filters;
        return { body: createMockListResponse(filters ? DATASETS.slice(0, 1) : DATASETS) };
      })
      .on('GET', '/api/v1/dataset/_info', { body: { permissions: ['can_read', 'can_write', 'can_export'] } })
      .on('GET', '/api/v1/database/', { body: createMockListResponse([{ id: 1 }], { count: 1 }) })
      .on('GET', '/api/v1/me/roles/', {
        body: { result: createMockMe({ id: 1, roles: ALPHA_WITH_SQL_LAB }) },
      })
      .on(
        'GET',
        '/api/v1/dataset/related/owners',
        related([
          [1, 'Ada Admin'],
          [9, 'Olga Owner'],
        ]),
      )
      .on('GET', '/api/v1/dataset/related/database', related([[1, 'examples']]))
      .on('GET', '/api/v1/dataset/distinct/schema', related([['main', 'main']]))
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-ds' } });
  });

  it('lists datasets with type, database, schema and owners, newest change first', async () => {
    renderWithProviders(<DatasetListPage />);

    await screen.findByText('flights');
    // The name opens Explore on the dataset, as in Superset.
    expect(within(row('flights')).getByRole('link', { name: 'flights' }).getAttribute('href')).toBe(
      '/explore/?datasource_type=table&datasource_id=1',
    );
    expect(within(row('flights')).getByText('Physical')).toBeTruthy();
    expect(within(row('late_flights')).getByText('Virtual')).toBeTruthy();
    expect(within(row('flights')).getByText('examples')).toBeTruthy();
    expect(within(row('flights')).getByText('main')).toBeTruthy();
    expect(within(row('late_flights')).getByLabelText('Olga Owner')).toBeTruthy();
    expect(within(row('flights')).getByLabelText('Certified by Data team — Source of truth')).toBeTruthy();
    expect(
      within(row('late_flights')).getByRole('link', { name: 'Open in SQL Lab' }).getAttribute('href'),
    ).toBe('/sqllab/?datasourceKey=2__table');
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('turns each filter into its Superset filter clause', async () => {
    renderWithProviders(<DatasetListPage />);
    await screen.findByText('flights');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'fli' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose('Owner', 'Olga Owner');
    await choose('Database', 'examples');
    await choose('Schema', 'main');
    await choose('Type', 'Virtual');
    await choose('Certified', 'Yes');

    await waitFor(() =>
      expect(lastQuery(server)).toEqual({
        filters: [
          { col: 'table_name', opr: 'ct', value: 'fli' },
          { col: 'owners', opr: 'rel_m_m', value: 9 },
          { col: 'database', opr: 'rel_o_m', value: 1 },
          { col: 'schema', opr: 'eq', value: 'main' },
          { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
          { col: 'id', opr: 'dataset_is_certified', value: true },
        ],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
      }),
    );
    expect(server.requestsTo('GET', '/api/v1/dataset/distinct/schema')[0]?.q).toEqual({
      filter: '',
      page: 0,
      page_size: 100,
    });
  });

  it('disables Edit, with the ownership tooltip, on datasets the user does not own', async () => {
    renderWithProviders(<DatasetListPage />);
    await screen.findByText('flights');

    const ownEdit = within(row('flights')).getByRole('button', { name: 'Edit' });
    const otherEdit = within(row('late_flights')).getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(otherEdit.hasAttribute('disabled')).toBe(true));
    expect(ownEdit.hasAttribute('disabled')).toBe(false);

    fireEvent.mouseEnter(otherEdit.parentElement!);
    expect(await screen.findByText(NOT_OWNER)).toBeTruthy();
  });

  it('lets an admin edit datasets owned by others', async () => {
    server.on('GET', '/api/v1/me/roles/', {
      body: { result: createMockMe({ id: 3, roles: { admin: [] } }) },
    });
    renderWithProviders(<DatasetListPage />);
    await screen.findByText('late_flights');
    await waitFor(() =>
      expect(within(row('late_flights')).getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });

  it('bulk deletes the selected datasets after DELETE is typed', async () => {
    server.on('DELETE', LIST_PATH, { body: { message: 'Deleted 2 datasets' } });
    renderWithProviders(<DatasetListPage />);
    await screen.findByText('flights');

    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted 2 datasets')).toBeTruthy();
    expect(server.requestsTo('DELETE', LIST_PATH)[0]?.url.searchParams.get('q')).toBe('!(1,2)');
  });

  it('goes to the create page from + Dataset', async () => {
    const { router } = renderWithProviders(<DatasetListPage />, '/tablemodelview/list/');
    fireEvent.click(await screen.findByTestId('list-add-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataset/add/'));
  });

  it('shows the no-databases empty state, linking to the database list', async () => {
    server
      .on('GET', LIST_PATH, { body: createMockListResponse([]) })
      .on('GET', '/api/v1/database/', { body: createMockListResponse([], { count: 0 }) });
    renderWithProviders(<DatasetListPage />);

    expect(await screen.findByText('No databases available')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Manage your databases' });
    expect(link.getAttribute('href')).toBe('/databaseview/list/');
    expect(server.requestsTo('GET', '/api/v1/database/')[0]?.q).toEqual({ page: 0, page_size: 1 });
  });

  it('labels every column: Open in SQL Lab sits in Actions, not in a column with no header', async () => {
    renderWithProviders(<DatasetListPage />);
    await screen.findByText('flights');

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Type', 'Database', 'Schema', 'Owners', 'Last modified', 'Actions']);
  });

  it('offers a Gamma user neither + Dataset nor SQL Lab, and no Actions column', async () => {
    server
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockGammaMe() } })
      .on('GET', '/api/v1/dataset/_info', { body: { permissions: ['can_read'] } });
    renderWithProviders(<DatasetListPage />);
    await screen.findByText('flights');

    expect(screen.queryByTestId('list-add-button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in SQL Lab' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('tells a Gamma user with no database to ask an administrator, not to connect one', async () => {
    server
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockGammaMe() } })
      .on('GET', '/api/v1/dataset/_info', { body: { permissions: ['can_read'] } })
      .on('GET', LIST_PATH, { body: createMockListResponse([]) })
      .on('GET', '/api/v1/database/', { body: createMockListResponse([], { count: 0 }) });
    renderWithProviders(<DatasetListPage />);

    expect(await screen.findByText('No databases available')).toBeTruthy();
    expect(await screen.findByText(/Ask an administrator to connect one/)).toBeTruthy();
    expect(screen.queryByText(/Connect one first/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage your databases' })).toBeNull();
  });

  it('keeps only the name, last modified and actions on a phone (390 px)', async () => {
    const { happyDOM } = window as unknown as { happyDOM: { setViewport(size: { width: number }): void } };
    happyDOM.setViewport({ width: 390 });
    try {
      renderWithProviders(<DatasetListPage />);
      await screen.findByText('flights');

      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
      expect(headers).toEqual(['Name', 'Last modified', 'Actions']);
      // Two filters a line, not one 180 px control per line down the whole screen.
      const filters = [...screen.getByRole('search', { name: 'Filters' }).children] as HTMLElement[];
      expect(filters.map((filter) => filter.style.width)).toEqual(Array(6).fill('calc(50% - 8px)'));
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });
});
