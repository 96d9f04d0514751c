import type { QueryFormData, QueryObject } from '../types.js';

/** One post-processing step as the client sends it: Superset's operation name and its options. */
export interface PostProcessingOperation<O extends string = string, P = Record<string, unknown>> {
  operation: O;
  options?: P;
}

export type NumpyFunction = 'mean' | 'sum' | 'min' | 'max' | 'median' | 'std' | 'count';

export type PostProcessingPivot = PostProcessingOperation<
  'pivot',
  {
    index: string[];
    columns: string[];
    aggregates: Record<string, { operator: NumpyFunction }>;
    drop_missing_columns: boolean;
  }
>;

export type PostProcessingRolling = PostProcessingOperation<
  'rolling',
  { rolling_type: RollingType; window: number; min_periods: number; columns: Record<string, string> }
>;

export type PostProcessingCum = PostProcessingOperation<
  'cum',
  { operator: 'sum'; columns: Record<string, string> }
>;

export type PostProcessingCompare = PostProcessingOperation<
  'compare',
  {
    source_columns: string[];
    compare_columns: string[];
    compare_type: ComparisonType;
    drop_original_columns: boolean;
  }
>;

export type PostProcessingResample = PostProcessingOperation<
  'resample',
  { method: string; rule: string; fill_value: number | null }
>;

export type PostProcessingRename = PostProcessingOperation<
  'rename',
  { columns: Record<string, string | null>; level: number; inplace: boolean }
>;

export type PostProcessingContribution = PostProcessingOperation<
  'contribution',
  { orientation: 'row' | 'column'; time_shifts?: string[] }
>;

export type PostProcessingSort = PostProcessingOperation<
  'sort',
  { is_sort_index?: boolean; by?: string; ascending: boolean }
>;

export type PostProcessingFlatten = PostProcessingOperation<'flatten'>;

/** Superset's `PostProcessingFactory`: form data and the query object → a step, or nothing to add. */
export type PostProcessingFactory<T> = (formData: QueryFormData, queryObject: QueryObject) => T | undefined;

/** Superset's `rolling_type` choices ('None' leaves the metric as it is). */
export const RollingType = {
  Mean: 'mean',
  Sum: 'sum',
  Std: 'std',
  Cumsum: 'cumsum',
} as const;
export type RollingType = (typeof RollingType)[keyof typeof RollingType];

/** Superset's `comparison_type` choices. */
export const ComparisonType = {
  Values: 'values',
  Difference: 'difference',
  Percentage: 'percentage',
  Ratio: 'ratio',
} as const;
export type ComparisonType = (typeof ComparisonType)[keyof typeof ComparisonType];

/** Joins a metric and a time shift (`SUM(x)__1 year ago`), as the server names offset columns. */
export const TIME_COMPARISON_SEPARATOR = '__';
