/**
 * Writes a run's engine progress to its query row (so /query/updated_since reports it): only when
 * the whole percent changes, one write at a time (a sample arriving meanwhile is dropped; the next
 * one catches up), never 100 (success says that) and never after close().
 */
export class ProgressWriter {
  private last = -1;
  private inflight: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly write: (progress: number) => Promise<void>) {}

  report(percent: number): void {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    if (this.closed || this.inflight || value <= this.last) return;
    this.last = value;
    this.inflight = this.write(value)
      // A lost progress write is not worth failing the run for.
      .catch(() => undefined)
      .finally(() => {
        this.inflight = null;
      });
  }

  /** Waits for a write in flight, so it cannot land after a later update of the row. */
  async drain(): Promise<void> {
    await this.inflight;
  }

  /** Stops reporting (the run ended) and waits for a write in flight. */
  async close(): Promise<void> {
    this.closed = true;
    await this.inflight;
  }
}
