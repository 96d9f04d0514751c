import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sqlLabApi } from '../../api/sqllab';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { createMockSqlLabBootstrap, createMockTabState } from '../../testing/sqllabFactories';
import { me } from '../../testing/wire';
import { SqlLabPage } from './SqlLabPage';
import { editor, typeSql } from './sqllabPage.testkit';

const TAB = createMockTabState({
  id: 1,
  label: 'Top origins',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 1000,
});

describe('a SQL Lab tab whose state is fetched again', { timeout: 20_000 }, () => {
  it('keeps its editor and an open Save query dialog (the editor is not swapped for a skeleton)', async () => {
    const server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', {
        body: createMockSqlLabBootstrap({
          tab_state_ids: [[1, 'Top origins']],
          active_tab: { id: 1 },
          databases: { 1: { id: 1, database_name: 'examples', backend: 'duckdb' } },
        }),
      })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
    const { store } = renderWithProviders(<SqlLabPage />);
    typeSql(await editor(), 'SELECT 42');
    fireEvent.click(await screen.findByRole('button', { name: /^save Save$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();

    // The second answer waits until the page has rendered while it is pending.
    let answer: (() => void) | undefined;
    server.on(
      'GET',
      '/tabstateview/1',
      () => new Promise((resolve) => (answer = () => resolve({ body: TAB }))),
    );
    const refetch = store.dispatch(
      sqlLabApi.endpoints.getTabState.initiate(1, { subscribe: false, forceRefetch: true }),
    );
    await waitFor(() => expect(answer).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('dialog')).toBe(dialog);
    answer?.();
    await refetch;

    // Still the same dialog element: the workspace holding it was not unmounted.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((await editor()).state.doc.toString()).toBe('SELECT 42');
  });
});
