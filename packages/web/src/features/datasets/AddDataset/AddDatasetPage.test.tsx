import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createMockDatabaseListItem,
  createMockDataset,
  createMockDatasetListItem,
  createMockDatasourceData,
} from '../../../testing/dataFactories';
import { createMockListResponse, createMockMe } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { AddDatasetPage } from './AddDatasetPage';

const TABLES_PATH = '/api/v1/database/1/tables/';
const CREATE_PATH = '/api/v1/dataset/';
const SUBMIT = 'Create dataset and create chart';

async function choose(label: string, option: string): Promise<void> {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select.closest('.ant-select-disabled')).toBeNull());
  fireEvent.mouseDown(select);
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

async function pickAirports(): Promise<void> {
  await choose('Database', 'examples');
  await choose('Schema', 'main');
  fireEvent.click(await screen.findByText('airports'));
}

function submitButton(): HTMLElement {
  return screen.getByRole('button', { name: SUBMIT });
}

describe('AddDatasetPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/database/', {
        body: createMockListResponse([createMockDatabaseListItem({ id: 1, database_name: 'examples' })]),
      })
      .on('GET', '/api/v1/database/1/schemas/', {
        body: { result: ['information_schema', 'main'], default_schema: null },
      })
      .on('GET', TABLES_PATH, ({ q }) => {
        const all = [
          { value: 'airports', type: 'table', extra: null },
          { value: 'flights', type: 'table', extra: null },
          { value: 'late_flights', type: 'view', extra: null },
        ];
        const filter = (q as { filter?: string }).filter ?? '';
        const result = all.filter((table) => table.value.includes(filter));
        return { body: { count: result.length, result } };
      })
      .on('GET', '/api/v1/database/1/table_metadata/', {
        body: {
          name: 'airports',
          columns: [
            { name: 'iata', type: 'VARCHAR', longType: 'VARCHAR', keys: [], comment: null },
            { name: 'latitude', type: 'DOUBLE', longType: 'DOUBLE', keys: [], comment: null },
          ],
          selectStar: 'SELECT * FROM main.airports LIMIT 100',
          primaryKey: { column_names: [], name: null, type: 'pk' },
          foreignKeys: [],
          indexes: [],
          comment: null,
        },
      })
      .on('GET', CREATE_PATH, {
        body: createMockListResponse([createMockDatasetListItem({ id: 4, table_name: 'flights' })]),
      })
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-add' } });
  });

  it('previews the picked table and creates a dataset from it', async () => {
    server.on('POST', CREATE_PATH, {
      status: 201,
      body: {
        id: 12,
        result: createMockDataset({ id: 12, table_name: 'airports' }),
        data: {
          ...createMockDatasourceData(createMockDataset({ id: 12, table_name: 'airports' })),
          explore_url: '/explore/?datasource_id=12',
        },
      },
    });
    const { router } = renderWithProviders(<AddDatasetPage />, '/dataset/add/');
    expect(await screen.findByText('Select dataset source')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    await pickAirports();

    const preview = await screen.findByTestId('table-preview');
    expect(within(preview).getByText('iata')).toBeTruthy();
    expect(within(preview).getByText('DOUBLE')).toBeTruthy();
    expect(server.requestsTo('GET', TABLES_PATH)[0]?.q).toEqual({
      schema_name: 'main',
      filter: '',
      page: 0,
      page_size: 50,
    });
    const metadata = server.requestsTo('GET', '/api/v1/database/1/table_metadata/')[0]!;
    expect(metadata.url.searchParams.get('name')).toBe('airports');
    expect(metadata.url.searchParams.get('schema')).toBe('main');

    fireEvent.click(submitButton());
    await waitFor(() => expect(server.requestsTo('POST', CREATE_PATH)).toHaveLength(1));
    expect(server.requestsTo('POST', CREATE_PATH)[0]?.body).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'airports',
    });
    expect(await screen.findByText('Created: airports')).toBeTruthy();
    // On to Explore with the new dataset, to build a chart on it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(router.state.location.search).toBe('?datasource_type=table&datasource_id=12');
  });

  it('searches tables on the server', async () => {
    renderWithProviders(<AddDatasetPage />);
    await choose('Database', 'examples');
    await choose('Schema', 'main');
    await screen.findByText('late_flights');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tables' }), { target: { value: 'air' } });

    await waitFor(() =>
      expect(server.requestsTo('GET', TABLES_PATH).at(-1)?.q).toMatchObject({ filter: 'air' }),
    );
    await waitFor(() => expect(screen.queryByText('late_flights')).toBeNull());
    expect(screen.getByText('airports')).toBeTruthy();
  });

  it('marks tables that already have a dataset and will not create a second one', async () => {
    renderWithProviders(<AddDatasetPage />);
    await choose('Database', 'examples');
    await choose('Schema', 'main');
    fireEvent.click(await screen.findByText('flights'));

    expect(await screen.findAllByText(/already has a dataset associated with it/)).not.toHaveLength(0);
    expect(screen.getByText('Dataset exists')).toBeTruthy();
    // Superset's "View dataset" opens Explore on the existing dataset.
    expect(screen.getByRole('link', { name: 'View dataset' }).getAttribute('href')).toMatch(
      /^\/explore\/\?datasource_type=table&datasource_id=\d+$/,
    );
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    const existing = server.requestsTo('GET', CREATE_PATH).at(-1)?.q as { filters: unknown[] };
    expect(existing.filters).toEqual([
      { col: 'database', opr: 'rel_o_m', value: 1 },
      { col: 'schema', opr: 'eq', value: 'main' },
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
    ]);
  });

  it('says an error occurred when the server refuses the dataset', async () => {
    server.on('POST', CREATE_PATH, { status: 422, body: { message: 'Table [airports] could not be found' } });
    renderWithProviders(<AddDatasetPage />);
    await pickAirports();
    await screen.findByTestId('table-preview');
    fireEvent.click(submitButton());

    expect(await screen.findByText('An error occurred saving dataset')).toBeTruthy();
    expect(screen.getByTestId('create-dataset-error').textContent).toContain(
      'Table [airports] could not be found',
    );
  });

  it('shows the no-databases empty state when nothing is connected', async () => {
    server.on('GET', '/api/v1/database/', { body: createMockListResponse([], { count: 0 }) });
    renderWithProviders(<AddDatasetPage />);

    expect(await screen.findByText('No databases available')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Manage your databases' })).getAttribute('href')).toBe(
      '/databaseview/list/',
    );
  });

  it('stacks its panels at full width on a phone (390 px)', async () => {
    const { happyDOM } = window as unknown as { happyDOM: { setViewport(size: { width: number }): void } };
    happyDOM.setViewport({ width: 390 });
    try {
      renderWithProviders(<AddDatasetPage />);
      const panel = await screen.findByTestId('dataset-source-panel');
      expect(panel.style.width).toBe('100%');
      expect(panel.style.minHeight).toBe('');
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });
});
