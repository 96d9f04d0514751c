import type { PostProcessingFactory, PostProcessingResample } from './types.js';

/**
 * `resample_rule` ('1D', '1W', 'AS'...) with `resample_method` ('asfreq', 'bfill', 'ffill', 'median',
 * 'mean', 'sum', or 'zerofill': asfreq with 0 in the new rows). Both must be set.
 */
export const resampleOperator: PostProcessingFactory<PostProcessingResample> = (formData) => {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (typeof method !== 'string' || !method || typeof rule !== 'string' || !rule) return undefined;
  return {
    operation: 'resample',
    options: { method, rule, fill_value: zeroFill ? 0 : null },
  };
};
