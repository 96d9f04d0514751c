import { screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { expect, vi } from 'vitest';
import type { RecordedRequest } from '../../testing/fakeServer';

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
