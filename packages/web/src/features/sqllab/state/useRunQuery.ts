import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExecuteSqlMutation, useStopQueryMutation, type ExecuteResponse } from '../../../api/sqllab';
import { errorMessage } from '../../../api/errors';
import { useToasts } from '../../../components/toasts/useToasts';
import { newClientId } from './clientId';
import { runErrorMessage } from './runErrors';

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; clientId: string }
  | { status: 'success'; clientId: string; result: ExecuteResponse }
  | { status: 'failed'; clientId: string; error: string }
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
  /** The tab's template parameters as JSON text; empty for none. */
  templateParams?: string;
}

export interface RunQuery {
  state: RunState;
  run: (request: RunRequest) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * One editor's run: saves the tab's SQL first (`beforeRun`), executes synchronously, and can stop the
 * run by its client id while the server is still working.
 */
export function useRunQuery(beforeRun: () => Promise<boolean>): RunQuery {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [executeSql] = useExecuteSqlMutation();
  const [stopQuery] = useStopQueryMutation();
  const [state, setState] = useState<RunState>({ status: 'idle' });
  // The run whose answer still counts: a stopped or replaced run's late answer is ignored.
  const current = useRef<string | null>(null);

  const run = useCallback(
    async (request: RunRequest): Promise<void> => {
      const clientId = newClientId();
      current.current = clientId;
      setState({ status: 'running', clientId });
      // The server keeps the SQL of the tab: nothing typed is lost even if the run fails.
      await beforeRun();
      if (current.current !== clientId) return;
      const result = await executeSql({
        database_id: request.databaseId,
        sql: request.sql,
        client_id: clientId,
        sql_editor_id: String(request.tabId),
        tab: request.tabName,
        schema: request.schema,
        queryLimit: request.queryLimit,
        runAsync: false,
        templateParams: request.templateParams?.trim() ? request.templateParams : '{}',
      });
      if (current.current !== clientId) return;
      if ('error' in result) {
        setState({ status: 'failed', clientId, error: runErrorMessage(result.error, t) });
        return;
      }
      const { data } = result;
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
    [beforeRun, executeSql, t],
  );

  const stop = useCallback(async (): Promise<void> => {
    const clientId = current.current;
    if (clientId === null || state.status !== 'running') return;
    current.current = null;
    setState({ status: 'stopped', clientId });
    const result = await stopQuery(clientId);
    if ('error' in result) {
      toasts.addDangerToast(t('sqllab.errors.stopFailed', { error: errorMessage(result.error, t) }));
    }
  }, [state.status, stopQuery, t, toasts]);

  return { state, run, stop };
}
