import type { FastifyReply } from 'fastify';

/**
 * An abort signal for the request's client going away: the response closing before it was written.
 * Handed to an engine call as its `signal`, it stops the query on the engine (engines/cancellation.ts),
 * so routes never wire the socket to a cancel themselves.
 */
export function clientGone(reply: Pick<FastifyReply, 'raw'>): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}
