import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockGammaMe, createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { ChartAddPage } from './ChartAddPage';

const DATASETS_PATH = '/api/v1/dataset/';
const DATASETS = [
  { id: 1, table_name: 'flights', schema: 'main' },
  { id: 7, table_name: 'penguins', schema: 'main' },
];

describe('ChartAddPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', DATASETS_PATH, ({ q }) => {
        const filters = (q as { filters?: { value: string }[] }).filters;
        const text = filters?.[0]?.value ?? '';
        return { body: createMockListResponse(DATASETS.filter((d) => d.table_name.includes(text))) };
      })
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe({ id: 1 }) } });
  });

  async function chooseDataset(name: string): Promise<void> {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose a dataset' }));
    fireEvent.click((await screen.findAllByTitle(name)).at(-1)!);
  }

  it('creates a chart of the chosen type on the chosen dataset in Explore', async () => {
    const { router } = renderWithProviders(<ChartAddPage />, '/chart/add');
    const create = screen.getByRole('button', { name: 'Create new chart' });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Please select both a Dataset and a Chart type to proceed')).toBeTruthy();

    await chooseDataset('penguins');
    expect(screen.getByText('Please select a chart type')).toBeTruthy();
    expect(create.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('option', { name: 'Pie Chart' }));
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(new URLSearchParams(router.state.location.search).get('viz_type')).toBe('pie');
    expect(new URLSearchParams(router.state.location.search).get('datasource')).toBe('7__table');
    expect(server.requestsTo('GET', DATASETS_PATH)[0]?.q).toEqual({
      columns: ['id', 'table_name', 'schema'],
      order_column: 'table_name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    });
  });

  it('searches datasets on the server and creates on double-click once a dataset is chosen', async () => {
    const { router } = renderWithProviders(<ChartAddPage />, '/chart/add');
    // Without a dataset, double-clicking a type only selects it.
    fireEvent.doubleClick(screen.getByRole('option', { name: 'Pie Chart' }));
    expect(screen.getByText('Please select a dataset')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chart/add');

    const select = screen.getByRole('combobox', { name: 'Choose a dataset' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'fli' } });
    await waitFor(() =>
      expect(server.requestsTo('GET', DATASETS_PATH).at(-1)?.q).toMatchObject({
        filters: [{ col: 'table_name', opr: 'ct', value: 'fli' }],
      }),
    );
    fireEvent.click((await screen.findAllByTitle('flights')).at(-1)!);
    fireEvent.doubleClick(screen.getByRole('option', { name: 'Pie Chart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(router.state.location.search).toBe('?viz_type=pie&datasource=1__table');
  });

  it('points to adding a dataset when there is none', async () => {
    server.on('GET', DATASETS_PATH, { body: createMockListResponse([]) });
    renderWithProviders(<ChartAddPage />, '/chart/add');
    const link = await screen.findByRole('link', { name: 'Add a dataset' });
    expect(link.getAttribute('href')).toBe('/dataset/add/');
    expect(within(link.parentElement!).getByText(/There are no datasets yet/)).toBeTruthy();
  });

  it('tells a user who may not add datasets to ask for access, with no link they cannot follow', async () => {
    server
      .on('GET', DATASETS_PATH, { body: createMockListResponse([]) })
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockGammaMe() } });
    renderWithProviders(<ChartAddPage />, '/chart/add');
    expect(await screen.findByText(/Ask an administrator for access to a dataset/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a dataset' })).toBeNull();
  });
});
