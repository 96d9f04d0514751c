import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on its first use rather than when the server starts. Start-up waits for every
 * module imported statically, and some packages cost more to load than the rest of the server
 * together (node-sql-parser, date-holidays, exceljs, bullmq...) while only some requests use them.
 * `require` keeps the call sites synchronous; every package given here has a CommonJS entry point,
 * which is also what Node's ESM loader hands a default import of a CommonJS package.
 *
 * Pass the type as `typeof import('package')` so type checking still sees the package's own types.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
