import type { AnnotationLayer, QueryContext, QueryFormData } from '@loupe/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useChartDataMutation } from '../../../api/chartData';
import {
  ANNOTATION_TIMEOUT_MS,
  ANNOTATION_TYPES,
  annotationLayersOf,
  layerQueryContext,
  requiresQuery,
} from '../../../viz/annotations/layers';
import type { ChartAnnotations } from '../../../viz/types';
import { failureMessage, TRIGGER_ONLY } from './useChartRun';

/** Where one layer is: its data is being fetched, or fetching (or compiling the formula) failed. */
export interface AnnotationLayerStatus {
  loading: boolean;
  error: string | null;
}

type Formula = (x: number) => number;

/** Superset's message when an annotation query outlives its 60 seconds. */
export const QUERY_TIMEOUT = 'Query timeout';
/** Superset's message for a formula that does not evaluate. */
export const BAD_FORMULA = 'Bad formula';

/** `{}`, or the state itself when it is already empty (React then skips the render). */
function emptied<T extends object>(previous: T): T | Record<string, never> {
  return Object.keys(previous).length === 0 ? previous : {};
}

const keyOf = (layer: AnnotationLayer, queryContext: QueryContext): string =>
  JSON.stringify(layerQueryContext(queryContext, layer));

/**
 * The annotation layers of a drawn chart (Superset's runAnnotationQuery): each shown layer that
 * needs data is asked for on its own with the chart's query (time range, filters), given 60 seconds
 * ('Query timeout'), and marked with its error when it fails, while the chart and the other layers
 * draw. Answers are kept per request, so a redraw asks nothing again. Formula layers are compiled
 * with mathjs, loaded only when a chart has one.
 */
export function useChartAnnotations(
  formData: QueryFormData | null,
  queryContext: QueryContext | null,
  timeoutMs = ANNOTATION_TIMEOUT_MS,
): { annotations: ChartAnnotations | undefined; status: Readonly<Record<string, AnnotationLayerStatus>> } {
  const [postChartData] = useChartDataMutation(TRIGGER_ONLY);
  const answers = useRef(new Map<string, unknown>());
  const [data, setData] = useState<Record<string, unknown>>({});
  const [formulas, setFormulas] = useState<Record<string, Formula>>({});
  const [status, setStatus] = useState<Record<string, AnnotationLayerStatus>>({});
  const layersJson = JSON.stringify(formData?.annotation_layers ?? []);

  useEffect(() => {
    const layers = annotationLayersOf(JSON.parse(layersJson)).filter((layer) => layer.show !== false);
    let live = true;
    const cleanups: (() => void)[] = [];
    const mark = (name: string, next: AnnotationLayerStatus) =>
      live && setStatus((previous) => ({ ...previous, [name]: next }));
    // Each run resets the layers; keeping an already empty state avoids one more render per update.
    setStatus(emptied);
    setData(emptied);

    const formulaLayers = layers.filter((layer) => layer.annotationType === ANNOTATION_TYPES.FORMULA);
    if (formulaLayers.length === 0) setFormulas(emptied);
    else
      void import('../../../viz/annotations/formula').then(({ compileFormula }) => {
        if (!live) return;
        const compiled: Record<string, Formula> = {};
        for (const layer of formulaLayers) {
          const formula = compileFormula(String(layer.value ?? ''));
          if (formula) compiled[layer.name] = formula;
          else mark(layer.name, { loading: false, error: BAD_FORMULA });
        }
        setFormulas(compiled);
      });

    if (queryContext) {
      for (const layer of layers.filter(requiresQuery)) {
        const key = keyOf(layer, queryContext);
        if (answers.current.has(key)) {
          setData((previous) => ({ ...previous, [layer.name]: answers.current.get(key) }));
          continue;
        }
        mark(layer.name, { loading: true, error: null });
        const request = postChartData(layerQueryContext(queryContext, layer));
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          request.abort();
        }, timeoutMs);
        cleanups.push(() => {
          clearTimeout(timer);
          request.abort();
        });
        request
          .unwrap()
          .then((result) => {
            const answer = (result[0]?.annotation_data as Record<string, unknown> | undefined)?.[layer.name];
            answers.current.set(key, answer);
            if (!live) return;
            setData((previous) => ({ ...previous, [layer.name]: answer }));
            mark(layer.name, { loading: false, error: null });
          })
          .catch((error: unknown) => {
            if (timedOut) mark(layer.name, { loading: false, error: QUERY_TIMEOUT });
            else if ((error as { name?: string } | undefined)?.name !== 'AbortError')
              mark(layer.name, { loading: false, error: failureMessage(error) });
          })
          .finally(() => clearTimeout(timer));
      }
    }
    return () => {
      live = false;
      for (const cleanup of cleanups) cleanup();
    };
  }, [layersJson, queryContext, postChartData, timeoutMs]);

  const annotations = useMemo(
    () =>
      Object.keys(data).length === 0 && Object.keys(formulas).length === 0 ? undefined : { data, formulas },
    [data, formulas],
  );
  return { annotations, status };
}
