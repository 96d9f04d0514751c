import { createMockSqlLabBootstrap, createMockTabState } from '../../testing/sqllabFactories';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { me } from '../../testing/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { SqlLabPage } from './SqlLabPage';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Untitled Query 1']],
  active_tab: { id: 1, label: 'Untitled Query 1' },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'duckdb' } },
  common: { conf: { DEFAULT_SQLLAB_LIMIT: 250, DISPLAY_MAX_ROW: 5000, SQL_MAX_ROW: 5000 } },
});

// A tab stored without a limit takes the server's default.
const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  active: true,
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: null,
});

/** The tab's creation form: its field is a JSON string. */
function createdEditor(server: FakeServer): unknown {
  const body = String(server.requestsTo('POST', '/tabstateview/')[0]?.body ?? '');
  return JSON.parse(new URLSearchParams(body).get('queryEditor') ?? 'null');
}

describe("SqlLabPage limits from the server's common.conf", () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('POST', '/tabstateview/', { body: { id: 2 } })
      .on('POST', '/tabstateview/2/activate', { body: { id: 2 } })
      .on('GET', '/tabstateview/2', { body: { ...TAB, id: 2, label: 'Untitled Query 2', query_limit: 250 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it('defaults the limit to DEFAULT_SQLLAB_LIMIT and offers nothing above SQL_MAX_ROW', async () => {
    renderWithProviders(<SqlLabPage />);
    const limit = await screen.findByRole('combobox', { name: 'Limit' });
    const select = limit.closest('.ant-select')!;
    await waitFor(() => expect(select.textContent).toContain('250'));
    fireEvent.mouseDown(limit);
    // antd's role=option elements are an accessibility window; the shown items are the list.
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0),
    );
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
    expect(shown).toEqual(['10', '100', '250', '1,000', '5,000']);

    fireEvent.click(screen.getByRole('button', { name: /add/i }));
    await waitFor(() => expect(server.requestsTo('POST', '/tabstateview/')).toHaveLength(1));
    expect(createdEditor(server)).toMatchObject({ queryLimit: 250 });
  });
});
