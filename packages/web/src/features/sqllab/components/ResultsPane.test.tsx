import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockMe } from '../../../testing/factories';
import { createMockExecuteResponse } from '../../../testing/sqllabFactories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { ResultsPane } from './ResultsPane';

const RESULT = createMockExecuteResponse({
  query_id: 5,
  status: 'success',
  columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', type_generic: 0, is_dttm: false }],
  data: [{ n: 1 }],
  query: { id: 'abc123', queryId: 5, state: 'success', rows: 1, limit: 1000 },
});

describe('ResultsPane download', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer();
  });

  const asUser = (roles: Record<string, [string, string][]>): void => {
    server.on('GET', '/api/v1/me/roles/', { body: { result: createMockMe({ roles }) } });
  };

  it('links Download to CSV to the export of this run when the user may export', async () => {
    asUser({
      Alpha: [
        ['can_export_csv', 'SQLLab'],
        ['can_csv', 'Superset'],
      ],
    });
    renderWithProviders(<ResultsPane state={{ status: 'success', clientId: 'abc123', result: RESULT }} />);
    const link = await screen.findByRole('link', { name: /Download to CSV/ });
    expect(link.getAttribute('href')).toBe('/api/v1/sqllab/export/abc123/');
  });

  it('has no download without the CSV permission', async () => {
    asUser({ Gamma: [['can_export_csv', 'SQLLab']] });
    renderWithProviders(<ResultsPane state={{ status: 'success', clientId: 'abc123', result: RESULT }} />);
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/me/roles/')).toHaveLength(1));
    await screen.findByText('1 row');
    expect(screen.queryByRole('link', { name: /Download to CSV/ })).toBeNull();
  });
});

describe('ResultsPane errors', () => {
  it("shows the engine's message and the statement of the script that failed", async () => {
    installFakeServer();
    renderWithProviders(
      <ResultsPane
        state={{
          status: 'failed',
          clientId: 'abc',
          error: 'Catalog Error: Table with name nope does not exist!',
          statement: { sql: 'SELECT * FROM nope', num: 2, count: 3 },
        }}
      />,
    );
    const alert = await screen.findByTestId('run-error');
    expect(alert.textContent).toContain('Catalog Error: Table with name nope does not exist!');
    expect(alert.textContent).toContain('Statement 2 of 3 failed:');
    expect(screen.getByTestId('failed-statement').textContent).toBe('SELECT * FROM nope');
  });
});

describe('ResultsPane errors of a single statement', () => {
  it('shows the statement without numbering it', async () => {
    installFakeServer();
    renderWithProviders(
      <ResultsPane
        state={{
          status: 'failed',
          clientId: 'abc',
          error: 'boom',
          statement: { sql: 'SELECT boom', num: 1, count: 1 },
        }}
      />,
    );
    expect((await screen.findByTestId('failed-statement')).textContent).toBe('SELECT boom');
    expect(screen.getByTestId('run-error').textContent).not.toContain('Statement 1 of 1');
  });
});

describe('ResultsPane row count', () => {
  it('groups the digits of a large row count', async () => {
    installFakeServer();
    const rows = Array.from({ length: 12_345 }, (_, n) => ({ n }));
    renderWithProviders(
      <ResultsPane
        state={{
          status: 'success',
          clientId: 'big',
          result: { ...RESULT, data: rows, query: { ...RESULT.query, rows: rows.length, limit: 100_000 } },
        }}
      />,
    );
    expect((await screen.findByTestId('row-count')).textContent).toBe('12,345 rows');
  });
});
