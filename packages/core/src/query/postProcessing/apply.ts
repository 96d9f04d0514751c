import { aggregateOperation } from './aggregate.js';
import { boxplotOperation } from './boxplot.js';
import { compareOperation } from './compare.js';
import { contributionOperation } from './contribution.js';
import { cumOperation } from './cum.js';
import { diffOperation } from './diff.js';
import { InvalidPostProcessingError } from './errors.js';
import { flattenOperation } from './flatten.js';
import { histogramOperation } from './histogram.js';
import { pivotOperation } from './pivot.js';
import { rankOperation } from './rank.js';
import { renameOperation } from './rename.js';
import { resampleOperation } from './resample.js';
import { rollingOperation } from './rolling.js';
import { selectOperation } from './select.js';
import { sortOperation } from './sort.js';
import type { DataTable } from './table.js';

// Options arrive as JSON from a client; each operation reads the fields it knows and ignores others.
type Operation = (table: DataTable, options: never) => DataTable;

/** The operations by Superset's names (`superset.utils.pandas_postprocessing`). */
export const POST_PROCESSING_OPERATIONS: Record<string, Operation> = {
  aggregate: aggregateOperation,
  boxplot: boxplotOperation,
  compare: compareOperation,
  contribution: contributionOperation,
  cum: cumOperation,
  diff: diffOperation,
  flatten: flattenOperation,
  histogram: histogramOperation,
  pivot: pivotOperation,
  rank: rankOperation,
  rename: renameOperation,
  resample: resampleOperation,
  rolling: rollingOperation,
  select: selectOperation,
  sort: sortOperation,
};

export interface PostProcessingStep {
  operation?: unknown;
  options?: Record<string, unknown> | null;
}

/**
 * Runs `post_processing` rules in order, as Superset's `QueryObject.exec_post_processing` does. A rule
 * without an operation or with one Superset does not know (or Loupe lacks: prophet, geohash_*,
 * geodetic_parse) fails with Superset's message; so does any invalid option.
 */
export function applyPostProcessing(
  table: DataTable,
  steps: readonly (PostProcessingStep | null | undefined)[],
): DataTable {
  let result = table;
  for (const step of steps) {
    const operation = step?.operation;
    if (!operation)
      throw new InvalidPostProcessingError('`operation` property of post processing object undefined');
    const run =
      typeof operation === 'string' && Object.hasOwn(POST_PROCESSING_OPERATIONS, operation)
        ? POST_PROCESSING_OPERATIONS[operation]
        : undefined;
    if (!run)
      throw new InvalidPostProcessingError(`Unsupported post processing operation: ${String(operation)}`);
    result = run(result, (step.options ?? {}) as never);
  }
  return result;
}
