import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QueryListItem } from '../../api/sqllab';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { QueryHistoryPage } from './QueryHistoryPage';

const LIST_PATH = '/api/v1/query/';

const QUERIES: QueryListItem[] = [
  {
    id: 11,
    client_id: 'aB3dE5gH7j',
    database: { database_name: 'examples' },
    sql: 'SELECT 1',
    executed_sql: 'SELECT 1\nLIMIT 1001',
    status: 'success',
    rows: 1,
    tab_name: 'Untitled Query 1',
    user: { first_name: 'Ada', last_name: 'Admin' },
    start_time: 1_763_000_000_000,
    end_time: 1_763_000_000_500,
  },
  {
    id: 12,
    client_id: 'zz9',
    database: { database_name: 'examples' },
    sql: 'SELECT nope',
    status: 'failed',
    rows: null,
    tab_name: 'Broken',
    user: { first_name: 'Ada', last_name: 'Admin' },
    start_time: 1_763_000_100_000,
  },
];

function related(items: [number, string][]): { body: unknown } {
  return {
    body: { count: items.length, result: items.map(([value, text]) => ({ value, text, extra: {} })) },
  };
}

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('QueryHistoryPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', LIST_PATH, { body: createMockListResponse(QUERIES) })
      .on('GET', '/api/v1/query/related/user', related([[1, 'Ada Admin']]))
      .on('GET', '/api/v1/query/related/database', related([[2, 'examples']]));
  });

  it('lists runs newest first with coloured status tags, SQL and a link back to SQL Lab', async () => {
    renderWithProviders(<QueryHistoryPage />);
    const first = (await screen.findByText('Untitled Query 1')).closest('tr')!;
    expect(within(first).getByText('Success').closest('.ant-tag')?.className).toContain('green');
    expect(within(first).getByText('Ada Admin')).toBeTruthy();
    expect(within(first).getByTestId('sql-preview').textContent).toBe('SELECT 1 LIMIT 1001');
    expect(within(first).getByRole('link', { name: 'Open in SQL Lab' }).getAttribute('href')).toBe(
      '/sqllab/?queryId=aB3dE5gH7j',
    );
    const second = screen.getByText('Broken').closest('tr')!;
    expect(within(second).getByText('Failed').closest('.ant-tag')?.className).toContain('red');
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'start_time',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    // The query resource has no _info and no delete: the page neither asks nor offers.
    expect(server.requestsTo('GET', '/api/v1/query/_info')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
  });

  it('filters by user, database, status and start time', async () => {
    renderWithProviders(<QueryHistoryPage />);
    await screen.findByText('Untitled Query 1');
    const before = Date.now();
    await choose('User', 'Ada Admin');
    await choose('Database', 'examples');
    await choose('Status', 'Failed');
    await choose('Started', 'Last day');

    await waitFor(() => {
      const q = server.requestsTo('GET', LIST_PATH).at(-1)?.q as { filters?: unknown[] };
      expect(q.filters).toHaveLength(4);
    });
    const q = server.requestsTo('GET', LIST_PATH).at(-1)?.q as {
      filters: { col: string; opr: string; value: unknown }[];
    };
    expect(q.filters.slice(0, 3)).toEqual([
      { col: 'user', opr: 'rel_o_m', value: 1 },
      { col: 'database', opr: 'rel_o_m', value: 2 },
      { col: 'status', opr: 'eq', value: 'failed' },
    ]);
    const since = q.filters[3]!;
    expect(since.col).toBe('start_time');
    expect(since.opr).toBe('gt');
    expect(Math.abs(before - 86_400_000 - Date.parse(String(since.value)))).toBeLessThan(60_000);
  });
});
