import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../testing/fakeServer';
import { createMockGammaMe, createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';

const HOUR_AGO = new Date(Date.now() - 3600 * 1000).toISOString();
const DAY_AGO = new Date(Date.now() - 24 * 3600 * 1000).toISOString();

interface Filter {
  col: string;
  opr: string;
  value: unknown;
}

function filtersOf(request: RecordedRequest): Filter[] {
  return ((request.q as { filters?: Filter[] } | undefined)?.filters ?? []) as Filter[];
}

/** A list answer picked by the request's filter (favourites, owned, changed or created by the user). */
function listByFilter(rows: Record<string, Record<string, unknown>[]>) {
  return (request: RecordedRequest) => {
    const filter = filtersOf(request)[0];
    const key = filter ? `${filter.col}:${filter.opr}` : 'none';
    return { body: createMockListResponse((rows[key] ?? []) as { id: number }[]) };
  };
}

function adminServer(): FakeServer {
  return installFakeServer()
    .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
    .on('GET', '/api/v1/log/recent_activity/', {
      body: {
        result: [
          {
            action: 'dashboard',
            item_type: 'dashboard',
            item_url: '/superset/dashboard/sales/',
            item_title: 'Sales board',
            time: Date.now() - 60_000,
            time_delta_humanized: 'a minute ago',
          },
          {
            action: 'explore',
            item_type: 'slice',
            item_url: '/explore/?slice_id=9',
            item_title: 'Revenue trend',
            time: Date.now() - 120_000,
            time_delta_humanized: '2 minutes ago',
          },
        ],
      },
    })
    .on(
      'GET',
      '/api/v1/dashboard/',
      listByFilter({
        'id:dashboard_is_favorite': [{ id: 3, dashboard_title: 'Starred board', changed_on: HOUR_AGO }],
        'owners:rel_m_m': [],
        'changed_by:rel_o_m': [{ id: 4, dashboard_title: 'Edited board', changed_on: DAY_AGO }],
        'created_by:rel_o_m': [],
      }),
    )
    .on(
      'GET',
      '/api/v1/chart/',
      listByFilter({
        'id:chart_is_favorite': [],
        'owners:rel_m_m': [{ id: 9, slice_name: 'Revenue trend', changed_on: HOUR_AGO }],
        'changed_by:rel_o_m': [{ id: 9, slice_name: 'Revenue trend', changed_on: HOUR_AGO }],
        'created_by:rel_o_m': [],
      }),
    )
    .on('GET', '/api/v1/saved_query/', listByFilter({ 'created_by:rel_o_m': [] }));
}

async function section(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

const hrefs = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('HomePage', () => {
  it('shows recently viewed items from the action log, newest first, linking to them', async () => {
    const server = adminServer();
    renderApp('/superset/welcome/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    const recents = await section('Recents');
    expect(await within(recents).findByRole('link', { name: 'Sales board' })).toBeTruthy();
    expect(hrefs(recents)).toEqual(['/superset/dashboard/sales/', '/explore/?slice_id=9']);
    expect(recents.textContent).toContain('Dashboard · Viewed a minute ago');
    expect(recents.textContent).toContain('Chart · Viewed 2 minutes ago');
    const [request] = server.requestsTo('GET', '/api/v1/log/recent_activity/');
    expect(request!.q).toEqual({ page: 0, page_size: 5 });
  });

  it('lists edited charts and dashboards together, newest first, three at most', async () => {
    const server = adminServer();
    renderApp('/superset/welcome/');
    const recents = await section('Recents');
    fireEvent.click(within(recents).getByRole('tab', { name: 'Edited' }));
    expect(await within(recents).findByRole('link', { name: 'Edited board' })).toBeTruthy();
    const panel = within(recents).getByRole('tabpanel');
    expect(hrefs(panel)).toEqual(['/explore/?slice_id=9', '/superset/dashboard/4/']);
    const edited = server
      .requestsTo('GET', '/api/v1/chart/')
      .find((r) => filtersOf(r)[0]?.col === 'changed_by');
    expect(edited!.q).toMatchObject({
      filters: [{ col: 'changed_by', opr: 'rel_o_m', value: 1 }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page_size: 3,
    });
  });

  it('shows favourite dashboards, and says what to do when the user owns none', async () => {
    const server = adminServer();
    renderApp('/superset/welcome/');
    const dashboards = await section('Dashboards');
    expect(await within(dashboards).findByRole('link', { name: 'Starred board' })).toBeTruthy();
    expect(within(dashboards).getByRole('link', { name: 'Starred board' }).getAttribute('href')).toBe(
      '/superset/dashboard/3/',
    );
    expect(dashboards.textContent).toContain('Modified an hour ago');
    expect(within(dashboards).getByRole('link', { name: 'See all dashboards' }).getAttribute('href')).toBe(
      '/dashboard/list/',
    );
    fireEvent.click(within(dashboards).getByRole('tab', { name: 'Mine' }));
    expect(await within(dashboards).findByText('You own no dashboards yet')).toBeTruthy();
    expect(within(dashboards).getByRole('link', { name: 'Browse dashboards' })).toBeTruthy();
    const mine = server
      .requestsTo('GET', '/api/v1/dashboard/')
      .find((r) => filtersOf(r)[0]?.col === 'owners');
    expect(mine!.q).toMatchObject({ filters: [{ col: 'owners', opr: 'rel_m_m', value: 1 }], page_size: 5 });
  });

  it('says there are no favourite charts, opens owned ones in Explore, and offers SQL Lab for saved queries', async () => {
    adminServer();
    renderApp('/superset/welcome/');
    const charts = await section('Charts');
    expect(await within(charts).findByText('No favorite charts yet')).toBeTruthy();
    fireEvent.click(within(charts).getByRole('tab', { name: 'Mine' }));
    const link = await within(charts).findByRole('link', { name: 'Revenue trend' });
    expect(link.getAttribute('href')).toBe('/explore/?slice_id=9');
    const queries = await section('Saved queries');
    expect(await within(queries).findByText('No saved queries yet')).toBeTruthy();
    expect(within(queries).getByRole('link', { name: 'Open SQL Lab' }).getAttribute('href')).toBe('/sqllab/');
  });

  it('shows a Gamma user no saved queries and no SQL Lab', async () => {
    const server = installFakeServer()
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockGammaMe() } })
      .on('GET', '/api/v1/log/recent_activity/', { body: { result: [] } })
      .on('GET', '/api/v1/dashboard/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/chart/', { body: createMockListResponse([]) });
    renderApp('/superset/welcome/');
    const recents = await section('Recents');
    expect(await within(recents).findByText('Nothing viewed yet')).toBeTruthy();
    expect(await section('Dashboards')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Saved queries' })).toBeNull();
    expect(server.requestsTo('GET', '/api/v1/saved_query/')).toEqual([]);
    expect(await within(await section('Charts')).findByText('No favorite charts yet')).toBeTruthy();
  });

  it('says when recent activity could not be fetched', async () => {
    adminServer().on('GET', '/api/v1/log/recent_activity/', { status: 403, body: { message: 'Forbidden' } });
    renderApp('/superset/welcome/');
    const recents = await section('Recents');
    expect(await within(recents).findByText(/There was an error fetching your recent activity/)).toBeTruthy();
  });

  it('tells a user with no access at all to ask for it, and asks the server for nothing', async () => {
    const server = installFakeServer().on('GET', '/api/v1/me/roles/', {
      body: { result: createMockMe({ first_name: 'Pat', roles: { Public: [] } }) },
    });
    renderApp('/superset/welcome/');
    expect(await screen.findByText('Nothing to see here yet')).toBeTruthy();
    expect(screen.getByText(/Ask an administrator to give you access/)).toBeTruthy();
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(server.requests.filter((r) => r.url.pathname !== '/api/v1/me/roles/')).toEqual([]);
  });
});
