/**
 * Superset's chart-data post-processing (`superset/utils/pandas_postprocessing`) as pure functions on
 * a `DataTable` (see table.ts for the representation). A chart-data run on the server is:
 *   createTable(rows, colnames, { temporal })           the query's result, times as epoch ms
 *   -> joinTimeOffsets(table, offsetResults, {...})     when the query has `time_offsets`
 *   -> applyPostProcessing(table, query.post_processing) the rules in order; InvalidPostProcessingError is a 400
 *   -> toRecords(table) and the flat string labels of table.columns for `data` and `colnames`.
 */
export * from './table.js';
export * from './errors.js';
export * from './numpyFunctions.js';
export * from './aggregate.js';
export * from './pivot.js';
export * from './rolling.js';
export * from './resample.js';
export * from './resampleRule.js';
export * from './cum.js';
export * from './diff.js';
export * from './compare.js';
export * from './contribution.js';
export * from './sort.js';
export * from './select.js';
export * from './rename.js';
export * from './flatten.js';
export * from './boxplot.js';
export * from './histogram.js';
export * from './rank.js';
export * from './timeOffsets.js';
export * from './apply.js';
