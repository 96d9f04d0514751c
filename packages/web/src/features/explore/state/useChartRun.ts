import type { ChartDataQueryResult, QueryContext, QueryFormData } from '@loupe/core';
import { useCallback, useRef, useState } from 'react';
import { useChartDataMutation } from '../../../api/chartData';
import { withoutQueriedLayers } from '../../../viz/annotations/layers';
import { loadVizPlugin } from '../../../viz/pluginLoader';

/** Superset's chart states (spec 001 §4). */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'failed' | 'stopped';

export interface ChartRunState {
  status: ChartStatus;
  /** The form data the shown result was queried with (the chart draws with it). */
  formData: QueryFormData | null;
  queriesData: ChartDataQueryResult[];
  queryContext: QueryContext | null;
  error: string | null;
  /** Milliseconds from asking to the answer, for the header's timer. */
  elapsedMs: number | null;
}

/**
 * The request's own state is not read (its answer comes from `unwrap()`): selecting nothing keeps the
 * mutation's pending/fulfilled changes from re-rendering the workspace on top of our own state.
 */
export const TRIGGER_ONLY = { selectFromResult: () => ({}) } as const;

const IDLE: ChartRunState = {
  status: 'idle',
  formData: null,
  queriesData: [],
  queryContext: null,
  error: null,
  elapsedMs: null,
};

/** The message of a failed chart data answer: Superset's `errors[0].message` or `message`. */
export function failureMessage(error: unknown): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object') {
    const errors = (data as { errors?: { message?: unknown }[] }).errors;
    if (Array.isArray(errors) && typeof errors[0]?.message === 'string') return errors[0].message;
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  const text = (error as { error?: unknown } | undefined)?.error;
  return typeof text === 'string' ? text : 'Unexpected error';
}

/**
 * Runs a chart: the viz plugin builds the query context from the form data, the chart data API
 * answers, and the state says where it is. `stop()` aborts the request (the server cancels the engine
 * query) and leaves the chart 'stopped'.
 */
export function useChartRun() {
  const [state, setState] = useState<ChartRunState>(IDLE);
  const [postChartData] = useChartDataMutation(TRIGGER_ONLY);
  const inFlight = useRef<{ abort: () => void } | null>(null);
  const runId = useRef(0);

  const run = useCallback(
    async (formData: QueryFormData, options: { force?: boolean } = {}) => {
      inFlight.current?.abort();
      const id = ++runId.current;
      const started = performance.now();
      setState((previous) => ({ ...previous, status: 'loading', error: null }));
      const plugin = await loadVizPlugin(formData.viz_type);
      if (id !== runId.current) return;
      if (!plugin) {
        setState({ ...IDLE, status: 'failed', formData, error: 'This visualization type is not supported.' });
        return;
      }
      let queryContext: QueryContext;
      try {
        queryContext = plugin.buildQuery({ ...formData, force: options.force ?? false });
      } catch (error) {
        setState({ ...IDLE, status: 'failed', formData, error: String((error as Error).message ?? error) });
        return;
      }
      // Annotation layers are asked for one by one (useChartAnnotations), not with the chart.
      const request = postChartData(withoutQueriedLayers(queryContext));
      inFlight.current = request;
      try {
        const queriesData = await request.unwrap();
        if (id !== runId.current) return;
        const failed = queriesData.find((query) => query.status === 'failed' || query.error);
        setState({
          status: failed ? 'failed' : 'success',
          formData,
          queriesData,
          queryContext,
          error: failed ? String(failed.error ?? 'Unexpected error') : null,
          elapsedMs: performance.now() - started,
        });
      } catch (error) {
        if (id !== runId.current) return;
        const aborted = (error as { name?: string } | undefined)?.name === 'AbortError';
        setState((previous) => ({
          ...previous,
          status: aborted ? 'stopped' : 'failed',
          error: aborted ? null : failureMessage(error),
          queryContext,
          elapsedMs: performance.now() - started,
        }));
      } finally {
        if (inFlight.current === request) inFlight.current = null;
      }
    },
    [postChartData],
  );

  const stop = useCallback(() => {
    if (!inFlight.current) return;
    inFlight.current.abort();
  }, []);

  /** Draws the current answer with new form data (a control that only changes the rendering). */
  const redraw = useCallback((formData: QueryFormData) => {
    setState((previous) => (previous.status === 'success' ? { ...previous, formData } : previous));
  }, []);

  return { state, run, stop, redraw };
}
