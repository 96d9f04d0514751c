import { createMockSqlLabBootstrap, createMockTabState } from '../../testing/sqllabFactories';
import { runScopeHandlers } from '@codemirror/view';
import { me } from '../../testing/wire';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TabState } from '../../api/sqllab';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { currentPlatform, keyLabels, sqlLabShortcuts } from './shortcuts/sqlLabShortcuts';
import { SqlLabPage } from './SqlLabPage';
import { editor, formFields } from './sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [
    [1, 'Untitled Query 1'],
    [2, 'Flights'],
    [3, 'Cars'],
  ],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'sqlite' } },
});

function tabState(id: number, label: string, extra: Partial<TabState> = {}): TabState {
  return createMockTabState({
    id,
    label,
    database_id: 1,
    schema: 'main',
    sql: 'SELECT 1',
    query_limit: 1000,
    ...extra,
  });
}

/** Opens the active tab's menu and picks an item. */
async function pickFromTabMenu(item: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

async function renameTo(label: string): Promise<void> {
  await pickFromTabMenu('Rename tab');
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Enter a new title for the tab'), {
    target: { value: label },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

// Whole-page tests on a shared two-core machine: more than the default five seconds each.
describe('SQL Lab tab menu and shortcuts', { timeout: 20_000 }, () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: tabState(1, 'Untitled Query 1') })
      .on('GET', '/tabstateview/2', { body: tabState(2, 'Flights') })
      .on('PUT', '/tabstateview/1', { body: 1 })
      .on('POST', '/tabstateview/1/activate', { body: 1 })
      .on('POST', '/tabstateview/2/activate', { body: 2 })
      .on('POST', '/tabstateview/3/activate', { body: 3 })
      .on('DELETE', '/tabstateview/2', { body: 'OK' })
      .on('DELETE', '/tabstateview/3', { body: 'OK' })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it('keeps only tabs in the tab list: add, actions and duplicate sit beside it; the title’s x closes a tab', async () => {
    server
      .on('POST', '/tabstateview/', { body: { id: 9 } })
      .on('POST', '/tabstateview/9/activate', { body: 9 })
      .on('GET', '/tabstateview/9', { body: tabState(9, 'Untitled Query 4') });
    renderWithProviders(<SqlLabPage />);
    await editor();
    const tabList = screen.getAllByRole('tablist')[0]!;
    // WAI-ARIA (axe's critical aria-required-children): a tab list owns tabs, no buttons.
    expect(within(tabList).queryAllByRole('button')).toEqual([]);
    expect(within(tabList).getAllByRole('tab')).toHaveLength(3);
    for (const name of ['Add tab', 'Tab actions', 'Duplicate tab'])
      expect(tabList.contains(screen.getByRole('button', { name }))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    await waitFor(() => expect(within(tabList).getAllByRole('tab')).toHaveLength(4));
    expect(server.requestsTo('POST', '/tabstateview/')).toHaveLength(1);

    const flights = screen.getByRole('tab', { name: 'Flights' });
    fireEvent.click(within(flights.closest('.ant-tabs-tab')!).getByTestId('close-tab'));
    await waitFor(() => expect(server.requestsTo('DELETE', '/tabstateview/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Flights' })).toBeNull());
  });

  it('renames a tab: the title changes at once and the label is stored on the tab state', async () => {
    renderWithProviders(<SqlLabPage />);
    await editor();
    await renameTo('Weekly sales');

    expect(await screen.findByRole('tab', { name: 'Weekly sales' })).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1));
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[0])).toEqual({ label: 'Weekly sales' });
  });

  it('starts renaming on a double click of the title, with that title', async () => {
    renderWithProviders(<SqlLabPage />);
    const prompt = async (): Promise<HTMLInputElement> =>
      within(await screen.findByRole('dialog')).getByLabelText<HTMLInputElement>(
        'Enter a new title for the tab',
      );
    fireEvent.doubleClick(await screen.findByText('Flights'));
    expect((await prompt()).value).toBe('Flights');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    fireEvent.doubleClick(screen.getByText('Cars'));
    expect(await screen.findByDisplayValue('Cars')).toBeTruthy();
  });

  it('says so and keeps the old title when the server refuses the new name', async () => {
    server.on('PUT', '/tabstateview/1', { status: 500, body: { message: 'Fatal error' } });
    renderWithProviders(<SqlLabPage />);
    await editor();
    await renameTo('Weekly sales');

    expect(
      await screen.findByText(
        'An error occurred while setting the tab name. Please contact your administrator.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Untitled Query 1' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Weekly sales' })).toBeNull();
  });

  it('closes all other tabs, deleting their tab states', async () => {
    renderWithProviders(<SqlLabPage />);
    await editor();
    await pickFromTabMenu('Close all other tabs');

    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Flights' })).toBeNull());
    expect(screen.queryByRole('tab', { name: 'Cars' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Untitled Query 1' })).toBeTruthy();
    expect(server.requestsTo('DELETE', '/tabstateview/2')).toHaveLength(1);
    expect(server.requestsTo('DELETE', '/tabstateview/3')).toHaveLength(1);
    expect(server.requestsTo('DELETE', '/tabstateview/1')).toHaveLength(0);
  });

  it('hides the schema browser and keeps that on the tab state, then shows it again', async () => {
    renderWithProviders(<SqlLabPage />);
    await editor();
    expect(screen.getByTestId('schema-pane')).toBeTruthy();
    await pickFromTabMenu('Hide schema browser');

    await waitFor(() => expect(screen.queryByTestId('schema-pane')).toBeNull());
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1));
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[0])).toEqual({ hide_left_bar: true });

    await pickFromTabMenu('Show schema browser');
    expect(await screen.findByTestId('schema-pane')).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(2));
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[1])).toEqual({ hide_left_bar: false });
  });

  it('opens a tab whose state hides the left bar without the schema browser', async () => {
    server.on('GET', '/tabstateview/1', { body: tabState(1, 'Untitled Query 1', { hide_left_bar: true }) });
    renderWithProviders(<SqlLabPage />);
    await editor();
    expect(screen.queryByTestId('schema-pane')).toBeNull();
  });

  it('shows the schema browser again and says so when hiding it fails', async () => {
    server.on('PUT', '/tabstateview/1', { status: 500, body: { message: 'Fatal error' } });
    renderWithProviders(<SqlLabPage />);
    await editor();
    await pickFromTabMenu('Hide schema browser');
    expect(
      await screen.findByText(
        'An error occurred while hiding the left bar. Please contact your administrator.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('schema-pane')).toBeTruthy();
  });

  it('lists the keyboard shortcuts from the table the bindings use', async () => {
    renderWithProviders(<SqlLabPage />);
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const list = await screen.findByTestId('keyboard-shortcuts');
    const rows = within(list).getAllByRole('row').slice(1);
    const shortcuts = sqlLabShortcuts(currentPlatform());
    expect(rows).toHaveLength(shortcuts.length);
    shortcuts.forEach((shortcut, index) => {
      const row = rows[index]!;
      for (const keys of shortcut.keys) {
        expect(row.querySelector(`[data-keys="${keys}"]`)?.textContent).toBe(keyLabels(keys).join(''));
      }
    });
    expect(within(rows[0]!).getByText('Run query')).toBeTruthy();
    expect(within(list).getByText('Format SQL')).toBeTruthy();
  });

  it('runs and formats from the editor keys, and moves between tabs from the page keys', async () => {
    server
      .on('POST', '/api/v1/sqllab/execute/', { status: 500, body: { message: 'boom' } })
      .on('POST', '/api/v1/sqllab/format_sql/', { body: { result: 'SELECT\n  1' } });
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    const press = (init: KeyboardEventInit): boolean =>
      runScopeHandlers(view, new KeyboardEvent('keydown', init), 'editor');

    expect(press({ key: 'r', ctrlKey: true })).toBe(true);
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')).toHaveLength(1));
    // Formatting waits for the run to end, as its button does.
    expect(await screen.findByTestId('run-error')).toBeTruthy();
    expect(press({ key: 'F', code: 'KeyF', keyCode: 70, ctrlKey: true, shiftKey: true })).toBe(true);
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/sqllab/format_sql/')).toHaveLength(1));
    // Formatted SQL replaces the editor (a new view).
    await waitFor(async () => expect((await editor()).state.doc.toString()).toBe('SELECT\n  1'));

    // Pressed in the editor: switches tabs rather than indenting (CodeMirror's own Ctrl+]).
    const formatted = await editor();
    fireEvent.keyDown(formatted.contentDOM, { key: ']', ctrlKey: true });
    await waitFor(() => expect(server.requestsTo('POST', '/tabstateview/2/activate')).toHaveLength(1));
    expect(formatted.state.doc.toString()).toBe('SELECT\n  1');
    fireEvent.keyDown(window, { key: '[', ctrlKey: true });
    await waitFor(() => expect(server.requestsTo('POST', '/tabstateview/1/activate')).toHaveLength(1));
    // Backwards from the first tab wraps to the last.
    fireEvent.keyDown(window, { key: '[', ctrlKey: true });
    await waitFor(() => expect(server.requestsTo('POST', '/tabstateview/3/activate')).toHaveLength(1));
  });

  it('runs the statement under the cursor with Ctrl+Shift+Enter and opens the save dialog with Ctrl+S', async () => {
    server.on('POST', '/api/v1/sqllab/execute/', { status: 500, body: { message: 'boom' } });
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'SELECT 1;\nSELECT 2' } });
    view.dispatch({ selection: { anchor: 3 } });
    const press = (init: KeyboardEventInit): boolean =>
      runScopeHandlers(view, new KeyboardEvent('keydown', init), 'editor');

    expect(press({ key: 'Enter', ctrlKey: true, shiftKey: true })).toBe(true);
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')).toHaveLength(1));
    expect((server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]!.body as { sql: string }).sql).toBe(
      'SELECT 1;',
    );
    expect(await screen.findByTestId('run-error')).toBeTruthy();

    expect(press({ key: 's', ctrlKey: true })).toBe(true);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Save query')).toBeTruthy();
  });

  it('stops a running query with Ctrl+E and opens a new tab with the page key', async () => {
    server
      .on('POST', '/api/v1/sqllab/execute/', () => new Promise(() => undefined))
      .on('POST', '/api/v1/query/stop', { body: { result: 'OK' } })
      .on('POST', '/tabstateview/', { body: { id: 4 } })
      .on('POST', '/tabstateview/4/activate', { body: 4 })
      .on('GET', '/tabstateview/4', { body: tabState(4, 'Untitled Query 2') });
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    const press = (init: KeyboardEventInit): boolean =>
      runScopeHandlers(view, new KeyboardEvent('keydown', init), 'editor');
    const keys = (command: string): readonly string[] =>
      sqlLabShortcuts(currentPlatform()).find((shortcut) => shortcut.command === command)!.keys;

    expect(press({ key: 'Enter', ctrlKey: true })).toBe(true);
    await screen.findByRole('button', { name: /Stop/ });
    const stop = keys('stop')[0]!;
    expect(press({ key: stop.slice(-1), ctrlKey: true })).toBe(true);
    expect(await screen.findByText('Query was stopped.')).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/query/stop')).toHaveLength(1));

    const newTab = keys('newTab')[0]!;
    fireEvent.keyDown(window, { key: newTab.slice(-1), ctrlKey: true });
    expect(await screen.findByRole('tab', { name: 'Untitled Query 2' })).toBeTruthy();
  });
});
