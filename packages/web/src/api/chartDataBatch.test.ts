import type { ChartDataBatchLine, QueryContext } from '@loupe/core';
import { describe, expect, it, vi } from 'vitest';
import { ChartDataBatchError, streamChartDataBatch, type BatchEntryLine } from './chartDataBatch';

const context = (id: number): QueryContext => ({
  datasource: { id, type: 'table' },
  queries: [{ metrics: ['count'] }],
  force: false,
  result_type: 'full',
  result_format: 'json',
});

const timing = {
  queued_ms: 0,
  engine_ms: 3.2,
  post_processing_ms: 0.1,
  total_ms: 5,
  source: 'engine',
} as const;
const lines: ChartDataBatchLine[] = [
  { key: 'b', status: 200, result: [{ data: [{ city: 'Zürich', n: 2 }], rowcount: 1 }], timing },
  { key: 'a', status: 404, error: { message: 'Not found' } },
  { done: true, entries: 2, distinct: 2 },
];

/** A body whose chunks the test hands over one at a time. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return {
    stream,
    push: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
  };
}

/** Lets the reader take what was pushed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('streamChartDataBatch', () => {
  it('posts the entries and hands over each line as it arrives, lines and characters split across chunks', async () => {
    const body = controlledBody();
    const fetch = stubFetch(
      () => new Response(body.stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    );
    const bytes = new TextEncoder().encode(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    // The first line ends inside "ü" (two bytes in UTF-8); the second chunk holds its last byte.
    const cut = bytes.indexOf(0xc3) + 1;
    const firstEnd = bytes.indexOf(0x0a) + 1;
    const received: BatchEntryLine[] = [];
    const signal = new AbortController().signal;

    const done = streamChartDataBatch(
      [
        { key: 'b', context: context(2) },
        { key: 'a', context: context(1) },
      ],
      { signal, onEntry: (line) => received.push(line) },
    );
    body.push(bytes.slice(0, cut));
    await settle();
    expect(received).toEqual([]);
    body.push(bytes.slice(cut, firstEnd + 5));
    await settle();
    // The first line is delivered while the rest of the answer is still to come.
    expect(received).toEqual([lines[0]]);
    body.push(bytes.slice(firstEnd + 5));
    body.end();
    await expect(done).resolves.toEqual({ entries: 2, distinct: 2 });
    expect(received).toEqual([lines[0], lines[1]]);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/chart/data/batch');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', signal });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      queries: [
        { key: 'b', context: context(2) },
        { key: 'a', context: context(1) },
      ],
    });
  });

  it('takes a last line without its newline', async () => {
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    stubFetch(() => new Response(text, { status: 200 }));
    const onEntry = vi.fn();
    await expect(streamChartDataBatch([], { onEntry })).resolves.toEqual({ entries: 2, distinct: 2 });
    expect(onEntry).toHaveBeenCalledTimes(2);
  });

  it("rejects a refused batch with the server's status and message", async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: { queries: ['Must NOT have more than 200 items.'] } }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const refused = streamChartDataBatch([], { onEntry: vi.fn() });
    await expect(refused).rejects.toBeInstanceOf(ChartDataBatchError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: '{"queries":["Must NOT have more than 200 items."]}',
    });
  });

  it('rejects an answer that ends before its done line', async () => {
    stubFetch(() => new Response(`${JSON.stringify(lines[0])}\n`, { status: 200 }));
    const onEntry = vi.fn();
    await expect(streamChartDataBatch([], { onEntry })).rejects.toThrow(/ended before/);
    expect(onEntry).toHaveBeenCalledTimes(1);
  });

  it('stops reading when onEntry throws, and rejects with its error', async () => {
    const body = controlledBody();
    stubFetch(() => new Response(body.stream, { status: 200 }));
    const cancelled = vi.spyOn(ReadableStreamDefaultReader.prototype, 'cancel');
    const read = streamChartDataBatch([], {
      onEntry: () => {
        throw new Error('chart gone');
      },
    });
    body.push(new TextEncoder().encode(`${JSON.stringify(lines[0])}\n`));
    await expect(read).rejects.toThrow('chart gone');
    expect(cancelled).toHaveBeenCalled();
  });
});
