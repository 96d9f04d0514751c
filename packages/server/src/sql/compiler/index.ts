export { compileQuery, SERIES_LIMIT_SUBQ_ALIAS, VIRTUAL_TABLE_ALIAS } from './compileQuery.js';
export { QueryObjectValidationError, SUBQUERY_MESSAGE } from './errors.js';
export { validateFragment, type FragmentKind } from './fragments.js';
export type {
  CompiledQuery,
  CompileQueryInput,
  CompilerColumn,
  CompilerDataset,
  CompilerMetric,
  TimeBounds,
} from './types.js';
