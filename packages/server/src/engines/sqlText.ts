/** Small SQL text helpers shared by the engines' introspection and describeQuery. */

/** LIKE escape character used by every engine's search (a backslash needs doubling in MySQL literals). */
export const LIKE_ESCAPE = '!';

/** `%term%` with LIKE wildcards in the term escaped by LIKE_ESCAPE. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (char) => `${LIKE_ESCAPE}${char}`)}%`;
}

/** The statement without trailing semicolons and whitespace, so it can be wrapped in a subquery. */
export function stripTrailingSemicolons(sql: string): string {
  return sql.replace(/[\s;]+$/, '');
}

/**
 * `SELECT * FROM (<sql>) AS q LIMIT 0`: the result columns of a query without reading a row. The
 * newline before the closing parenthesis keeps a trailing `-- comment` from swallowing it.
 */
export function zeroRowQuery(sql: string): string {
  return `SELECT * FROM (\n${stripTrailingSemicolons(sql)}\n) AS q LIMIT 0`;
}

/** `LIMIT n OFFSET m`; refuses anything but non-negative integers, as the result is spliced into SQL. */
export function limitOffsetClause(limit: number, offset?: number): string {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Invalid limit: ${limit}`);
  if (offset === undefined || offset === 0) return `LIMIT ${limit}`;
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`Invalid offset: ${offset}`);
  return `LIMIT ${limit} OFFSET ${offset}`;
}

/** Quotes an identifier with `quote`, doubling any embedded quote character. */
export function quoteWith(quote: string, name: string): string {
  return `${quote}${name.split(quote).join(quote + quote)}${quote}`;
}

/**
 * The LIMIT/OFFSET clause of a table listing page. No limit means every row (Superset's table list
 * returns all tables); the largest safe integer stands in for "all" because OFFSET alone is not valid
 * SQL in MySQL or SQLite.
 */
export function pageClause(options: { offset?: number | undefined; limit?: number | undefined }): string {
  const offset = Math.max(0, Math.floor(options.offset ?? 0)) || 0;
  const limit =
    options.limit === undefined ? Number.MAX_SAFE_INTEGER : Math.max(0, Math.floor(options.limit)) || 0;
  return limitOffsetClause(limit, offset);
}
