import type { ExecuteResponse, ExecutedQuery } from '../../../api/sqllab';

/** How an async run ended, as the editor shows it; null when no one waits for it any more. */
export type AsyncOutcome =
  | { status: 'success'; result: ExecuteResponse }
  | { status: 'failed'; error: string | null }
  | { status: 'stopped' }
  | null;

export interface AsyncRunDeps {
  /** The user's queries changed since a server time in epoch ms (`/api/v1/query/updated_since`). */
  changedSince: (lastUpdatedMs: number) => Promise<ExecutedQuery[]>;
  /** The stored rows of a finished run (`/api/v1/sqllab/results/`); throws when they cannot be read. */
  results: (resultsKey: string) => Promise<ExecuteResponse>;
  /** False once the run was stopped or replaced: polling ends quietly. */
  wanted: () => boolean;
  /** Each state the server reports while the run waits or executes. */
  onUpdate: (query: ExecutedQuery) => void;
  sleep: (ms: number) => Promise<void>;
}

/** Quick runs answer within the first polls; long ones are asked every second (Superset asks every 2 s). */
const POLL_DELAYS_MS = [200, 300, 500, 1000];

const FINISHED = new Set(['success', 'failed', 'stopped', 'timed_out']);

/** A flaky network may fail a few polls; the run goes on on the server, so polling goes on too. */
const MAX_FAILED_POLLS = 5;

/** The server's own clock for the watermark, so a browser clock that is off cannot skip updates. */
function watermarkOf(query: ExecutedQuery): number {
  const changed = query.changed_on ? Date.parse(query.changed_on) : NaN;
  const start = query.startDttm ?? NaN;
  const ms = Number.isFinite(changed) ? changed : start;
  // A second of slack: the row's change time may be stored with whole-second precision.
  return Number.isFinite(ms) ? ms - 1000 : 0;
}

/**
 * Follows an async run the way Superset's SQL Lab does: polls `updated_since` until the query
 * finishes, then reads its rows by results key.
 */
export async function awaitAsyncRun(submitted: ExecutedQuery, deps: AsyncRunDeps): Promise<AsyncOutcome> {
  const since = watermarkOf(submitted);
  let failedPolls = 0;
  for (let attempt = 0; ; attempt++) {
    await deps.sleep(POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)]!);
    if (!deps.wanted()) return null;
    let changed: ExecutedQuery[];
    try {
      changed = await deps.changedSince(since);
      failedPolls = 0;
    } catch (error) {
      if (++failedPolls >= MAX_FAILED_POLLS) throw error;
      continue;
    }
    if (!deps.wanted()) return null;
    const query = changed.find((candidate) => candidate.id === submitted.id);
    if (!query) continue;
    deps.onUpdate(query);
    if (!FINISHED.has(query.state)) continue;
    if (query.state === 'stopped') return { status: 'stopped' };
    if (query.state !== 'success') return { status: 'failed', error: query.errorMessage ?? null };
    if (!query.resultsKey) return { status: 'failed', error: null };
    const result = await deps.results(query.resultsKey);
    return deps.wanted() ? { status: 'success', result } : null;
  }
}
