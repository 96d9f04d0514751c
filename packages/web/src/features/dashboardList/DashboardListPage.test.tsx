import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { builtinRolePermissions } from '@loupe/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockGammaMe, createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { DashboardListPage } from '../lists/DashboardListPage';
import { DASHBOARDS } from './dashboardListFixtures';

const LIST_PATH = '/api/v1/dashboard/';
const STATUS_PATH = '/api/v1/dashboard/favorite_status/';
const WRITE_PERMISSIONS = ['can_read', 'can_write', 'can_export'];

/** A user who may only read dashboards (Gamma may create them, as in Superset). */
const READER = createMockGammaMe({ roles: { Reader: [['can_read', 'Dashboard']] } });

/** An Alpha user (may write dashboards, not an admin) who owns no dashboard of the fixtures. */
const ALPHA = createMockMe({
  id: 5,
  username: 'alf',
  roles: { Alpha: builtinRolePermissions('Alpha').map(([p, v]) => [p, v]) },
});

function card(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest<HTMLElement>('[data-testid="list-card"]')!;
}

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

async function typeDeleteAndConfirm(): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  const confirm = within(dialog).getByRole('button', { name: 'Delete' });
  expect(confirm.hasAttribute('disabled')).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
    target: { value: 'DELETE' },
  });
  fireEvent.click(confirm);
}

