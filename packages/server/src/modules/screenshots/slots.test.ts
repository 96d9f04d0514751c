import { describe, expect, it } from 'vitest';
import { Slots } from './slots.js';

/** A task the test finishes by hand, recording when it started. */
function manual(started: number[], id: number) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(id);
      await done;
      return id;
    },
    finish: () => finish(),
  };
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('runs at most `size` tasks at once; the others start in order as slots free, also after a failure', async () => {
    const slots = new Slots(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4].map((id) => manual(started, id));
    const runs = tasks.map((task) => slots.run(task.work));
    await turn();
    expect(started).toEqual([1, 2]);
    tasks[1]!.finish();
    await turn();
    expect(started).toEqual([1, 2, 3]);
    const failing = slots.run(async () => {
      throw new Error('boom');
    });
    tasks[0]!.finish();
    await turn();
    expect(started).toEqual([1, 2, 3, 4]);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    await expect(failing).rejects.toThrow('boom');
    // Every slot is free again: two new tasks start at once.
    const more = [5, 6].map((id) => manual(started, id));
    const moreRuns = more.map((task) => slots.run(task.work));
    await turn();
    expect(started.slice(4)).toEqual([5, 6]);
    more.forEach((task) => task.finish());
    await Promise.all(moreRuns);
  });
});
