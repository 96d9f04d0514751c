import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useExecuteSqlMutation,
  useLazyGetQueriesUpdatedSinceQuery,
  useLazyGetQueryResultsQuery,
  useStopQueryMutation,
  type CtasMethod,
  type ExecuteResponse,
  type ExecutedQuery,
} from '../../../api/sqllab';
import { errorMessage } from '../../../api/errors';
import { useToasts } from '../../../components/toasts/useToasts';
import { awaitAsyncRun, type AsyncOutcome } from './asyncRun';
import { newClientId } from './clientId';
import { failedStatement, runErrorMessage, type FailedStatement } from './runErrors';

export type RunState =
  | { status: 'idle' }
  /** `query`: what the server last said of an async run (pending in the queue, or running with progress). */
  | { status: 'running'; clientId: string; query?: ExecutedQuery; restoring?: boolean }
  | { status: 'success'; clientId: string; result: ExecuteResponse }
  | { status: 'failed'; clientId: string; error: string; statement?: FailedStatement }
  | { status: 'stopped'; clientId: string };

export interface RunRequest {
  databaseId: number;
  schema: string | null;
  sql: string;
  queryLimit: number;
  tabId: number;
  tabName: string;
  /** Run on the server's job queue and poll for the outcome (the database allows async runs). */
  runAsync: boolean;
  /** Write the last SELECT into a new table or view instead of returning it (empty name: the server picks one). */
  ctas?: { method: CtasMethod; tableName: string };
  /** The tab's template parameters as JSON text; empty for none. */
  templateParams?: string;
  /** Told the run's client id before it is sent, e.g. to keep it as the tab's latest query. */
  onSubmit?: (clientId: string) => void;
}

export interface RunQuery {
  state: RunState;
  run: (request: RunRequest) => Promise<void>;
  stop: () => Promise<void>;
  /**
   * Shows a tab's last run again after a reload, as Superset does: its rows read back by results
   * key (or the server's "re-run the query" message once they expired), or its error.
   */
  restore: (query: ExecutedQuery) => Promise<void>;
}

/**
 * One editor's run: saves the tab's SQL first (`beforeRun`), executes synchronously or, where the
 * database allows it, on the server's job queue (polled until it ends), and can stop the run by its
 * client id while the server is still working.
 */
