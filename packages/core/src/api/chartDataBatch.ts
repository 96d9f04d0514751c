import { Type, type Static } from 'typebox';
import { ChartDataQueryResult } from './chartData.js';
import { ErrorResponse } from './common.js';

/** Most entries one `POST /api/v1/chart/data/batch` takes (a dashboard sends more as further batches). */
export const CHART_DATA_BATCH_MAX_ENTRIES = 200;

/**
 * `POST /api/v1/chart/data/batch` (a Loupe extension): several chart-data requests in one. Each
 * entry's `context` is a QueryContext exactly as `POST /api/v1/chart/data` takes it as JSON; it is
 * checked on its own, so a bad one is answered on its own line rather than refusing the batch.
 * `key` is the client's name for the entry (a chart id, say), unique within the batch.
 */
export const ChartDataBatchRequest = Type.Object(
  {
    queries: Type.Array(
      Type.Object(
        {
          key: Type.String({ minLength: 1 }),
          context: Type.Unknown({ description: 'A QueryContext, as POST /api/v1/chart/data takes it.' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: CHART_DATA_BATCH_MAX_ENTRIES },
    ),
  },
  { additionalProperties: false },
);
export type ChartDataBatchRequest = Static<typeof ChartDataBatchRequest>;

/** Where an entry's answer came from (see ChartDataTiming). */
export const ChartDataTimingSource = Type.Union([
  Type.Literal('cache'),
  Type.Literal('engine'),
  Type.Literal('joined'),
  Type.Literal('memo'),
]);
export type ChartDataTimingSource = Static<typeof ChartDataTimingSource>;

/**
 * How one entry was answered, in milliseconds, summed over its queries: waiting for a slot under the
 * database's cap, engine execution, core post-processing (time offsets joined and post-processing
 * steps, in a worker or not), and the whole entry. `source`: `engine` when this entry ran an engine
 * query (any of its queries), `joined` when it waited for an identical run someone else started (or
 * an identical entry of the same batch), `cache` when the result cache answered (or no query was
 * needed), `memo` when a kept answer to the same request did. Only this entry's own work is counted:
 * a joined entry's engine time is its starter's.
 */
export const ChartDataTiming = Type.Object({
  queued_ms: Type.Number(),
  engine_ms: Type.Number(),
  post_processing_ms: Type.Number(),
  total_ms: Type.Number(),
  source: ChartDataTimingSource,
});
export type ChartDataTiming = Static<typeof ChartDataTiming>;

/** An entry answered: `result` is exactly what `POST /api/v1/chart/data` answers in `result`. */
export const ChartDataBatchSuccessLine = Type.Object({
  key: Type.String(),
  status: Type.Literal(200),
  result: Type.Array(ChartDataQueryResult),
  timing: ChartDataTiming,
});
export type ChartDataBatchSuccessLine = Static<typeof ChartDataBatchSuccessLine>;

/**
 * An entry refused or failed: the status and the JSON body `POST /api/v1/chart/data` would have
 * answered for it (Superset's `{message}` or SIP-40 `{errors}`).
 */
export const ChartDataBatchErrorLine = Type.Object({
  key: Type.String(),
  status: Type.Integer({ minimum: 400 }),
  error: ErrorResponse,
});
export type ChartDataBatchErrorLine = Static<typeof ChartDataBatchErrorLine>;

/** One entry's line. */
export const ChartDataBatchEntryLine = Type.Union([ChartDataBatchSuccessLine, ChartDataBatchErrorLine]);
export type ChartDataBatchEntryLine = Static<typeof ChartDataBatchEntryLine>;

/** The last line: every entry was answered; `distinct` is how many different contexts the batch held. */
export const ChartDataBatchDoneLine = Type.Object({
  done: Type.Literal(true),
  entries: Type.Integer(),
  distinct: Type.Integer(),
});
export type ChartDataBatchDoneLine = Static<typeof ChartDataBatchDoneLine>;

/**
 * A line of the batch's answer (`application/x-ndjson`): one per entry, in the order they finish,
 * then the done line.
 */
export const ChartDataBatchLine = Type.Union([ChartDataBatchEntryLine, ChartDataBatchDoneLine]);
export type ChartDataBatchLine = Static<typeof ChartDataBatchLine>;

/** The content type of the batch's answer. */
export const CHART_DATA_BATCH_CONTENT_TYPE = 'application/x-ndjson';
