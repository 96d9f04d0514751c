import { performance } from 'node:perf_hooks';
import type { ChartDataTiming, ChartDataTimingSource } from '@loupe/core';

/** The phases of a chart-data request that are timed (see ChartDataTiming). */
export type TimedPhase = 'queued' | 'engine' | 'postProcessing';

/** Which source wins when a request's queries were answered differently: any engine query makes it "engine". */
const SOURCE_RANK: readonly ChartDataTimingSource[] = ['engine', 'joined', 'cache', 'memo'];

const rounded = (ms: number): number => Math.round(ms * 10) / 10;

/**
 * Where one chart-data request's time went: made per request, handed down the service's run path
 * (each query adds its waiting, engine and post-processing time and says how it was answered) and
 * read once the request is answered. The clock starts when the timer is made.
 */
export class ChartDataTimer {
  private readonly startedAt = performance.now();
  private readonly spent: Record<TimedPhase, number> = { queued: 0, engine: 0, postProcessing: 0 };
  private readonly sources = new Set<ChartDataTimingSource>();

  add(phase: TimedPhase, ms: number): void {
    this.spent[phase] += ms;
  }

  /** Runs `work`, counting its time (until it settles, either way) to `phase`. */
  async measure<T>(phase: TimedPhase, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(phase, performance.now() - start);
    }
  }

  /** How one query (or the whole request, for `memo`) was answered. */
  answeredBy(source: ChartDataTimingSource): void {
    this.sources.add(source);
  }

  /** The timing so far; a request whose queries needed no run at all (columns, SQL text) counts as `cache`. */
  timing(): ChartDataTiming {
    return {
      queued_ms: rounded(this.spent.queued),
      engine_ms: rounded(this.spent.engine),
      post_processing_ms: rounded(this.spent.postProcessing),
      total_ms: rounded(performance.now() - this.startedAt),
      source: SOURCE_RANK.find((s) => this.sources.has(s)) ?? 'cache',
    };
  }
}
