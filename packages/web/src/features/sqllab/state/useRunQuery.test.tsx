import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { useRunQuery, type RunQuery } from './useRunQuery';

/** Hands the hook out once, at its first render: as a key binding made then would hold it. */
function FirstRender({ onReady }: { onReady: (runner: RunQuery) => void }): ReactElement {
  const runner = useRunQuery(async () => true);
  useEffect(() => {
    onReady(runner);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <span>{runner.state.status}</span>;
}

describe('useRunQuery', () => {
  it('stops a run through a stop callback taken before the run started', async () => {
    const server = installFakeServer()
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } })
      .on('POST', '/api/v1/sqllab/execute/', () => new Promise(() => undefined))
      .on('POST', '/api/v1/query/stop', { body: { result: 'OK' } });
    let first: RunQuery | undefined;
    renderWithProviders(<FirstRender onReady={(runner) => (first = runner)} />);
    await waitFor(() => expect(first).toBeDefined());
    const { run, stop } = first!;
    await act(async () => {
      void run({
        databaseId: 1,
        schema: null,
        sql: 'SELECT 1',
        queryLimit: 10,
        tabId: 1,
        tabName: 'Tab',
        runAsync: false,
      });
      await Promise.resolve();
    });
    await act(async () => {
      await stop();
    });
    expect(await screen.findByText('stopped')).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('POST', '/api/v1/query/stop')).toHaveLength(1));
  });
});
