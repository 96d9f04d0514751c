import type { FieldPacket, PoolConnection } from 'mysql2';

/**
 * Turns mysql2's event stream of one query into pulls of N rows. Reading pauses the socket once
 * `highWater` rows are buffered, so the server waits instead of the client holding the whole result.
 * mysql2 cannot abandon a result half-read: the caller kills the query and `discard()`s the rest.
 */
export class QueryReader {
  fields: FieldPacket[] | null = null;
  error: unknown = null;
  done = false;
  private buffer: unknown[][] = [];
  private paused = false;
  private discarding = false;
  // Both a take() and a canceller's finished() may wait at once: each is woken.
  private waiters: (() => void)[] = [];

  constructor(
    private readonly connection: PoolConnection,
    sql: string,
    params: readonly unknown[],
    private readonly highWater: number,
  ) {
    const query = connection.query({ sql, values: [...params], rowsAsArray: true });
    query.on('fields', (fields: FieldPacket[]) => {
      this.fields = fields;
      this.notify();
    });
    query.on('result', (row: unknown) => {
      // Statements without rows report an OK packet here, not a row.
      if (this.discarding || !Array.isArray(row)) return;
      this.buffer.push(row);
      if (this.buffer.length >= this.highWater && !this.paused) {
        this.paused = true;
        this.connection.pause();
      }
      this.notify();
    });
    query.on('error', (error: unknown) => {
      this.error ??= error;
      this.done = true;
      this.notify();
    });
    query.on('end', () => {
      this.done = true;
      this.notify();
    });
  }

  /** The result has ended and every row has been taken. */
  get drained(): boolean {
    return this.done && this.buffer.length === 0;
  }

  /** Waits for `count` rows (or the end) and takes them; throws the query's error. */
  async take(count: number): Promise<unknown[][]> {
    while (this.buffer.length < count && !this.done) {
      this.resume();
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    if (this.error) throw this.error;
    const rows = this.buffer.splice(0, count);
    if (this.buffer.length < this.highWater) this.resume();
    return rows;
  }

  /** Drops buffered and incoming rows and lets the rest of the result drain off the socket. */
  discard(): void {
    this.discarding = true;
    this.buffer = [];
    this.resume();
  }

  /** Resolves once the server has ended the result (normally, with an error, or by a lost connection). */
  async finished(): Promise<void> {
    while (!this.done) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.connection.resume();
  }

  private notify(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