export function useRunQuery(beforeRun: () => Promise<boolean>): RunQuery {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [executeSql] = useExecuteSqlMutation();
  const [stopQuery] = useStopQueryMutation();
  const [changedSince] = useLazyGetQueriesUpdatedSinceQuery();
  const [fetchResults] = useLazyGetQueryResultsQuery();
  const [state, setRenderedState] = useState<RunState>({ status: 'idle' });
  // The state as of now, not as of the last render: Stop (a key binding may hold an older callback)
  // must see a run that started a moment ago.
  const latest = useRef<RunState>(state);
  const setState = useCallback((next: RunState): void => {
    latest.current = next;
    setRenderedState(next);
  }, []);
  // The run whose answer still counts: a stopped or replaced run's late answer is ignored.
  const current = useRef<string | null>(null);

  /** Polls an accepted async run until it ends; errors of the polls or the results become its outcome. */
  const followAsync = useCallback(
    async (
      clientId: string,
      submitted: ExecutedQuery,
    ): Promise<AsyncOutcome | { status: 'error'; error: string }> => {
      try {
        return await awaitAsyncRun(submitted, {
          changedSince: (ms) => changedSince(ms).unwrap(),
          results: (key) => fetchResults(key).unwrap(),
          wanted: () => current.current === clientId,
          onUpdate: (query) => {
            if (current.current === clientId) setState({ status: 'running', clientId, query });
          },
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        });
      } catch (error) {
        const failure = error as Parameters<typeof runErrorMessage>[0];
        return { status: 'error', error: runErrorMessage(failure, t, t('sqllab.errors.fetchResults')) };
      }
    },
    [changedSince, fetchResults, setState, t],
  );

  /** Shows how an async run ended, unless it was stopped or replaced meanwhile. */
  const settle = useCallback(
    (clientId: string, outcome: AsyncOutcome | { status: 'error'; error: string }): void => {
      if (outcome === null || current.current !== clientId) return;
      if (outcome.status === 'success') setState({ status: 'success', clientId, result: outcome.result });
      else if (outcome.status === 'stopped') setState({ status: 'stopped', clientId });
      else setState({ status: 'failed', clientId, error: outcome.error || t('sqllab.errors.unknown') });
    },
    [setState, t],
  );

  const run = useCallback(
    async (request: RunRequest): Promise<void> => {
      const clientId = newClientId();
      current.current = clientId;
      setState({ status: 'running', clientId });
      // The server keeps the SQL of the tab: nothing typed is lost even if the run fails.
      await beforeRun();
      if (current.current !== clientId) return;
      request.onSubmit?.(clientId);
      const result = await executeSql({
        database_id: request.databaseId,
        sql: request.sql,
        client_id: clientId,
        sql_editor_id: String(request.tabId),
        tab: request.tabName,
        schema: request.schema,
        queryLimit: request.queryLimit,
        runAsync: request.runAsync,
        templateParams: request.templateParams?.trim() ? request.templateParams : '{}',
        ...(request.ctas && {
          select_as_cta: true,
          ctas_method: request.ctas.method,
          tmp_table_name: request.ctas.tableName.trim(),
        }),
      });
      if (current.current !== clientId) return;
      if ('error' in result) {
        setState({
          status: 'failed',
          clientId,
          error: runErrorMessage(result.error, t),
          statement: failedStatement(result.error),
        });
        return;
      }
      const { data } = result;
      // An async run answers 202 with only the query to follow; its rows come later by results key.
      if (!('columns' in data)) {
        setState({ status: 'running', clientId, query: data.query });
        settle(clientId, await followAsync(clientId, data.query));
        return;
      }
      if (data.status === 'failed' || data.query?.state === 'failed') {
        setState({
          status: 'failed',
          clientId,
          error: data.query?.errorMessage || t('sqllab.errors.unknown'),
        });
        return;
      }
      if (data.status === 'stopped' || data.query?.state === 'stopped') {
        setState({ status: 'stopped', clientId });
        return;
      }
      setState({ status: 'success', clientId, result: data });
    },
    [beforeRun, executeSql, followAsync, setState, settle, t],
  );

  const stop = useCallback(async (): Promise<void> => {
    const clientId = current.current;
    const now = latest.current;
    if (clientId === null || now.status !== 'running') return;
    // Reading back a finished run's rows: nothing runs on the server to stop.
    if (now.restoring) {
      current.current = null;
      setState({ status: 'idle' });
      return;
    }
    current.current = null;
    setState({ status: 'stopped', clientId });
    const result = await stopQuery(clientId);
    if ('error' in result) {
      toasts.addDangerToast(t('sqllab.errors.stopFailed', { error: errorMessage(result.error, t) }));
    }
  }, [setState, stopQuery, t, toasts]);

  const restore = useCallback(
    async (query: ExecutedQuery): Promise<void> => {
      // A run started meanwhile wins.
      if (latest.current.status !== 'idle') return;
      const clientId = query.id;
      if (query.state === 'failed') {
        setState({ status: 'failed', clientId, error: query.errorMessage || t('sqllab.errors.unknown') });
        return;
      }
      if (query.state !== 'success' || !query.resultsKey) return;
      current.current = clientId;
      setState({ status: 'running', clientId, restoring: true });
      try {
        const result = await fetchResults(query.resultsKey).unwrap();
        if (current.current === clientId) setState({ status: 'success', clientId, result });
      } catch (error) {
        if (current.current !== clientId) return;
        const failure = error as Parameters<typeof runErrorMessage>[0];
        setState({
          status: 'failed',
          clientId,
          error: runErrorMessage(failure, t, t('sqllab.errors.fetchResults')),
        });
      }
    },
    [fetchResults, setState, t],
  );

  return { state, run, stop, restore };
}