describe('DashboardListPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    const related = (items: [number, string][]): { body: unknown } => ({
      body: { count: items.length, result: items.map(([value, text]) => ({ value, text, extra: {} })) },
    });
    server = installFakeServer()
      .on('GET', LIST_PATH, { body: createMockListResponse(DASHBOARDS) })
      .on('GET', '/api/v1/dashboard/_info', { body: { permissions: WRITE_PERMISSIONS } })
      .on('GET', STATUS_PATH, {
        body: {
          result: [
            { id: 1, value: true },
            { id: 2, value: false },
          ],
        },
      })
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe({ id: 1 }) } })
      .on('GET', '/api/v1/dashboard/related/owners', related([[9, 'Olga Owner']]))
      .on('GET', '/api/v1/dashboard/related/created_by', related([[1, 'Ada Admin']]))
      .on('GET', '/api/v1/dashboard/related/changed_by', related([[9, 'Olga Owner']]))
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-dashboards' } });
  });

  it('shows cards first: title to the dashboard, certification, status, modified, owners, stars', async () => {
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Flight delays');

    expect(screen.getAllByTestId('list-card')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const flights = card('Flight delays');
    expect(within(flights).getByRole('link', { name: 'Flight delays' }).getAttribute('href')).toBe(
      '/superset/dashboard/flights/',
    );
    expect(within(flights).getByLabelText('Certified by Data team — Checked weekly')).toBeTruthy();
    expect(within(flights).getByText('Published')).toBeTruthy();
    expect(within(flights).getByText('Modified 2 days ago')).toBeTruthy();
    expect(within(flights).getByLabelText('Ada Admin')).toBeTruthy();
    expect(within(card('Sales draft')).getByText('Draft')).toBeTruthy();
    expect(within(card('Sales draft')).getByLabelText('Olga Owner')).toBeTruthy();

    // One favourite-status request for the page, and the stars show its answer.
    await waitFor(() =>
      expect(
        within(flights).getByRole('button', { name: 'Remove Flight delays from favorites' }),
      ).toBeTruthy(),
    );
    expect(
      within(card('Sales draft')).getByRole('button', { name: 'Add Sales draft to favorites' }),
    ).toBeTruthy();
    expect(server.requestsTo('GET', STATUS_PATH).map((request) => request.q)).toEqual([[1, 2]]);
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('shows a placeholder until the server has drawn the thumbnail, then the picture', async () => {
    const thumbnailAnswers = [202, 200];
    const thumbnailRequests: string[] = [];
    const fakeFetch = globalThis.fetch;
    // The fake server answers JSON only; the thumbnail API answers 202 while drawing, then a PNG.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (!url.pathname.includes('/thumbnail/')) return fakeFetch(input, init);
      thumbnailRequests.push(url.pathname);
      const status = thumbnailAnswers.shift() ?? 404;
      return status === 200
        ? new Response(new Blob([new Uint8Array([137, 80, 78, 71])]), {
            status,
            headers: { 'content-type': 'image/png' },
          })
        : new Response(JSON.stringify({ message: 'OK' }), { status });
    });
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Sales draft');

    // No thumbnail_url: the placeholder, and nothing asked.
    expect(within(card('Flight delays')).getByTestId('dashboard-thumbnail-placeholder')).toBeTruthy();
    expect(card('Flight delays').querySelector('img')).toBeNull();
    // Being drawn (202): the placeholder, never a broken image; asked again, the picture shows.
    expect(within(card('Sales draft')).getByTestId('dashboard-thumbnail-placeholder')).toBeTruthy();
    const image = await waitFor(
      () => {
        const found = card('Sales draft').querySelector('img');
        if (!found) throw new Error('no thumbnail yet');
        return found;
      },
      { timeout: 6000 },
    );
    expect(image.getAttribute('alt')).toBe('Thumbnail of Sales draft');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(thumbnailRequests).toEqual([
      '/api/v1/dashboard/2/thumbnail/abc/',
      '/api/v1/dashboard/2/thumbnail/abc/',
    ]);
    // A picture the browser cannot decode gives way to the placeholder too.
    fireEvent.error(image);
    expect(card('Sales draft').querySelector('img')).toBeNull();
    expect(within(card('Sales draft')).getByTestId('dashboard-thumbnail-placeholder')).toBeTruthy();
  });

  it('keeps the placeholder when the thumbnail cannot be drawn', async () => {
    server.on('GET', '/api/v1/dashboard/2/thumbnail/abc/', { status: 404, body: { message: 'Not found' } });
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Sales draft');
    await waitFor(() =>
      expect(server.requestsTo('GET', '/api/v1/dashboard/2/thumbnail/abc/')).toHaveLength(1),
    );
    expect(card('Sales draft').querySelector('img')).toBeNull();
    expect(within(card('Sales draft')).getByTestId('dashboard-thumbnail-placeholder')).toBeTruthy();
  });

  it('switches to the table: star, name, status, owners, last modified and actions', async () => {
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Flight delays');
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));

    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Favorite', 'Name', 'Status', 'Owners', 'Last modified', 'Actions']);
    expect(within(row('Flight delays')).getByText('Published')).toBeTruthy();
    expect(within(row('Sales draft')).getByText('Draft')).toBeTruthy();
    expect(within(row('Sales draft')).getByText('a month ago')).toBeTruthy();
    expect(within(row('Flight delays')).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('offers Edit and Delete only on the dashboards the user owns (not an admin)', async () => {
    server.on('GET', '/api/v1/me/roles/', { body: { result: ALPHA } });
    server.on('GET', LIST_PATH, {
      body: createMockListResponse([
        DASHBOARDS[0]!,
        { ...DASHBOARDS[1]!, owners: [{ id: 5, first_name: 'Alf', last_name: 'Alpha' }] },
      ]),
    });
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Sales draft');

    await waitFor(() =>
      expect(
        within(card('Sales draft')).getByRole('button', { name: 'More actions for Sales draft' }),
      ).toBeTruthy(),
    );
    expect(within(card('Flight delays')).queryByRole('button', { name: /More actions/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    await screen.findAllByRole('columnheader');
    expect(within(row('Sales draft')).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(row('Flight delays')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(row('Flight delays')).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows no actions, bulk select or + Dashboard to a user without can_write', async () => {
    server.on('GET', '/api/v1/me/roles/', { body: { result: READER } });
    server.on('GET', '/api/v1/dashboard/_info', { body: { permissions: ['can_read'] } });
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Sales draft');
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/dashboard/_info')).toHaveLength(1));

    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
    expect(screen.queryByTestId('list-add-button')).toBeNull();
  });

  it('turns each filter into its Superset filter clause', async () => {
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Flight delays');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'flights' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose('Status', 'Draft');
    await choose('Owner', 'Olga Owner');
    await choose('Created by', 'Ada Admin');
    await choose('Favorite', 'Yes');
    await choose('Certified', 'No');
    await choose('Modified by', 'Olga Owner');

    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toEqual({
        filters: [
          { col: 'dashboard_title', opr: 'title_or_slug', value: 'flights' },
          { col: 'published', opr: 'eq', value: false },
          { col: 'owners', opr: 'rel_m_m', value: 9 },
          { col: 'created_by', opr: 'rel_o_m', value: 1 },
          { col: 'id', opr: 'dashboard_is_favorite', value: true },
          { col: 'id', opr: 'dashboard_is_certified', value: false },
          { col: 'changed_by', opr: 'rel_o_m', value: 9 },
        ],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
      }),
    );
  });

  it('sorts the cards by a named order', async () => {
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Flight delays');
    await choose('Sort', 'Alphabetical');
    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toEqual({
        order_column: 'dashboard_title',
        order_direction: 'asc',
        page: 0,
        page_size: 25,
      }),
    );
  });

  it('stars a dashboard for the current user', async () => {
    server.on('POST', '/api/v1/dashboard/2/favorites/', { body: { result: 'OK' } });
    renderWithProviders(<DashboardListPage />);
    const star = await screen.findByRole('button', { name: 'Add Sales draft to favorites' });
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/dashboard/2/favorites/')).toHaveLength(1));
    // The list is read again: it may be filtered on favourites.
    await waitFor(() => expect(server.requestsTo('GET', LIST_PATH).length).toBeGreaterThan(1));
  });

  it("deletes a dashboard from its card's menu only after DELETE is typed", async () => {
    server.on('DELETE', '/api/v1/dashboard/2', { body: { message: 'OK' } });
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Sales draft');

    fireEvent.click(
      await within(card('Sales draft')).findByRole('button', { name: 'More actions for Sales draft' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    await typeDeleteAndConfirm();
    await waitFor(() => expect(server.requestsTo('DELETE', '/api/v1/dashboard/2')).toHaveLength(1));
    expect(await screen.findByText('Deleted: Sales draft')).toBeTruthy();
  });

  it('opens the dashboard in edit mode from the Edit action', async () => {
    const { router } = renderWithProviders(<DashboardListPage />, '/dashboard/list/');
    await screen.findByText('Flight delays');
    fireEvent.click(
      await within(card('Flight delays')).findByRole('button', { name: 'More actions for Flight delays' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superset/dashboard/1/'));
    expect(router.state.location.search).toBe('?edit=true');
  });

  it('bulk deletes the selected dashboards with the server message', async () => {
    server.on('DELETE', LIST_PATH, { body: { message: 'Deleted 2 dashboards' } });
    renderWithProviders(<DashboardListPage />);
    await screen.findByText('Sales draft');

    fireEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
    fireEvent.click(within(card('Flight delays')).getByRole('checkbox', { name: 'Flight delays' }));
    fireEvent.click(within(card('Sales draft')).getByRole('checkbox', { name: 'Sales draft' }));
    fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Delete' }));
    await typeDeleteAndConfirm();
    expect(await screen.findByText('Deleted 2 dashboards')).toBeTruthy();
    expect(server.requestsTo('DELETE', LIST_PATH)[0]?.url.searchParams.get('q')).toBe('!(1,2)');
  });

  it('+ Dashboard creates an untitled dashboard and opens it in edit mode', async () => {
    server.on('POST', LIST_PATH, {
      status: 201,
      body: { id: 42, result: { dashboard_title: '[ untitled dashboard ]' } },
    });
    const { router } = renderWithProviders(<DashboardListPage />, '/dashboard/list/');
    fireEvent.click(await screen.findByTestId('list-add-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superset/dashboard/42/'));
    expect(router.state.location.search).toBe('?edit=true');
    expect(server.requestsTo('POST', LIST_PATH)[0]?.body).toEqual({
      dashboard_title: '[ untitled dashboard ]',
    });
  });

  it('says what went wrong when creating fails, and stays on the list', async () => {
    server.on('POST', LIST_PATH, { status: 403, body: { message: 'Forbidden' } });
    const { router } = renderWithProviders(<DashboardListPage />, '/dashboard/list/');
    fireEvent.click(await screen.findByTestId('list-add-button'));
    expect(await screen.findByText(/An error occurred while creating the dashboard: Forbidden/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/list/');
  });

  it('with none yet, offers + Dashboard and the charts to a user who may create', async () => {
    server.on('GET', LIST_PATH, { body: createMockListResponse([]) });
    renderWithProviders(<DashboardListPage />);
    const heading = await screen.findByRole('heading', { name: 'No dashboards yet' });
    const panel = heading.parentElement!;
    expect(within(panel).getByText(/Create a dashboard, then add charts to it/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /Dashboard/ })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open the charts' }).getAttribute('href')).toBe(
      '/chart/list/',
    );
    expect(server.requestsTo('GET', STATUS_PATH)).toHaveLength(0);
  });

  it('with none yet, tells a reader where dashboards come from, without + Dashboard', async () => {
    server.on('GET', '/api/v1/me/roles/', { body: { result: READER } });
    server.on('GET', '/api/v1/dashboard/_info', { body: { permissions: ['can_read'] } });
    server.on('GET', LIST_PATH, { body: createMockListResponse([]) });
    renderWithProviders(<DashboardListPage />);
    const heading = await screen.findByRole('heading', { name: 'No dashboards yet' });
    const panel = heading.parentElement!;
    expect(within(panel).getByText(/Dashboards shared with you will show here/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Dashboard/ })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Open the charts' })).toBeTruthy();
  });
});
