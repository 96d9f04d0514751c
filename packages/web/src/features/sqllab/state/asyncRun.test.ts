import { describe, expect, it } from 'vitest';
import type { ExecutedQuery } from '../../../api/sqllab';
import { createMockExecuteResponse, createMockQuery } from '../../../testing/sqllabFactories';
import { awaitAsyncRun, type AsyncRunDeps } from './asyncRun';

const SUBMITTED = createMockQuery({
  id: 'abc',
  state: 'pending',
  progress: 0,
  changed_on: '2026-11-22T10:00:05.000Z',
  startDttm: Date.parse('2026-11-22T10:00:05.000Z'),
});

const RESULT = createMockExecuteResponse({
  query_id: 7,
  status: 'success',
  columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', type_generic: 0, is_dttm: false }],
  data: [{ n: 1 }],
  query: { id: 'abc', state: 'success' },
});

/** Deps whose polls answer from a script, one answer (or error) per poll; records what was asked. */
function scripted(answers: (ExecutedQuery[] | Error)[], overrides: Partial<AsyncRunDeps> = {}) {
  const asked: number[] = [];
  const updates: ExecutedQuery[] = [];
  const resultKeys: string[] = [];
  const deps: AsyncRunDeps = {
    changedSince: async (ms) => {
      asked.push(ms);
      const answer = answers.shift() ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    results: async (key) => {
      resultKeys.push(key);
      return RESULT;
    },
    wanted: () => true,
    onUpdate: (query) => updates.push(query),
    sleep: async () => undefined,
    ...overrides,
  };
  return { deps, asked, updates, resultKeys };
}

describe('awaitAsyncRun', () => {
  it('polls through pending and running, then reads the rows by results key', async () => {
    const other = createMockQuery({ id: 'other', state: 'success' });
    const { deps, asked, updates, resultKeys } = scripted([
      [],
      [{ ...SUBMITTED, state: 'pending' }, other],
      [{ ...SUBMITTED, state: 'running', progress: 40 }],
      [{ ...SUBMITTED, state: 'success', progress: 100, resultsKey: 'key-1' }],
    ]);
    expect(await awaitAsyncRun(SUBMITTED, deps)).toEqual({ status: 'success', result: RESULT });
    expect(resultKeys).toEqual(['key-1']);
    expect(updates.map((q) => [q.state, q.progress])).toEqual([
      ['pending', 0],
      ['running', 40],
      ['success', 100],
    ]);
    // The watermark is the server's change time of the submitted query, a second early.
    expect(new Set(asked)).toEqual(new Set([Date.parse('2026-11-22T10:00:04.000Z')]));
  });

  it('ends stopped, or failed with the server message', async () => {
    const stopped = scripted([[{ ...SUBMITTED, state: 'stopped' }]]);
    expect(await awaitAsyncRun(SUBMITTED, stopped.deps)).toEqual({ status: 'stopped' });
    const failed = scripted([
      [{ ...SUBMITTED, state: 'failed', errorMessage: 'relation "x" does not exist' }],
    ]);
    expect(await awaitAsyncRun(SUBMITTED, failed.deps)).toEqual({
      status: 'failed',
      error: 'relation "x" does not exist',
    });
    const timedOut = scripted([[{ ...SUBMITTED, state: 'timed_out' }]]);
    expect(await awaitAsyncRun(SUBMITTED, timedOut.deps)).toEqual({ status: 'failed', error: null });
    expect(failed.resultKeys).toEqual([]);
  });

  it('keeps polling through a few failed polls, and gives up after five in a row', async () => {
    const flaky = scripted([
      new Error('offline'),
      new Error('offline'),
      [{ ...SUBMITTED, state: 'success', resultsKey: 'k' }],
    ]);
    expect(await awaitAsyncRun(SUBMITTED, flaky.deps)).toEqual({ status: 'success', result: RESULT });
    const down = scripted(Array.from({ length: 5 }, () => new Error('offline')));
    await expect(awaitAsyncRun(SUBMITTED, down.deps)).rejects.toThrow('offline');
  });

  it('stops quietly once no one wants the run', async () => {
    let wanted = true;
    const { deps, asked } = scripted([[{ ...SUBMITTED, state: 'running' }], [], []], {
      wanted: () => wanted,
      onUpdate: () => {
        wanted = false;
      },
    });
    expect(await awaitAsyncRun(SUBMITTED, deps)).toBeNull();
    expect(asked).toHaveLength(1);
  });
});
