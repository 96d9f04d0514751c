import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

import { describe, expect, it, vi } from 'vitest';

import { busyThreads, runningChildren } from './helpers.testkit.js';

describe('runningChildren (the SQLite cancel probe)', () => {
  it('sees a busy child process, and no longer once it is gone', async () => {
    const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await vi.waitFor(
        async () => expect(await runningChildren()).toContainEqual(expect.stringMatching(`^${child.pid}\\s`)),
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    expect(await runningChildren()).not.toContainEqual(expect.stringMatching(`^${child.pid}\\s`));
  });

  it('fails when ps cannot run, instead of reporting nothing running', async () => {
    await expect(runningChildren('/nonexistent/ps')).rejects.toThrow(/ENOENT/);
  });
});

describe('busyThreads (the DuckDB cancel probe)', () => {
  it('sees a busy thread of this process, and nothing once it is gone', async () => {
    const worker = new Worker('for (;;) {}', { eval: true });
    try {
      await vi.waitFor(async () => expect(await busyThreads()).not.toEqual([]), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await worker.terminate();
    }
    await vi.waitFor(async () => expect(await busyThreads()).toEqual([]), { timeout: 30_000, interval: 50 });
  });
});
