import type { QueryFormData, QueryObject } from '../types.js';
import type { PostProcessingContribution } from './types.js';

/**
 * `contributionMode` ('row': each series' share of the x value's total; 'column': each value's share
 * of its series' total). The time shifts let the server total the shifted columns apart.
 */
export function contributionOperator(
  formData: QueryFormData,
  _queryObject: QueryObject,
  timeShifts?: string[],
): PostProcessingContribution | undefined {
  const mode = formData.contributionMode;
  if (mode !== 'row' && mode !== 'column') return undefined;
  return {
    operation: 'contribution',
    options: { orientation: mode, ...(timeShifts === undefined ? {} : { time_shifts: timeShifts }) },
  };
}
