import {
  CHART_DATA_BATCH_CONTENT_TYPE,
  type ChartDataBatchDoneLine,
  type ChartDataBatchEntryLine,
  type ChartDataBatchLine,
  type QueryContext,
} from '@loupe/core';
import { API_BASE_URL, API_CREDENTIALS } from './baseApi';

export const CHART_DATA_BATCH_URL = '/api/v1/chart/data/batch';

/** One entry's answer: `{key, status: 200, result, timing}` or `{key, status, error}` (core's types). */
export type BatchEntryLine = ChartDataBatchEntryLine;

export interface ChartDataBatchEntry {
  /** The caller's name for the entry (a chart id, say), unique within the batch. */
  key: string;
  context: QueryContext;
}

export interface StreamChartDataBatchOptions {
  /** Aborting it stops the request; the server then stops every entry still running. */
  signal?: AbortSignal;
  /** Called with each entry's line as it arrives, in the order the server answers them. */
  onEntry: (line: BatchEntryLine) => void;
}

/** The batch itself failed: refused (`status` and the server's `body`), or its answer broke off. */
export class ChartDataBatchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ChartDataBatchError';
  }
}

/** The server's message in a refusal (`{message}` or SIP-40 `{errors: [{message}]}`). */
function refusalMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message === 'string') return message;
    if (message !== undefined) return JSON.stringify(message);
    const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
    const text =
      typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
    if (typeof text === 'string') return text;
  }
  return `The chart data batch was refused (${status})`;
}

/**
 * `POST /api/v1/chart/data/batch`: sends the entries in one request and calls `onEntry` with each
 * entry's line as soon as it arrives (the body is read as a stream, line by line). Resolves with the
 * done line's counts once every entry was answered. An entry's own failure is its line (`status`,
 * `error`), not a rejection; the promise rejects when the batch is refused (ChartDataBatchError with
 * the status), the answer ends before its done line, or `signal` aborts (an AbortError). The route
 * only reads, so no CSRF token is fetched for it.
 */
export async function streamChartDataBatch(
  entries: readonly ChartDataBatchEntry[],
  options: StreamChartDataBatchOptions,
): Promise<{ entries: number; distinct: number }> {
  const response = await fetch(`${API_BASE_URL}${CHART_DATA_BATCH_URL}`, {
    method: 'POST',
    credentials: API_CREDENTIALS,
    headers: { 'Content-Type': 'application/json', Accept: CHART_DATA_BATCH_CONTENT_TYPE },
    body: JSON.stringify({ queries: entries }),
    signal: options.signal,
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ChartDataBatchError(refusalMessage(response.status, body), response.status, body);
  }
  if (!response.body) throw new ChartDataBatchError('The chart data batch answered without a body');

  let done: ChartDataBatchDoneLine | undefined;
  const take = (text: string): void => {
    if (text.trim() === '') return;
    const line = JSON.parse(text) as ChartDataBatchLine;
    if ('done' in line) done = line;
    else options.onEntry(line);
  };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      // A chunk may end inside a line, or inside a character: both wait for the next chunk.
      buffered += decoder.decode(chunk.value, { stream: true });
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        take(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        end = buffered.indexOf('\n');
      }
    }
    take(buffered + decoder.decode());
  } catch (error) {
    // A line that fails onEntry (or is not JSON) ends the read; the request stops with it.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (!done) throw new ChartDataBatchError('The chart data batch ended before all its entries were answered');
  return { entries: done.entries, distinct: done.distinct };
}
