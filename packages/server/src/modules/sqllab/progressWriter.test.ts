import { describe, expect, it } from 'vitest';
import { ProgressWriter } from './progressWriter.js';

describe('ProgressWriter', () => {
  it('writes whole percents that grow, one write at a time, never 100 and nothing after close', async () => {
    const written: number[] = [];
    let release: () => void = () => {};
    const writer = new ProgressWriter(async (value) => {
      written.push(value);
      await new Promise<void>((resolve) => (release = resolve));
    });
    writer.report(12.7);
    writer.report(30); // dropped: the first write is still in flight
    release();
    await writer.drain();
    writer.report(12.9); // no change
    writer.report(100);
    release();
    await writer.drain();
    await writer.close();
    writer.report(50);
    expect(written).toEqual([12, 99]);
  });
});
