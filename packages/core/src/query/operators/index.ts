/**
 * Superset's client-side post-processing builders (`superset-ui-chart-controls/src/operators`): from
 * form data and a query object, the `post_processing` steps a chart's buildQuery sends. Each returns
 * undefined when its control is off; buildQueryContext drops those. Prophet (forecast) is left out:
 * the server has no prophet operation.
 */
export * from './types.js';
export * from './utils.js';
export * from './pivotOperator.js';
export * from './timeComparePivotOperator.js';
export * from './rollingWindowOperator.js';
export * from './timeCompareOperator.js';
export * from './resampleOperator.js';
export * from './renameOperator.js';
export * from './contributionOperator.js';
export * from './sortOperator.js';
export * from './flattenOperator.js';
