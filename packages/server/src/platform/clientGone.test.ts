import { EventEmitter } from 'node:events';

import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';

import { clientGone } from './clientGone.js';

function fakeReply(): {
  reply: Pick<FastifyReply, 'raw'>;
  raw: EventEmitter & { writableFinished: boolean };
} {
  const raw = Object.assign(new EventEmitter(), { writableFinished: false });
  return { reply: { raw } as unknown as Pick<FastifyReply, 'raw'>, raw };
}

describe('clientGone', () => {
  it('aborts when the response closes before it was written', () => {
    const { reply, raw } = fakeReply();
    const signal = clientGone(reply);
    expect(signal.aborted).toBe(false);
    raw.emit('close');
    expect(signal.aborted).toBe(true);
  });

  it('stays quiet when the response closes after being written', () => {
    const { reply, raw } = fakeReply();
    const signal = clientGone(reply);
    raw.writableFinished = true;
    raw.emit('close');
    expect(signal.aborted).toBe(false);
  });
});
