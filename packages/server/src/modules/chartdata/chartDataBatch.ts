import { PassThrough } from 'node:stream';
import {
  CHART_DATA_BATCH_CONTENT_TYPE,
  type ChartDataBatchDoneLine,
  type ChartDataBatchRequest,
  type ChartDataTiming,
  type ErrorResponse,
} from '@loupe/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../errors.js';
import { canonicalJson } from '../../platform/cache/cacheKey.js';
import { clientGone } from '../../platform/clientGone.js';
import { errorAnswer } from '../../platform/errorHandler.js';
import type { Principal } from '../../security/routeAccess.js';
import type { ChartDataMemo } from './chartDataMemo.js';
import { parseQueryContext } from './chartDataRequest.js';
import { ChartDataTimer } from './chartDataTimer.js';
import type { ChartDataService } from './ChartDataService.js';

/**
 * How long a batch entry's query goes on once its client has gone and no one else waits for it.
 * A dashboard aborts a batch to re-plan it after a filter change and at once re-sends the queries
 * it still wants: those should join the running query instead of restarting it.
 */
export const BATCH_LINGER_MS = 1500;

type BatchEntry = ChartDataBatchRequest['queries'][number];

/** One distinct context's answer: its result text (`{"result":[...]}`) and timing, or its error. */
type EntryAnswer =
  | { ok: true; resultText: string; timing: ChartDataTiming }
  | { ok: false; status: number; error: ErrorResponse };

export interface BatchIo {
  /** The client going away: every entry still running stops. */
  signal: AbortSignal;
  /** Named in a 500's message, as the error handler names it. */
  requestId: string;
  /** An entry's unexpected failure (its line says only "Internal server error"). */
  logError: (error: unknown) => void;
  /** Sends one line (without its newline). */
  write: (line: string) => void;
}

/** Refuses a batch that uses a key more than once (400, naming each such key once). */
export function checkKeys(entries: readonly BatchEntry[]): void {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { key } of entries) {
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  if (repeated.size === 0) return;
  const named = [...repeated].map((key) => JSON.stringify(key)).join(', ');
  throw new BadRequestError({ queries: [`Keys must be unique: ${named} used more than once.`] });
}

/**
 * Answers the request with NDJSON lines as `produce` writes them, then its done line. The client
 * going away aborts `io.signal`; lines written after that are dropped.
 */
export async function streamLines(
  reply: FastifyReply,
  request: FastifyRequest,
  produce: (io: BatchIo) => Promise<ChartDataBatchDoneLine>,
): Promise<FastifyReply> {
  const signal = clientGone(reply);
  const lines = new PassThrough();
  // Fastify destroys the stream when the response closes early; a late line must not fail then.
  lines.on('error', () => undefined);
  const write = (line: string): void => {
    if (!lines.destroyed && !signal.aborted) lines.write(`${line}\n`);
  };
  void reply.type(CHART_DATA_BATCH_CONTENT_TYPE).header('cache-control', 'no-store').send(lines);
  try {
    const done = await produce({
      signal,
      requestId: request.id,
      logError: (err) => request.log.error({ err, reqId: request.id }, 'chart data batch entry failed'),
      write,
    });
    write(JSON.stringify(done));
    lines.end();
  } catch (error) {
    // Entries answer their own failures; this is a fault of the batch itself, after the 200.
    request.log.error({ err: error, reqId: request.id }, 'chart data batch failed');
    lines.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return reply;
}

/**
 * `POST /api/v1/chart/data/batch` (DESIGN.md "How a dashboard gets its data"): every distinct
 * context of the batch starts at once, in the batch's order (the client puts visible charts first),
 * and goes through exactly the single endpoint's path (`ChartDataMemo.answer`, then
 * `ChartDataService.data`, so the database's cap, the result cache and the joining of identical
 * runs in flight all apply); identical contexts run once and are answered under each key. Each
 * entry's line is written as soon as it is answered.
 */
export class ChartDataBatch {
  constructor(
    private readonly chartData: ChartDataService,
    private readonly memo: ChartDataMemo,
  ) {}

  async answer(
    entries: readonly BatchEntry[],
    principal: Principal,
    io: BatchIo,
  ): Promise<ChartDataBatchDoneLine> {
    const keysOf = new Map<string, { context: unknown; keys: string[] }>();
    for (const { key, context } of entries) {
      const id = canonicalJson(context);
      const group = keysOf.get(id);
      if (group) group.keys.push(key);
      else keysOf.set(id, { context, keys: [key] });
    }
    await Promise.all(
      [...keysOf.values()].map(async ({ context, keys }) => {
        const answer = await this.answerOne(context, principal, io);
        // A client gone has no use for lines.
        if (io.signal.aborted) return;
        keys.forEach((key, i) => io.write(lineOf(key, answer, i > 0)));
      }),
    );
    return { done: true, entries: entries.length, distinct: keysOf.size };
  }

  private async answerOne(raw: unknown, principal: Principal, io: BatchIo): Promise<EntryAnswer> {
    const timer = new ChartDataTimer();
    try {
      const context = parseQueryContext(raw);
      if (context.result_format !== 'json') throw new BadRequestError(fileRefusal(context.result_format));
      const outcome = await this.memo.answer(
        { userId: principal.user.id, text: JSON.stringify(raw), force: context.force },
        () => this.chartData.data(context, principal, io.signal, { timer, lingerMs: BATCH_LINGER_MS }),
      );
      if (outcome.kind === 'file') {
        // Refused above; never reached.
        outcome.body.destroy();
        throw new BadRequestError(fileRefusal(context.result_format));
      }
      if (outcome.kind === 'text' && outcome.fromMemo) timer.answeredBy('memo');
      const resultText = outcome.kind === 'text' ? outcome.body : JSON.stringify(outcome.body);
      return { ok: true, resultText, timing: timer.timing() };
    } catch (error) {
      const answer = errorAnswer(typeof error === 'object' && error !== null ? error : {}, io.requestId);
      if (answer.unexpected && !io.signal.aborted) io.logError(error);
      return { ok: false, status: answer.status, error: answer.body };
    }
  }
}

function fileRefusal(format: string): string {
  return `Unsupported result_format: ${format} (the batch answers JSON only; ask POST /api/v1/chart/data for files)`;
}

/**
 * An entry's line. The result is the single endpoint's body text (`{"result":[...]}`, as the memo
 * keeps it) spliced in, so a large result is never parsed or serialized again per key. The keys
 * after the first of identical entries joined the first one's computation: their timing says so,
 * and counts none of its work again.
 */
function lineOf(key: string, answer: EntryAnswer, duplicate: boolean): string {
  if (!answer.ok) return JSON.stringify({ key, status: answer.status, error: answer.error });
  const timing: ChartDataTiming =
    duplicate && answer.timing.source === 'engine'
      ? {
          queued_ms: 0,
          engine_ms: 0,
          post_processing_ms: 0,
          total_ms: answer.timing.total_ms,
          source: 'joined',
        }
      : answer.timing;
  return `{"key":${JSON.stringify(key)},"status":200,"timing":${JSON.stringify(timing)},${answer.resultText.slice(1)}`;
}
