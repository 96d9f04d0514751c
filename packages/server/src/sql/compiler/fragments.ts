import { sqlParser } from '../parsing/nodeSqlParser.js';

import { QueryObjectValidationError, SUBQUERY_MESSAGE } from './errors.js';

const PARSER_DIALECTS: Readonly<Record<string, string>> = {
  postgresql: 'postgresql',
  duckdb: 'postgresql',
  mysql: 'mariadb',
  sqlite: 'sqlite',
};

/**
 * How one engine might read the text. Settings the compiler cannot see (PostgreSQL's
 * standard_conforming_strings, MySQL's NO_BACKSLASH_ESCAPES and ANSI_QUOTES) give several readings;
 * a fragment must be safe under every one of them, so no reading hides a quote, comment or
 * sub-query from the check.
 */
interface Reading {
  /** Backslash escapes in plain '...' strings. */
  backslashStrings: boolean;
  /** E'...' strings with backslash escapes (PostgreSQL, DuckDB). */
  escapeStrings: boolean;
  /** `"..."` is a string (MySQL without ANSI_QUOTES) rather than an identifier. */
  doubleQuotedString: boolean;
  /** $tag$...$tag$ strings (PostgreSQL, DuckDB). */
  dollarQuotes: boolean;
  /** `#` starts a line comment (MySQL). */
  hashComments: boolean;
  /** `--` is a comment only when followed by white space or the end (MySQL). */
  dashCommentNeedsSpace: boolean;
  /** [name] quotes an identifier (SQLite). */
  bracketIdentifiers: boolean;
  /** Block comments opened with `/*!` or `/*M!` are executed as SQL (MySQL, MariaDB). */
  executableComments: boolean;
}

const BASE: Reading = {
  backslashStrings: false,
  escapeStrings: false,
  doubleQuotedString: false,
  dollarQuotes: false,
  hashComments: false,
  dashCommentNeedsSpace: false,
  bracketIdentifiers: false,
  executableComments: false,
};

const READINGS: Readonly<Record<string, readonly Reading[]>> = {
  postgresql: [
    { ...BASE, escapeStrings: true, dollarQuotes: true },
    { ...BASE, escapeStrings: true, dollarQuotes: true, backslashStrings: true },
  ],
  // Every combination: a reading that took E'' or $$ for a string where the engine does not would
  // hide what follows.
  duckdb: [
    { ...BASE, escapeStrings: true, dollarQuotes: true },
    { ...BASE, escapeStrings: true },
    { ...BASE, dollarQuotes: true },
    BASE,
  ],
  sqlite: [{ ...BASE, bracketIdentifiers: true }],
  mysql: [
    {
      ...BASE,
      hashComments: true,
      dashCommentNeedsSpace: true,
      executableComments: true,
      backslashStrings: true,
      doubleQuotedString: true,
    },
    {
      ...BASE,
      hashComments: true,
      dashCommentNeedsSpace: true,
      executableComments: true,
      backslashStrings: true,
    },
    {
      ...BASE,
      hashComments: true,
      dashCommentNeedsSpace: true,
      executableComments: true,
      doubleQuotedString: true,
    },
    { ...BASE, hashComments: true, dashCommentNeedsSpace: true, executableComments: true },
  ],
};

/**
 * Words that start a query (or, in DuckDB, a FROM-first query or a table-producing statement): a
 * fragment holding one of them outside strings holds a sub-query.
 */
const QUERY_WORDS = new Set([
  'select',
  'values',
  'table',
  'pivot',
  'unpivot',
  'summarize',
  'describe',
  'show',
  'explain',
]);
/** Functions whose arguments use FROM as a keyword (EXTRACT(year FROM ds), SUBSTRING(s FROM 2)). */
const FROM_ARGUMENT_FUNCTIONS = new Set(['extract', 'substring', 'substr', 'trim', 'position', 'overlay']);

type Problem = 'invalid' | 'subquery';

