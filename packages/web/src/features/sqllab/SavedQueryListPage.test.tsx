import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedQueryListItem } from '../../api/sqllab';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SavedQueryListPage } from './SavedQueryListPage';

const LIST_PATH = '/api/v1/saved_query/';

const QUERIES: SavedQueryListItem[] = [
  {
    id: 4,
    label: 'Late flights',
    description: '',
    sql: 'SELECT carrier, count(*) FROM flights WHERE delay > 15 GROUP BY carrier',
    schema: 'main',
    database: { id: 1, database_name: 'examples' },
    changed_on_delta_humanized: '2 days ago',
    created_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
  },
  {
    id: 7,
    label: 'Carriers',
    sql: 'SELECT * FROM carriers',
    schema: null,
    database: { id: 1, database_name: 'examples' },
    changed_on_delta_humanized: 'a minute ago',
    created_by: null,
  },
];

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

function popconfirm(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.ant-popconfirm');
  if (!element) throw new Error('no confirmation is open');
  return element;
}

describe('SavedQueryListPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', LIST_PATH, { body: createMockListResponse(QUERIES) })
      .on('GET', '/api/v1/saved_query/_info', { body: { permissions: ['can_read', 'can_write'] } })
      .on('GET', '/api/v1/saved_query/related/database', {
        body: { count: 1, result: [{ value: 1, text: 'examples', extra: {} }] },
      })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sq' } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists saved queries with database, schema, SQL, modified and author, newest change first', async () => {
    renderWithProviders(<SavedQueryListPage />);
    const link = await screen.findByRole('link', { name: 'Late flights' });
    expect(link.getAttribute('href')).toBe('/sqllab/?savedQueryId=4');
    const cells = within(row('Late flights'));
    expect(cells.getByText('examples')).toBeTruthy();
    expect(cells.getByText('main')).toBeTruthy();
    expect(cells.getByText('2 days ago')).toBeTruthy();
    expect(cells.getByText('Ada Admin')).toBeTruthy();
    expect(cells.getByTestId('sql-preview').textContent).toBe(
      'SELECT carrier, count(*) FROM flights WHERE delay > 15 GROUP BY carrier',
    );
    expect(cells.getByRole('link', { name: 'Open in SQL Lab' }).getAttribute('href')).toBe(
      '/sqllab/?savedQueryId=4',
    );
    // Open and copy-link sit in Actions: no column without a header.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers.at(-1)).toBe('Actions');
    expect(headers.filter((header) => !header)).toEqual([]);
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('searches all text and filters by database', async () => {
    renderWithProviders(<SavedQueryListPage />);
    await screen.findByRole('link', { name: 'Late flights' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'delay' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Database' }));
    fireEvent.click((await screen.findAllByTitle('examples')).at(-1)!);

    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toEqual({
        filters: [
          { col: 'label', opr: 'all_text', value: 'delay' },
          { col: 'database', opr: 'rel_o_m', value: 1 },
        ],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
      }),
    );
  });

  it('copies the query link to the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<SavedQueryListPage />);
    await screen.findByRole('link', { name: 'Late flights' });
    fireEvent.click(within(row('Late flights')).getByRole('button', { name: 'Copy query URL' }));
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sqllab/?savedQueryId=4`);
  });

  it('says so when the browser cannot copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderWithProviders(<SavedQueryListPage />);
    await screen.findByRole('link', { name: 'Late flights' });
    fireEvent.click(within(row('Carriers')).getByRole('button', { name: 'Copy query URL' }));
    expect(await screen.findByText('Sorry, your browser does not support copying.')).toBeTruthy();
  });

  it('deletes one saved query', async () => {
    server.on('DELETE', '/api/v1/saved_query/4', { body: { message: 'OK' } });
    renderWithProviders(<SavedQueryListPage />);
    await screen.findByRole('link', { name: 'Late flights' });
    fireEvent.click(within(row('Late flights')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).toBeTruthy());
    fireEvent.click(within(popconfirm()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/api/v1/saved_query/4')).toHaveLength(1));
  });

  it('bulk deletes the selected saved queries', async () => {
    server.on('DELETE', LIST_PATH, { body: { message: 'Deleted 2 saved queries' } });
    renderWithProviders(<SavedQueryListPage />);
    await screen.findByRole('link', { name: 'Late flights' });
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).toBeTruthy());
    fireEvent.click(within(popconfirm()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 saved queries')).toBeTruthy();
    expect(server.requestsTo('DELETE', LIST_PATH)[0]?.url.searchParams.get('q')).toBe('!(4,7)');
  });
});
