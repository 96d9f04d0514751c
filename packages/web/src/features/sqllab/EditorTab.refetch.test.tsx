import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sqlLabApi } from '../../api/sqllab';
import { renderWithProviders } from '../../testing/renderApp';
import { createMockTabState } from '../../testing/sqllabFactories';
import { SqlLabPage } from './SqlLabPage';
import { editor, serveOnlyTab, typeSql } from './sqllabPage.testkit';

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
    const server = serveOnlyTab(TAB);
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
