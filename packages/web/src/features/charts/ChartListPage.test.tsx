import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChartListItem } from '../../api/charts';
import { createMockGammaMe, createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { ChartListPage } from './ChartListPage';
import realList from './fixtures/chartList.json';

const LIST_PATH = '/api/v1/chart/';
const STATUS_PATH = '/api/v1/chart/favorite_status/';

// A row exactly as the real server sent it (GET /api/v1/chart/ on the examples), and variants of it.
const REAL_ROW = realList.result[0] as unknown as ChartListItem;
const CHARTS: ChartListItem[] = [
  {
    ...REAL_ROW,
    id: 1,
    slice_name: 'Delays by origin',
    url: '/explore/?slice_id=1',
    certified_by: 'Data team',
    certification_details: 'Checked weekly',
    dashboards: [{ id: 4, dashboard_title: 'Operations' }],
  },
  {
    ...REAL_ROW,
    id: 2,
    slice_name: 'Old chart',
    viz_type: 'some_plugin_loupe_lacks',
    url: '/explore/?slice_id=2',
    owners: [{ id: 9, first_name: 'Olga', last_name: 'Owner' }],
  },
];

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('ChartListPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    const related = (items: [number | string, string][]): { body: unknown } => ({
      body: { count: items.length, result: items.map(([value, text]) => ({ value, text, extra: {} })) },
    });
    server = installFakeServer()
      .on('GET', LIST_PATH, { body: createMockListResponse(CHARTS) })
      .on('GET', '/api/v1/chart/_info', { body: { permissions: ['can_read', 'can_write', 'can_export'] } })
      .on('GET', STATUS_PATH, {
        body: {
          result: [
            { id: 1, value: true },
            { id: 2, value: false },
          ],
        },
      })
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe({ id: 1 }) } })
      .on('GET', '/api/v1/chart/related/owners', related([[9, 'Olga Owner']]))
      .on('GET', '/api/v1/chart/related/changed_by', related([[1, 'Admin User']]))
      .on('GET', '/api/v1/chart/distinct/datasource_name', related([['main.flights', 'main.flights']]))
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-charts' } });
  });

  it('lists charts linked to Explore, with type, dataset, owners, dashboards and favourites', async () => {
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Delays by origin');

    expect(
      within(row('Delays by origin')).getByRole('link', { name: 'Delays by origin' }).getAttribute('href'),
    ).toBe('/explore/?slice_id=1');
    expect(within(row('Delays by origin')).getByText('Pie Chart')).toBeTruthy();
    // A type without a plugin shows its key rather than nothing.
    expect(within(row('Old chart')).getByText('some_plugin_loupe_lacks')).toBeTruthy();
    expect(
      within(row('Delays by origin')).getByRole('link', { name: 'main.flights' }).getAttribute('href'),
    ).toBe('/explore/?datasource_type=table&datasource_id=1');
    expect(within(row('Old chart')).getByLabelText('Olga Owner')).toBeTruthy();
    expect(within(row('Delays by origin')).getByText('Operations')).toBeTruthy();
    expect(
      within(row('Delays by origin')).getByLabelText('Certified by Data team — Checked weekly'),
    ).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual([
      'Favorite',
      'Name',
      'Type',
      'Dataset',
      'Owners',
      'Dashboards',
      'Last modified',
      'Actions',
    ]);

    // One favourite-status request for the page, and the stars show its answer.
    await waitFor(() =>
      expect(
        within(row('Delays by origin')).getByRole('button', {
          name: 'Remove Delays by origin from favorites',
        }),
      ).toBeTruthy(),
    );
    expect(within(row('Old chart')).getByRole('button', { name: 'Add Old chart to favorites' })).toBeTruthy();
    expect(server.requestsTo('GET', STATUS_PATH).map((request) => request.q)).toEqual([[1, 2]]);
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('stars a chart for the current user', async () => {
    server.on('POST', '/api/v1/chart/2/favorites/', { body: { result: 'OK' } });
    renderWithProviders(<ChartListPage />);
    const star = await screen.findByRole('button', { name: 'Add Old chart to favorites' });
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/chart/2/favorites/')).toHaveLength(1));
  });

  it('turns each filter into its Superset filter clause', async () => {
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Delays by origin');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'delay' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose('Type', 'Area Chart');
    await choose('Dataset', 'main.flights');
    await choose('Owner', 'Olga Owner');
    await choose('Favorite', 'Yes');
    await choose('Certified', 'No');

    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toEqual({
        filters: [
          { col: 'slice_name', opr: 'chart_all_text', value: 'delay' },
          { col: 'viz_type', opr: 'eq', value: 'echarts_area' },
          { col: 'datasource_name', opr: 'eq', value: 'main.flights' },
          { col: 'owners', opr: 'rel_m_m', value: 9 },
          { col: 'id', opr: 'chart_is_favorite', value: true },
          { col: 'id', opr: 'chart_is_certified', value: false },
        ],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
      }),
    );
  });

  it('deletes a chart only after DELETE is typed', async () => {
    server.on('DELETE', '/api/v1/chart/2', { body: { message: 'OK' } });
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Old chart');

    fireEvent.click(within(row('Old chart')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.requestsTo('DELETE', '/api/v1/chart/2')).toHaveLength(1));
  });

  it('bulk deletes the selected charts', async () => {
    server.on('DELETE', LIST_PATH, { body: { message: 'Deleted 2 charts' } });
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Old chart');

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
    expect(await screen.findByText('Deleted 2 charts')).toBeTruthy();
    expect(server.requestsTo('DELETE', LIST_PATH)[0]?.url.searchParams.get('q')).toBe('!(1,2)');
  });

  it('shows "No charts yet" with + Chart when there are none, and goes to the add page', async () => {
    server.on('GET', LIST_PATH, { body: createMockListResponse([]) });
    const { router } = renderWithProviders(<ChartListPage />, '/chart/list/');
    expect(await screen.findByText('No charts yet')).toBeTruthy();
    expect(server.requestsTo('GET', STATUS_PATH)).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('list-add-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chart/add'));
  });

  it('shows charts as cards, sorted by a named order, and bulk deletes from them', async () => {
    server.on('DELETE', LIST_PATH, { body: { message: 'Deleted 1 chart' } });
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Old chart');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Card view' }));
    const cards = await screen.findAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Delays by origin' }).getAttribute('href')).toBe(
      '/explore/?slice_id=1',
    );
    expect(within(cards[0]!).getByText('Pie Chart')).toBeTruthy();
    expect(within(cards[0]!).getByText('Modified 7 minutes ago')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() =>
      expect(
        within(cards[0]!).getByRole('button', { name: 'Remove Delays by origin from favorites' }),
      ).toBeTruthy(),
    );

    await choose('Sort', 'Alphabetical');
    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toMatchObject({
        order_column: 'slice_name',
        order_direction: 'asc',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    fireEvent.click(
      within(screen.getAllByTestId('list-card')[1]!).getByRole('checkbox', { name: 'Old chart' }),
    );
    fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 1 chart')).toBeTruthy();
    expect(server.requestsTo('DELETE', LIST_PATH)[0]?.url.searchParams.get('q')).toBe('!(2)');
  });

  it("edits a chart's properties from its row: admins any chart, others only the charts they own", async () => {
    server
      .on('GET', '/api/v1/chart/2', {
        body: {
          result: {
            id: 2,
            uuid: '5b0f3b52-8f8c-4c59-9a57-0e0c5b1c2f12',
            url: '/explore/?slice_id=2',
            slice_name: 'Old chart',
            viz_type: 'some_plugin_loupe_lacks',
            params: null,
            query_context: null,
            description: null,
            cache_timeout: null,
            certified_by: null,
            certification_details: null,
            is_managed_externally: false,
            thumbnail_url: null,
            tags: [],
            changed_on_delta_humanized: '7 minutes ago',
            owners: [{ id: 9, first_name: 'Olga', last_name: 'Owner' }],
            dashboards: [],
            datasource_id: 1,
            datasource_type: 'table',
            datasource_name_text: 'main.flights',
            datasource_url: null,
            datasource_uuid: null,
          },
        },
      })
      // Olga, no admin, owns only "Old chart".
      .on('GET', '/api/v1/me/roles/', {
        body: { result: createMockMe({ id: 9, username: 'olga', roles: { Alpha: [] } }) },
      });
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Old chart');

    const notOwned = within(row('Delays by origin')).getByRole('button', { name: 'Edit' });
    await waitFor(() =>
      expect(within(row('Old chart')).getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(notOwned.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(notOwned.parentElement!);
    expect(await screen.findByText(/You must be a chart owner in order to edit/)).toBeTruthy();

    fireEvent.click(within(row('Old chart')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Chart Properties')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Old chart'),
    );
    expect(server.requestsTo('GET', '/api/v1/chart/2')).toHaveLength(1);
  });

  it('lets an admin edit every chart', async () => {
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Old chart');
    await waitFor(() =>
      expect(within(row('Old chart')).getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(
      within(row('Delays by origin')).getByRole('button', { name: 'Edit' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('offers a Gamma user no + Chart and no actions', async () => {
    server
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockGammaMe() } })
      .on('GET', '/api/v1/chart/_info', { body: { permissions: ['can_read'] } });
    renderWithProviders(<ChartListPage />);
    await screen.findByText('Old chart');
    expect(screen.queryByTestId('list-add-button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