/** One pass over the text under one reading; returns the first problem found, or null. */
function scan(text: string, reading: Reading): Problem | null {
  let i = 0;
  const n = text.length;
  // The function name (lower case, '' for a bare parenthesis) of each open parenthesis.
  const groups: string[] = [];
  let lastWord = '';
  let subquery = false;
  const word = /[A-Za-z_][A-Za-z0-9_$]*/y;

  const skipQuoted = (quote: string, backslash: boolean): boolean => {
    i += 1;
    while (i < n) {
      const c = text[i]!;
      if (backslash && c === '\\') {
        i += 2;
        continue;
      }
      if (c === quote) {
        if (text[i + 1] === quote) {
          i += 2;
          continue;
        }
        i += 1;
        return true;
      }
      i += 1;
    }
    return false;
  };

  while (i < n) {
    const c = text[i]!;
    const next = text[i + 1];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (c === '-' && next === '-') {
      const after = text[i + 2];
      if (!reading.dashCommentNeedsSpace || after === undefined || /\s/.test(after)) {
        const end = text.indexOf('\n', i);
        i = end < 0 ? n : end + 1;
        continue;
      }
    }
    if (c === '#' && reading.hashComments) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (c === '/' && next === '*') {
      // MySQL runs the text of /*! */ comments: they are SQL, not comments, so refused outright.
      if (reading.executableComments && /^\/\*M?!/.test(text.slice(i, i + 4))) return 'invalid';
      const end = text.indexOf('*/', i + 2);
      // Unclosed, or nested (PostgreSQL nests block comments, other engines do not): refused.
      if (end < 0 || text.slice(i + 2, end).includes('/*')) return 'invalid';
      i = end + 2;
      continue;
    }
    if (c === "'") {
      if (!skipQuoted("'", reading.backslashStrings)) return 'invalid';
      lastWord = '';
      continue;
    }
    if (c === '"') {
      if (!skipQuoted('"', reading.doubleQuotedString && reading.backslashStrings)) return 'invalid';
      lastWord = '';
      continue;
    }
    if (c === '`') {
      if (!skipQuoted('`', false)) return 'invalid';
      lastWord = '';
      continue;
    }
    if (c === '[' && reading.bracketIdentifiers) {
      const end = text.indexOf(']', i + 1);
      if (end < 0) return 'invalid';
      i = end + 1;
      lastWord = '';
      continue;
    }
    if (c === '$' && reading.dollarQuotes) {
      const tag = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;
      tag.lastIndex = i;
      const match = tag.exec(text);
      if (match) {
        const end = text.indexOf(match[0], i + match[0].length);
        if (end < 0) return 'invalid';
        i = end + match[0].length;
        lastWord = '';
        continue;
      }
    }
    if ((c === 'E' || c === 'e') && next === "'" && reading.escapeStrings) {
      i += 1;
      if (!skipQuoted("'", true)) return 'invalid';
      lastWord = '';
      continue;
    }
    word.lastIndex = i;
    const w = word.exec(text);
    if (w) {
      const lower = w[0].toLowerCase();
      if (QUERY_WORDS.has(lower)) subquery = true;
      if (lower === 'from') {
        const group = groups[groups.length - 1];
        const allowed =
          lastWord === 'distinct' || (group !== undefined && FROM_ARGUMENT_FUNCTIONS.has(group));
        if (!allowed) subquery = true;
      }
      lastWord = lower;
      i += w[0].length;
      continue;
    }
    if (c === '(') {
      groups.push(lastWord);
      lastWord = '';
      i += 1;
      continue;
    }
    if (c === ')') {
      if (groups.pop() === undefined) return 'invalid';
      lastWord = '';
      i += 1;
      continue;
    }
    // A statement separator, or a top-level comma that would add a select item or argument.
    if (c === ';' || (c === ',' && groups.length === 0)) return 'invalid';
    lastWord = '';
    i += 1;
  }
  if (groups.length > 0) return 'invalid';
  return subquery ? 'subquery' : null;
}

type AstNode = Record<string, unknown>;

/** True when the parsed tree holds a nested SELECT anywhere below its top. */
function hasNestedSelect(node: unknown, depth: number): boolean {
  if (Array.isArray(node)) return node.some((child) => hasNestedSelect(child, depth));
  if (typeof node !== 'object' || node === null) return false;
  const record = node as AstNode;
  if (depth > 0 && (record.type === 'select' || 'ast' in record)) return true;
  return Object.values(record).some((child) => hasNestedSelect(child, depth + 1));
}

export type FragmentKind = 'expression' | 'condition';

/**
 * Checks a user SQL fragment (adhoc metric or column, extras.where/having, a stored expression) is one
 * expression and nothing more: no statement separator, no unclosed quote, comment or parenthesis, no
 * top-level comma, and no sub-query (Superset's ALLOW_ADHOC_SUBQUERY off). Returns the trimmed text;
 * callers embed it as `(\n<text>\n)` so a trailing line comment cannot swallow what follows.
 */
export function validateFragment(
  fragment: string,
  engine: string,
  kind: FragmentKind = 'expression',
): string {
  const text = fragment.trim();
  // SQLite stops reading SQL text at a NUL: nothing after it would be checked the way it runs.
  if (!text || text.includes('\0')) throw new QueryObjectValidationError(`Invalid SQL clause: ${fragment}`);
  const readings = READINGS[engine] ?? READINGS.postgresql!;
  let subquery = false;
  for (const reading of readings) {
    const problem = scan(text, reading);
    if (problem === 'invalid') throw new QueryObjectValidationError(`Invalid SQL clause: ${fragment}`);
    if (problem === 'subquery') subquery = true;
  }
  if (subquery) throw new QueryObjectValidationError(SUBQUERY_MESSAGE);
  // The parser is a second opinion where it reads the dialect; it does not know every engine's
  // syntax (ILIKE on SQLite, FILTER on MariaDB, DuckDB extensions), so text it cannot read stands on
  // the scan above.
  const probe =
    kind === 'condition' ? `SELECT 1 FROM t WHERE (\n${text}\n)` : `SELECT (\n${text}\n) AS x FROM t`;
  let ast: unknown;
  try {
    ast = sqlParser().astify(probe, { database: PARSER_DIALECTS[engine] ?? 'postgresql' });
  } catch {
    return text;
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw new QueryObjectValidationError(`Invalid SQL clause: ${fragment}`);
  if (hasNestedSelect(statements[0], 0)) throw new QueryObjectValidationError(SUBQUERY_MESSAGE);
  return text;
}
