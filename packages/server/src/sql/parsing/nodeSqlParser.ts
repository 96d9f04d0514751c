import type { Parser } from 'node-sql-parser';
import { lazyRequire } from '../../platform/lazyRequire.js';

// node-sql-parser is one large CommonJS file (about a quarter of a second to load), needed only once
// a statement is parsed: loaded then, and one Parser shared by every caller.
const load = lazyRequire<typeof import('node-sql-parser')>('node-sql-parser');
let parser: Parser | undefined;

/** The node-sql-parser Parser, created on first use. */
export function sqlParser(): Parser {
  return (parser ??= new (load().Parser)());
}
