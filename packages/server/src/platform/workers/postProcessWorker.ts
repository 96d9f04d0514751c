/**
 * Worker-thread task: core's post-processing over a large result (run by `WorkerPool`). Like every
 * worker module it imports only packages, so Vitest can load it after a plain transpile (see
 * `workerFile.ts`); `@loupe/core` is its compiled `dist/`, as the server itself uses.
 */
import {
  applyPostProcessing,
  InvalidPostProcessingError,
  type DataTable,
  type PostProcessingStep,
} from '@loupe/core';

export interface PostProcessTask {
  table: DataTable;
  steps: readonly (PostProcessingStep | null | undefined)[];
}

/** The processed table, or the user's mistake in the steps (whose class would not survive the thread). */
export type PostProcessResult = { table: DataTable } | { invalid: string };

export function postProcess({ table, steps }: PostProcessTask): PostProcessResult {
  try {
    return { table: applyPostProcessing(table, steps) };
  } catch (error) {
    if (error instanceof InvalidPostProcessingError) return { invalid: error.message };
    throw error;
  }
}
