import type { QueryResult, ResultColumn } from '../../engines/EngineSpec.js';

/**
 * Rows per batch of an export: one of DuckDB's chunks. Larger batches (8,192 rows) wrote fewer,
 * larger chunks but raised a 1M-row export's peak RSS (87 -> 168 MB above idle in
 * bench/export.bench.mjs) for no CPU gained.
 */
export const EXPORT_BATCH_ROWS = 2_048;

/** An engine's streamed result, opened: its columns and its rows batch by batch. */
export interface OpenedRows {
  columns: ResultColumn[];
  batches: AsyncGenerator<Record<string, unknown>[]>;
}

/**
 * Opens an engine's `stream()` for an export: the first batch is read now (engines yield one even
 * for no rows), so the columns are known and a refused query fails before any byte is sent. Ending
 * the batches early (the client went away) returns the engine's stream, which stops its query;
 * `onEnd` runs once the stream is done either way (e.g. to free a slot of the database's cap).
 */
export async function openRows(
  results: AsyncIterable<QueryResult>,
  onEnd: () => void = () => {},
): Promise<OpenedRows> {
  const iterator = results[Symbol.asyncIterator]();
  let first: IteratorResult<QueryResult>;
  try {
    first = await iterator.next();
  } catch (error) {
    onEnd();
    throw error;
  }
  async function* batches(): AsyncGenerator<Record<string, unknown>[]> {
    try {
      if (first.done) return;
      yield first.value.rows;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value.rows;
      }
    } finally {
      await iterator.return?.();
      onEnd();
    }
  }
  return { columns: first.done ? [] : first.value.columns, batches: batches() };
}
