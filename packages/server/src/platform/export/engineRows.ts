import type {
  CsvColumnStyle,
  CsvPiece,
  EngineConnection,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
} from '../../engines/EngineSpec.js';

/**
 * Rows per batch of an export: one of DuckDB's chunks. Larger batches (8,192 rows) wrote fewer,
 * larger chunks but raised a 1M-row export's peak RSS (87 -> 168 MB above idle in
 * bench/export.bench.mjs) for no CPU gained.
 */
export const EXPORT_BATCH_ROWS = 2_048;

/** An engine's streamed result, opened: its columns and its batches one by one. */
export interface Opened<T> {
  columns: ResultColumn[];
  batches: AsyncGenerator<T>;
}

/**
 * Opens an engine's stream for an export: the first batch is read now (engines yield one even for no
 * rows), so the columns are known and a refused query fails before any byte is sent. Ending the
 * batches early (the client went away) returns the engine's stream, which stops its query; `onEnd`
 * runs once the stream is done either way (e.g. to free a slot of the database's cap).
 */
async function openStream<B extends { columns: ResultColumn[] }, T>(
  results: AsyncIterable<B>,
  valueOf: (batch: B) => T,
  onEnd: () => void,
): Promise<Opened<T>> {
  const iterator = results[Symbol.asyncIterator]();
  let first: IteratorResult<B>;
  try {
    first = await iterator.next();
  } catch (error) {
    onEnd();
    throw error;
  }
  async function* batches(): AsyncGenerator<T> {
    try {
      if (first.done) return;
      yield valueOf(first.value);
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield valueOf(next.value);
      }
    } finally {
      await iterator.return?.();
      onEnd();
    }
  }
  return { columns: first.done ? [] : first.value.columns, batches: batches() };
}

/** An engine's `stream()` opened for an export (see openStream), its rows batch by batch. */
export function openRows(
  results: AsyncIterable<QueryResult>,
  onEnd: () => void = () => {},
): Promise<Opened<Record<string, unknown>[]>> {
  return openStream(results, (batch) => batch.rows, onEnd);
}

/**
 * A query opened as the body of a CSV export (see openStream): lines the engine writes itself where it
 * can (`streamCsv`, each column in the style `styleOf` gives), otherwise its rows in batches.
 */
export function openCsvPieces(
  connection: EngineConnection,
  sql: string,
  styleOf: (columns: readonly ResultColumn[]) => readonly CsvColumnStyle[],
  options: ExecuteOptions,
  onEnd: () => void = () => {},
): Promise<Opened<readonly CsvPiece[]>> {
  if (connection.streamCsv) {
    return openStream(connection.streamCsv(sql, styleOf, options), (batch) => batch.pieces, onEnd);
  }
  return openStream(
    connection.stream(sql, { ...options, batchSize: EXPORT_BATCH_ROWS }),
    (batch): readonly CsvPiece[] => [batch.rows],
    onEnd,
  );
}
