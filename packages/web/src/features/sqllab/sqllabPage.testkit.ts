import { screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { expect, vi } from 'vitest';
import type { TabState } from '@loupe/core';
import { createMockListResponse } from '../../testing/factories';
import { installFakeServer, type FakeServer, type RecordedRequest } from '../../testing/fakeServer';
import { createMockSqlLabBootstrap } from '../../testing/sqllabFactories';
import { me } from '../../testing/wire';

/** Form fields of the tab state views: each value is a JSON string. */
export function formFields(request: RecordedRequest | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(String(request?.body ?? '')))
    fields[key] = JSON.parse(value);
  return fields;
}

/** The CodeMirror view of the shown tab, once it has mounted (lazy tab load and editor: slow on a busy machine). */
export async function editor(): Promise<EditorView> {
  const host = await screen.findByTestId('sql-editor', {}, { timeout: 5000 });
  await waitFor(() => expect(host.querySelector('.cm-editor')).toBeTruthy());
  return EditorView.findFromDOM(host.querySelector<HTMLElement>('.cm-editor')!)!;
}

/** Replaces the editor's text as typing would. */
export function typeSql(view: EditorView, sql: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: sql } });
}

/** The main Run button (not Run selection). */
export function runButton(): HTMLElement {
  return screen.getByRole('button', { name: /^caret-right Run$/ });
}

/** happy-dom lays nothing out; the results grid's scroller gets a real size so its rows virtualize in. */
export function sizeResultsGrid(): void {
  const isGrid = (element: HTMLElement): boolean => element.getAttribute('role') === 'table';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 360 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 1000 : 0;
  });
}

/**
 * A fake server answering what SQL Lab asks for one open tab (its state, autosave, the database's
 * schemas and tables, the user, the query history, the CSRF token), without the page bootstrap.
 */
export function serveTab(tab: TabState, server: FakeServer = installFakeServer()): FakeServer {
  const db = tab.database_id ?? 1;
  return server
    .on('GET', `/tabstateview/${tab.id}`, { body: tab })
    .on('PUT', `/tabstateview/${tab.id}`, { body: { id: tab.id } })
    .on('GET', `/api/v1/database/${db}/schemas/`, { body: { result: ['main'], default_schema: null } })
    .on('GET', `/api/v1/database/${db}/tables/`, { body: { count: 0, result: [] } })
    .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
    .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
    .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
}

/** serveTab with the page bootstrap: this tab is the only one, open, on DuckDB's examples. */
export function serveOnlyTab(tab: TabState): FakeServer {
  return serveTab(
    tab,
    installFakeServer().on('GET', '/api/v1/sqllab/', {
      body: createMockSqlLabBootstrap({
        tab_state_ids: [[tab.id, tab.label ?? '']],
        active_tab: { id: tab.id },
        databases: { 1: { id: 1, database_name: 'examples', backend: 'duckdb' } },
      }),
    }),
  );
}
