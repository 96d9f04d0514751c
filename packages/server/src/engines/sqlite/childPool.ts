import { EngineError } from '../EngineSpec.js';
import { SqliteChild, type ChildConfig } from './childProcess.js';

/**
 * A few SQLite child processes for one database, so concurrent queries do not queue behind a slow
 * one. A child whose query was cancelled is killed, never returned; the next caller starts a new one.
 */
export class SqliteChildPool {
  private readonly idle: SqliteChild[] = [];
  private readonly waiters: ((child: SqliteChild | null) => void)[] = [];
  private size = 0;
  private closed = false;

  constructor(
    private readonly config: ChildConfig,
    private readonly maxSize: number,
  ) {}

  async acquire(): Promise<SqliteChild> {
    if (this.closed) throw new EngineError('The SQLite connection is closed.');
    for (let child = this.idle.pop(); child; child = this.idle.pop()) {
      if (child.alive) return this.activate(child);
      this.size--;
    }
    if (this.size < this.maxSize) {
      this.size++;
      try {
        return this.activate(await SqliteChild.start(this.config));
      } catch (error) {
        this.size--;
        this.wakeWaiter();
        throw error;
      }
    }
    const child = await new Promise<SqliteChild | null>((resolve) => this.waiters.push(resolve));
    return child ? this.activate(child) : this.acquire();
  }

  /** Hands a child back; `healthy` false (cancelled, crashed) kills it. */
  release(child: SqliteChild, healthy: boolean): void {
    child.setActive(false);
    if (!healthy || !child.alive || this.closed) {
      child.kill();
      this.size--;
      this.wakeWaiter();
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter(child);
    else this.idle.push(child);
  }

  close(): void {
    this.closed = true;
    for (const child of this.idle.splice(0)) child.kill();
    for (const waiter of this.waiters.splice(0)) waiter(null);
  }

  private activate(child: SqliteChild): SqliteChild {
    child.setActive(true);
    return child;
  }

  /** A slot freed up: a waiting caller retries acquire() and starts a child of its own. */
  private wakeWaiter(): void {
    this.waiters.shift()?.(null);
  }
}
