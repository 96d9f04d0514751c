import type { QueryResult, ResultColumn } from './EngineSpec.js';

/**
 * Unique result column names, Superset's way (`dedup`): a repeated name gets `__1`, `__2`, ... so
 * rows as objects never lose a column (`SELECT 1 AS a, 2 AS a`).
 */
export function dedupeNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((name) => {
    const count = seen.get(name);
    if (count === undefined) {
      seen.set(name, 0);
      return name;
    }
    let next = count + 1;
    while (taken.has(`${name}__${next}`)) next++;
    seen.set(name, next);
    taken.add(`${name}__${next}`);
    return `${name}__${next}`;
  });
}

/** Rows as arrays (in column order) -> rows as objects keyed by the deduplicated column names. */
export function rowObjects(
  columns: readonly ResultColumn[],
  rows: readonly (readonly unknown[])[],
): QueryResult['rows'] {
  return rows.map((row) => {
    const object: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      object[column.name] = row[index] ?? null;
    });
    return object;
  });
}

/** maxRows as a count to read: undefined (no cap) stays Infinity; negatives and fractions are clamped. */
export function rowCap(maxRows: number | undefined): number {
  return maxRows === undefined ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(maxRows));
}

/** Default rows per streamed batch. */
export const DEFAULT_BATCH_SIZE = 1000;

export function batchSizeOf(batchSize: number | undefined): number {
  return batchSize !== undefined && batchSize >= 1 ? Math.floor(batchSize) : DEFAULT_BATCH_SIZE;
}

/** Rows of a result as arrays in column order, as cursor-style drivers hand them over. */
export interface RowChunk {
  columns: ResultColumn[];
  rows: unknown[][];
}

/** Reads every chunk into one result of row objects (execute). */
export async function collectChunks(chunks: AsyncIterable<RowChunk>): Promise<QueryResult> {
  let columns: ResultColumn[] = [];
  const rows: unknown[][] = [];
  for await (const chunk of chunks) {
    columns = chunk.columns;
    for (const row of chunk.rows) rows.push(row);
  }
  return { columns, rows: rowObjects(columns, rows) };
}

/** The same chunks as batches of row objects (stream). */
export async function* objectChunks(chunks: AsyncIterable<RowChunk>): AsyncIterable<QueryResult> {
  for await (const chunk of chunks)
    yield { columns: chunk.columns, rows: rowObjects(chunk.columns, chunk.rows) };
}
