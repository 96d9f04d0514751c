import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

import { EngineError } from '../EngineSpec.js';
import { SQLITE_CHILD_SOURCE } from './childSource.js';

const DRIVER_PATH = createRequire(import.meta.url).resolve('better-sqlite3');

export interface ChildConfig {
  file: string;
  readonly: boolean;
}

export interface ChildColumn {
  name: string;
  type: string | null;
}

export interface ChildBatch {
  columns: ChildColumn[];
  rows: unknown[][];
  last: boolean;
}

type ChildMessage =
  | { type: 'ready' }
  | { type: 'end' }
  | ({ type: 'batch' } & ChildBatch)
  | { type: 'error'; message: string; code: string | null };

export type ChildRequest =
  | {
      op: 'query';
      sql: string;
      params: readonly (string | number)[];
      maxRows: number | null;
      batchSize: number;
    }
  | { op: 'describe'; sql: string }
  | { op: 'many'; sql: string; rows: readonly (readonly unknown[])[] };

/** A SQLite error as the child reported it; the connection maps it to an EngineError. */
export class SqliteChildError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/**
 * One child process holding one SQLite database handle (see childSource.ts for why a process). It
 * serves one request at a time; `kill()` stops a running statement immediately.
 */
export class SqliteChild {
  private readonly inbox: ChildMessage[] = [];
  private waiter: ((message: ChildMessage | null) => void) | null = null;
  private exited = false;
  private stderr = '';
  /** Settles once the process has exited (after a kill: once the statement has really stopped). */
  readonly exit: Promise<void>;

  private constructor(private readonly process: ChildProcess) {
    this.exit = new Promise((resolve) => {
      process.once('exit', () => resolve());
      process.once('error', () => resolve());
    });
    process.on('message', (message: ChildMessage) => this.deliver(message));
    process.on('exit', () => {
      this.exited = true;
      this.deliver(null);
    });
    process.on('error', () => {
      this.exited = true;
      this.deliver(null);
    });
    process.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
  }

  static async start(config: ChildConfig): Promise<SqliteChild> {
    const env = { ...process.env };
    // The parent's NODE_OPTIONS (a debugger port, a test runner's loader) are not for this program.
    delete env.NODE_OPTIONS;
    const child = new SqliteChild(
      spawn(
        process.execPath,
        ['-e', SQLITE_CHILD_SOURCE, JSON.stringify({ ...config, driver: DRIVER_PATH, fileMustExist: true })],
        { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced', env, windowsHide: true },
      ),
    );
    const first = await child.receive();
    if (first.type !== 'ready') {
      child.kill();
      throw first.type === 'error'
        ? new SqliteChildError(first.message, first.code)
        : new EngineError('The SQLite process did not start.');
    }
    return child;
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** Keeps the parent process alive only while a request is running. */
  setActive(active: boolean): void {
    if (active) {
      this.process.ref();
      this.process.channel?.ref();
    } else {
      this.process.unref();
      this.process.channel?.unref();
    }
  }

  /** Sends a request and yields its batches; a caller that stops early makes the child close the cursor. */
  async *request(request: ChildRequest): AsyncGenerator<ChildBatch> {
    this.send(request);
    let finished = false;
    try {
      for (;;) {
        const message = await this.receive();
        if (message.type === 'error') {
          finished = true;
          throw new SqliteChildError(message.message, message.code);
        }
        if (message.type !== 'batch') throw new EngineError('Unexpected message from the SQLite process.');
        if (message.last) finished = true;
        yield message;
        if (finished) return;
        this.send({ op: 'next' });
      }
    } finally {
      if (!finished && this.alive) {
        this.send({ op: 'close' });
        await this.receive().catch(() => undefined);
      }
    }
  }

  kill(): void {
    if (!this.exited) this.process.kill('SIGKILL');
  }

  private send(message: ChildRequest | { op: 'next' | 'close' }): void {
    if (this.exited) throw this.exitError();
    this.process.send(message);
  }

  private receive(): Promise<ChildMessage> {
    const queued = this.inbox.shift();
    if (queued) return Promise.resolve(queued);
    if (this.exited) return Promise.reject(this.exitError());
    return new Promise((resolve, reject) => {
      this.waiter = (message) => (message ? resolve(message) : reject(this.exitError()));
    });
  }

  private deliver(message: ChildMessage | null): void {
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = null;
      waiter(message);
    } else if (message) {
      this.inbox.push(message);
    }
  }

  private exitError(): EngineError {
    const detail = this.stderr.trim().split('\n').slice(-1)[0];
    return new EngineError(`The SQLite process exited${detail ? `: ${detail}` : ''}.`);
  }
}
