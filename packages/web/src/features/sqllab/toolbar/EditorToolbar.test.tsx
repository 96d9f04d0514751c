import {
  createMockQueryResult,
  createMockSqlLabBootstrap,
  createMockTabState,
} from '../../../testing/sqllabFactories';
import { EditorView } from '@codemirror/view';
import { me } from '../../../testing/wire';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockDatabase } from '../../../testing/dataFactories';
import { createMockListResponse, createMockMe } from '../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SqlLabPage } from '../SqlLabPage';
import { isValidTemplateParams } from './TemplateParamsButton';
import { formFields } from '../sqllabPage.testkit';

const BOOTSTRAP = createMockSqlLabBootstrap({
  tab_state_ids: [[1, 'Untitled Query 1']],
  active_tab: { id: 1 },
  databases: { 1: { id: 1, database_name: 'examples', backend: 'sqlite' } },
});

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: 'main',
  sql: 'select 1',
  query_limit: 1000,
});

const RESULT = createMockQueryResult({
  query_id: 5,
  status: 'success',
  columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', type_generic: 0, is_dttm: false }],
  data: [{ n: 1 }],
  query: { id: 'x', queryId: 5, state: 'success', rows: 1, limit: 1000 },
});

function editorText(): string | undefined {
  const host = screen.getByTestId('sql-editor').querySelector<HTMLElement>('.cm-editor');
  return host ? EditorView.findFromDOM(host)?.state.doc.toString() : undefined;
}

describe('SQL Lab editor toolbar', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/sqllab/', { body: BOOTSTRAP })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('PUT', '/tabstateview/1', { body: { id: 1 } })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('POST', '/api/v1/sqllab/format_sql/', { body: { result: 'SELECT\n  1' } })
      .on('POST', '/api/v1/sqllab/execute/', { body: RESULT })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-sql' } });
  });

  it('formats the SQL with the database engine and puts the result in the editor', async () => {
    renderWithProviders(<SqlLabPage />);
    await waitFor(() => expect(editorText()).toBe('select 1'));
    fireEvent.click(screen.getByRole('button', { name: /Format SQL/ }));
    await waitFor(() => expect(editorText()).toBe('SELECT\n  1'));
    expect(server.requestsTo('POST', '/api/v1/sqllab/format_sql/')[0]?.body).toEqual({
      sql: 'select 1',
      engine: 'sqlite',
    });
    // The formatted SQL is kept with the tab like typed SQL (after the autosave delay).
    await waitFor(
      () =>
        expect(formFields(server.requestsTo('PUT', '/tabstateview/1').at(-1))).toEqual({
          sql: 'SELECT\n  1',
        }),
      { timeout: 3000 },
    );
  });

  it('keeps template parameters with the tab and sends them with a run, refusing invalid JSON', async () => {
    renderWithProviders(<SqlLabPage />);
    await waitFor(() => expect(editorText()).toBe('select 1'));
    fireEvent.click(screen.getByRole('button', { name: /Parameters/ }));
    const text = await screen.findByLabelText('Parameters');
    fireEvent.change(text, { target: { value: '{"x": ' } });
    expect(await screen.findByText('Template parameters must be a JSON object')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(text, { target: { value: '{"x": 1}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(formFields(server.requestsTo('PUT', '/tabstateview/1').at(-1))).toEqual({
        template_params: '{"x": 1}',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: /^caret-right Run$/ }));
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')).toHaveLength(1));
    expect(server.requestsTo('POST', '/api/v1/sqllab/execute/')[0]?.body).toMatchObject({
      templateParams: '{"x": 1}',
    });
  });

  it('estimates the cost when the engine can, showing the EXPLAIN rows in a table', async () => {
    server
      .on('GET', '/api/v1/database/1', {
        body: {
          id: 1,
          result: createMockDatabase({ id: 1, database_name: 'examples', allows_cost_estimate: true }),
        },
      })
      .on('GET', '/api/v1/me/roles/', {
        body: { result: createMockMe({ roles: { Alpha: [['can_estimate_query_cost', 'SQLLab']] } }) },
      })
      .on('POST', '/api/v1/sqllab/estimate/', {
        body: { result: [{ 'Total cost': '12.5', Rows: '40' }] },
      });
    renderWithProviders(<SqlLabPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Estimate cost/ }));
    expect(await screen.findByText('Query cost estimate')).toBeTruthy();
    expect(await screen.findByText('12.5')).toBeTruthy();
    expect(screen.getByText('Total cost')).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/sqllab/estimate/')[0]?.body).toEqual({
      database_id: 1,
      sql: 'select 1',
      schema: 'main',
      template_params: {},
    });
  });

  it('offers no estimate for an engine that cannot estimate', async () => {
    server
      .on('GET', '/api/v1/database/1', {
        body: {
          id: 1,
          result: createMockDatabase({ id: 1, database_name: 'examples', allows_cost_estimate: false }),
        },
      })
      .on('GET', '/api/v1/me/roles/', {
        body: { result: createMockMe({ roles: { Alpha: [['can_estimate_query_cost', 'SQLLab']] } }) },
      });
    renderWithProviders(<SqlLabPage />);
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/database/1')).toHaveLength(1));
    await screen.findByRole('button', { name: /Format SQL/ });
    expect(screen.queryByRole('button', { name: /Estimate cost/ })).toBeNull();
  });

  it('accepts only an empty text or a JSON object as parameters', () => {
    expect(isValidTemplateParams('')).toBe(true);
    expect(isValidTemplateParams('{"a": [1]}')).toBe(true);
    expect(isValidTemplateParams('[1]')).toBe(false);
    expect(isValidTemplateParams('{a: 1}')).toBe(false);
  });
});
