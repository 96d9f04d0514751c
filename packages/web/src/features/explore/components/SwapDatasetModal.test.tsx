import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockDataset, createMockDatasetListItem } from '../../../testing/dataFactories';
import { createMockListResponse } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SwapDatasetModal } from './SwapDatasetModal';

const LIST_PATH = '/api/v1/dataset/';

// Rows as the examples server lists them (GET /api/v1/dataset/), plus a virtual one.
const DATASETS = [
  createMockDatasetListItem({ id: 2, table_name: 'airports' }),
  createMockDatasetListItem({ id: 1, table_name: 'flights' }),
  createMockDatasetListItem({
    id: 20,
    table_name: 'late_flights',
    kind: 'virtual',
    schema: 'analytics',
    sql: 'SELECT * FROM flights WHERE delay > 60',
    database: { id: 3, database_name: 'warehouse' },
  }),
];

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

describe('SwapDatasetModal', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer().on('GET', LIST_PATH, ({ q }) => {
      const filters = (q as { filters?: { value: string }[] }).filters;
      const text = filters?.[0]?.value ?? '';
      return { body: createMockListResponse(DATASETS.filter((d) => d.table_name.includes(text))) };
    });
  });

  it('lists datasets with their type, schema, connection and owners, newest first', async () => {
    renderWithProviders(<SwapDatasetModal open onClose={() => undefined} onSwap={() => undefined} />);

    const late = (await screen.findByText('late_flights')).closest('tr')!;
    expect(within(late).getByText('Virtual')).toBeTruthy();
    expect(within(late).getByText('analytics')).toBeTruthy();
    expect(within(late).getByText('warehouse')).toBeTruthy();
    expect(within(late).getByLabelText('Ada Admin')).toBeTruthy();
    expect(within(screen.getByText('flights').closest('tr')!).getByText('Physical')).toBeTruthy();
    expect(within(dialog()).getByText(/Changing the dataset may break the chart/)).toBeTruthy();
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 20,
    });
  });

  it('searches datasets by name on the server', async () => {
    renderWithProviders(<SwapDatasetModal open onClose={() => undefined} onSwap={() => undefined} />);
    await screen.findByText('airports');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search / Filter' }), {
      target: { value: 'flig' },
    });

    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toEqual({
        filters: [{ col: 'table_name', opr: 'ct', value: 'flig' }],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 20,
      }),
    );
    await waitFor(() => expect(screen.queryByText('airports')).toBeNull());
    expect(screen.getByText('late_flights')).toBeTruthy();
  });

  it('orders by a column on the server', async () => {
    renderWithProviders(<SwapDatasetModal open onClose={() => undefined} onSwap={() => undefined} />);
    await screen.findByText('airports');

    fireEvent.click(within(dialog()).getByRole('columnheader', { name: /Connection/ }));

    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toMatchObject({
        order_column: 'database.database_name',
        order_direction: 'asc',
      }),
    );
  });

  it('pages through the datasets on the server', async () => {
    server.on('GET', LIST_PATH, { body: createMockListResponse(DATASETS, { count: 45 }) });
    renderWithProviders(<SwapDatasetModal open onClose={() => undefined} onSwap={() => undefined} />);
    await screen.findByText('airports');

    fireEvent.click(within(dialog()).getByTitle('3'));

    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toMatchObject({ page: 2, page_size: 20 }),
    );
  });

  it('swaps to the chosen dataset only after Proceed, once the dataset was read', async () => {
    server.on('GET', '/api/v1/dataset/20', {
      body: { id: 20, result: createMockDataset({ id: 20, table_name: 'late_flights', kind: 'virtual' }) },
    });
    const onSwap = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<SwapDatasetModal open onClose={onClose} onSwap={onSwap} />);

    fireEvent.click(await screen.findByText('late_flights'));
    expect(
      within(dialog()).getByText(
        'Warning! Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('airports')).toBeNull();
    expect(onSwap).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(onSwap).toHaveBeenCalledWith('20__table'));
    expect(server.requestsTo('GET', '/api/v1/dataset/20')).toHaveLength(1);
    expect(await screen.findByText('Successfully changed dataset!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back to the list on Cancel in the confirmation', async () => {
    const onSwap = vi.fn();
    renderWithProviders(<SwapDatasetModal open onClose={() => undefined} onSwap={onSwap} />);

    fireEvent.click(await screen.findByText('flights'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('airports')).toBeTruthy();
    expect(onSwap).not.toHaveBeenCalled();
  });

  it('does not swap to a dataset that cannot be read, and says why', async () => {
    server.on('GET', '/api/v1/dataset/1', { status: 404, body: { message: 'Not found' } });
    const onSwap = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<SwapDatasetModal open onClose={onClose} onSwap={onSwap} />);

    fireEvent.click(await screen.findByText('flights'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Proceed' }));

    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(onSwap).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
