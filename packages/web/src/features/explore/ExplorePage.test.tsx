import type { QueryFormData } from '@loupe/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createMockColumn,
  createMockDataset,
  createMockDatasetListItem,
  createMockDatasourceData,
  GENERIC_TYPE,
} from '../../testing/dataFactories';
import { createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import speciesAnswer from '../../viz/pie/fixtures/species.json';
import { ExplorePage } from './ExplorePage';

/** The penguins example as the explore bootstrap sends it: `species` (text) and `body_mass_g` (number). */
const penguins = createMockDatasourceData(
  createMockDataset({
    id: 7,
    table_name: 'penguins',
    columns: [
      createMockColumn({ id: 1, column_name: 'species' }),
      createMockColumn({
        id: 2,
        column_name: 'body_mass_g',
        type: 'INTEGER',
        type_generic: GENERIC_TYPE.numeric,
      }),
    ],
  }),
);

const PIE: QueryFormData = {
  datasource: '7__table',
  viz_type: 'pie',
  metric: 'count',
  groupby: ['species'],
  adhoc_filters: [],
  row_limit: 100,
};

function exploreAnswer(formData: Record<string, unknown>, slice: Record<string, unknown> | null = null) {
  return {
    body: {
      result: { dataset: penguins, form_data: formData, slice, message: null, metadata: null },
    },
  };
}

describe('ExplorePage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/explore/', exploreAnswer(PIE))
      .on('POST', '/api/v1/chart/data', { body: speciesAnswer })
      .on('POST', '/api/v1/explore/form_data', { status: 201, body: { key: 'draft1' } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-explore' } })
      .on('GET', '/api/v1/me/', { body: { result: createMockMe({ id: 3 }) } })
      .on('POST', '/api/v1/chart/', ({ body }) => ({ status: 201, body: { id: 42, result: body } }));
  });

  it('says which URL parameters are missing when nothing names a chart or a dataset', async () => {
    renderWithProviders(<ExplorePage />, '/explore/');
    expect(await screen.findByText('Missing URL parameters')).toBeTruthy();
    expect(screen.getByText('The URL is missing the dataset_id or slice_id parameters.')).toBeTruthy();
    expect(server.requestsTo('GET', '/api/v1/explore/')).toHaveLength(0);
  });

  it('opens a dataset, runs the chart its plugin builds and keeps the draft under a form-data key', async () => {
    const { router } = renderWithProviders(
      <ExplorePage />,
      '/explore/?datasource_type=table&datasource_id=7&viz_type=pie',
    );

    expect(await screen.findByText('3 rows')).toBeTruthy();
    const explore = server.requestsTo('GET', '/api/v1/explore/')[0]!;
    expect(explore.url.searchParams.get('datasource_id')).toBe('7');
    expect(explore.url.searchParams.get('datasource_type')).toBe('table');
    // The pie plugin's query: the dimension as column, the metric, ordered by it.
    const [query] = (server.requestsTo('POST', '/api/v1/chart/data')[0]!.body as { queries: unknown[] })
      .queries as Record<string, unknown>[];
    expect(query).toMatchObject({ columns: ['species'], metrics: ['count'], row_limit: 100 });
    // The dataset panel lists the columns, draggable onto the controls.
    const panel = screen.getByRole('list', { name: 'Columns' });
    expect(within(panel).getByText('body_mass_g').closest('[draggable="true"]')).toBeTruthy();

    await waitFor(() => expect(router.state.location.search).toContain('form_data_key=draft1'), {
      timeout: 3000,
    });
    const stored = server.requestsTo('POST', '/api/v1/explore/form_data')[0]!.body as Record<string, unknown>;
    expect(stored).toMatchObject({ datasource_id: 7, datasource_type: 'table', chart_id: null });
    expect(JSON.parse(stored.form_data as string)).toMatchObject({ viz_type: 'pie', metric: 'count' });
  });

  it('blocks the run and names the control while a required control is empty', async () => {
    server.on('GET', '/api/v1/explore/', exploreAnswer({ ...PIE, metric: undefined }));
    renderWithProviders(<ExplorePage />, '/explore/?datasource_type=table&datasource_id=7');

    expect(await screen.findByText('Fix the errors in the controls to run the chart')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Control errors' }).textContent).toBe('Metric: cannot be empty');
    expect(screen.getByRole('button', { name: 'Create chart' }).hasAttribute('disabled')).toBe(true);
    expect(server.requestsTo('POST', '/api/v1/chart/data')).toHaveLength(0);
  });

  it('saves the chart as a new one with its form data and query context, then opens it', async () => {
    const { router } = renderWithProviders(
      <ExplorePage />,
      '/explore/?datasource_type=table&datasource_id=7',
    );
    await screen.findByText('3 rows');
    server.on(
      'GET',
      '/api/v1/explore/',
      exploreAnswer(PIE, { slice_id: 42, slice_name: 'Penguins', owners: [3] }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save chart' });
    // A new chart cannot be overwritten.
    expect(within(dialog).getByLabelText('Save (Overwrite)').hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Chart name'), { target: { value: 'Penguins' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/chart/')).toHaveLength(1));
    const body = server.requestsTo('POST', '/api/v1/chart/')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      slice_name: 'Penguins',
      viz_type: 'pie',
      datasource_id: 7,
      datasource_type: 'table',
    });
    expect(JSON.parse(body.params as string)).toMatchObject({ metric: 'count', groupby: ['species'] });
    expect(JSON.parse(body.query_context as string)).toMatchObject({
      datasource: { id: 7, type: 'table' },
      queries: [{ columns: ['species'], metrics: ['count'] }],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?slice_id=42'));
    // The saved chart opens afresh from its own address.
    await waitFor(() =>
      expect(server.requestsTo('GET', '/api/v1/explore/').at(-1)?.url.searchParams.get('slice_id')).toBe(
        '42',
      ),
    );
    expect(await screen.findByRole('heading', { name: /Penguins/ })).toBeTruthy();
  });

  it('shows the chart query’s rows and the dataset’s samples in the data pane when opened', async () => {
    server.on('POST', '/datasource/samples', {
      body: {
        result: {
          data: [{ species: 'Adelie', body_mass_g: 3750 }],
          colnames: ['species', 'body_mass_g'],
          coltypes: [1, 0],
          rowcount: 1,
          total_count: 1,
          page: 1,
          per_page: 100,
        },
      },
    });
    renderWithProviders(<ExplorePage />, '/explore/?datasource_type=table&datasource_id=7');
    await screen.findByText('3 rows');
    expect(server.requestsTo('POST', '/api/v1/chart/data')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Show data' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('3 rows')).toBeTruthy();
    expect(await within(results).findByText('species')).toBeTruthy();
    const asked = server.requestsTo('POST', '/api/v1/chart/data')[1]!.body as { result_type: string };
    expect(asked.result_type).toBe('results');

    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    const samples = await screen.findByRole('region', { name: 'Samples' });
    expect(await within(samples).findByText('1 row')).toBeTruthy();
    expect(await within(samples).findByText('body_mass_g')).toBeTruthy();
    const sampled = server.requestsTo('POST', '/datasource/samples')[0]!;
    expect(sampled.url.searchParams.get('datasource_id')).toBe('7');
  });

  it('stars a saved chart for the current user', async () => {
    server
      .on(
        'GET',
        '/api/v1/explore/',
        exploreAnswer(PIE, { slice_id: 42, slice_name: 'Penguins', owners: [3] }),
      )
      .on('GET', '/api/v1/chart/favorite_status/', { body: { result: [{ id: 42, value: false }] } })
      .on('POST', '/api/v1/chart/42/favorites/', { body: { result: 'OK' } });
    renderWithProviders(<ExplorePage />, '/explore/?slice_id=42');

    const star = await screen.findByRole('button', { name: 'Add Penguins to favorites' });
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/chart/42/favorites/')).toHaveLength(1));
  });

  it('offers Swap dataset when the chart’s dataset is gone, and reopens on the chosen one with its controls', async () => {
    server
      .on('GET', '/api/v1/explore/', {
        body: {
          result: {
            dataset: { name: '[Missing Dataset]', columns: [], metrics: [] },
            form_data: { ...PIE, datasource: '99__table', slice_id: 5 },
            slice: { slice_id: 5, slice_name: 'Orphan', owners: [3] },
            message: null,
            metadata: null,
          },
        },
      })
      .on('GET', '/api/v1/dataset/', {
        body: createMockListResponse([createMockDatasetListItem({ id: 7, table_name: 'penguins' })]),
      })
      .on('GET', '/api/v1/dataset/7', {
        body: { id: 7, result: createMockDataset({ id: 7, table_name: 'penguins' }) },
      });
    const { router } = renderWithProviders(<ExplorePage />, '/explore/?slice_id=5');

    expect(await screen.findByText('Missing dataset')).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/chart/data')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Swap dataset' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('penguins'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(router.state.location.search).toContain('datasource_id=7'));
    const search = new URLSearchParams(router.state.location.search);
    const kept = JSON.parse(search.get('form_data')!) as Record<string, unknown>;
    expect(kept).toMatchObject({
      datasource: '7__table',
      viz_type: 'pie',
      metric: 'count',
      groupby: ['species'],
    });
    expect(kept).not.toHaveProperty('slice_id');
  });
});
