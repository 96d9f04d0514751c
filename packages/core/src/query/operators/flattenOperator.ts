import type { PostProcessingFactory, PostProcessingFlatten } from './types.js';

/** Turns the pivot's multi-level column labels into flat names (`metric, value`) and the index into a column. */
export const flattenOperator: PostProcessingFactory<PostProcessingFlatten> = () => ({ operation: 'flatten' });
