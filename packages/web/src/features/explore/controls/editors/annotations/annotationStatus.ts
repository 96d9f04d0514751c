import { createContext, useContext } from 'react';
import type { AnnotationLayerStatus } from '../../../state/useChartAnnotations';

/** Each layer's loading/error state from the drawn chart, for the control to mark failing layers. */
export const AnnotationStatusContext = createContext<Readonly<Record<string, AnnotationLayerStatus>>>({});

export function useAnnotationStatus(): Readonly<Record<string, AnnotationLayerStatus>> {
  return useContext(AnnotationStatusContext);
}
