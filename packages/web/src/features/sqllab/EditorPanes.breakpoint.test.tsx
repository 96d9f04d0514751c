import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { undo } from '@codemirror/commands';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { createMockTabState } from '../../testing/sqllabFactories';
import { SqlLabPage } from './SqlLabPage';
import { editor, formFields, serveOnlyTab, typeSql } from './sqllabPage.testkit';

const TAB = createMockTabState({
  id: 1,
  label: 'Top origins',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 1000,
});

interface ViewportApi {
  setViewport(viewport: { width: number }): void;
}

function isViewportApi(value: unknown): value is ViewportApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    'setViewport' in value &&
    typeof value.setViewport === 'function'
  );
}

/**
 * Resizes happy-dom's window: its matchMedia lists (which antd's Grid.useBreakpoint reads) fire
 * `change` on the resize. happy-dom starts each list's last known state at "no match", so a test
 * starts narrow, where (min-width: 768px) really does not match.
 */
function setWidth(width: number): void {
  const api: unknown = Reflect.get(window, 'happyDOM');
  if (!isViewportApi(api)) throw new Error('These tests run in happy-dom');
  act(() => api.setViewport({ width }));
}

const RESIZE_RESULTS = 'Resize the editor and the results';

describe('SQL Lab panes across the 768 px breakpoint', { timeout: 20_000 }, () => {
  afterEach(() => setWidth(1024));

  it('keep the editor, its text and an open Save query dialog (nothing is remounted)', async () => {
    const server = serveOnlyTab(TAB);
    setWidth(390);
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    // A phone: stacked, no splitter.
    await waitFor(() => expect(screen.getByTestId('stacked-panes')).toBeTruthy());
    expect(screen.queryByRole('separator', { name: RESIZE_RESULTS })).toBeNull();
    typeSql(view, 'SELECT 42');
    fireEvent.click(await screen.findByRole('button', { name: /^save Save$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();

    // Wider than 768 px (a tablet turned sideways): split panes with their splitter.
    setWidth(1024);
    expect(await screen.findByRole('separator', { name: RESIZE_RESULTS })).toBeTruthy();
    expect(screen.queryByTestId('stacked-panes')).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(await editor()).toBe(view);
    expect(view.dom.isConnected).toBe(true);
    expect(view.state.doc.toString()).toBe('SELECT 42');

    // And back to a phone's width.
    setWidth(390);
    await waitFor(() => expect(screen.getByTestId('stacked-panes')).toBeTruthy());
    expect(screen.queryByRole('separator', { name: RESIZE_RESULTS })).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(await editor()).toBe(view);
    expect(view.dom.isConnected).toBe(true);
    expect(view.state.doc.toString()).toBe('SELECT 42');
    // The autosave the typing started was not lost with a remount either.
    await waitFor(() => expect(server.requestsTo('PUT', '/tabstateview/1')).toHaveLength(1));
    expect(formFields(server.requestsTo('PUT', '/tabstateview/1')[0])).toEqual({ sql: 'SELECT 42' });
  });

  it('keep the editor focused, with its undo history', async () => {
    serveOnlyTab(TAB);
    setWidth(390);
    renderWithProviders(<SqlLabPage />);
    const view = await editor();
    await waitFor(() => expect(screen.getByTestId('stacked-panes')).toBeTruthy());
    typeSql(view, 'SELECT 42');
    view.focus();
    expect(view.hasFocus).toBe(true);

    setWidth(1024);
    expect(await screen.findByRole('separator', { name: RESIZE_RESULTS })).toBeTruthy();
    expect(await editor()).toBe(view);
    expect(view.hasFocus).toBe(true);
    // What was typed before the move can still be undone.
    expect(undo(view)).toBe(true);
    expect(view.state.doc.toString()).toBe('SELECT 1');
  });
});
