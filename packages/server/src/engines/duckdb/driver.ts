import { lazyRequire } from '../../platform/lazyRequire.js';

/**
 * @duckdb/node-api, loaded with the first DuckDB instance rather than at start-up (its native addon
 * and bindings are among the largest things the server loads, and a start on an existing data dir
 * opens no DuckDB file). Every module that uses a DuckDB value at run time goes through this; types
 * are imported with `import type` as usual.
 */
export const duckdb = lazyRequire<typeof import('@duckdb/node-api')>('@duckdb/node-api');

/**
 * The C API bindings under @duckdb/node-api (the same version it depends on), for reading a string
 * vector's bytes without decoding each value into a JavaScript string (csvLines.ts).
 */
export const bindings = lazyRequire<typeof import('@duckdb/node-bindings')>('@duckdb/node-bindings');
