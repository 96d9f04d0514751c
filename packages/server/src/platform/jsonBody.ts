import type { FastifyError, FastifyInstance } from 'fastify';
import { parseJsonText } from './jsonText.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text as it came, for routes that key on it (chart data's repeat answers). */
    rawJsonBody?: string;
  }
}

/**
 * JSON bodies, with one leniency Superset clients rely on: a DELETE or POST sent with
 * `Content-Type: application/json` and no body at all is an empty request, not a parse error.
 * Malformed JSON is still a 400, and so is a body with a `__proto__` or `constructor.prototype` key
 * (the prototype-poisoning protection of Fastify's default parser, which this one replaces).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.decorateRequest('rawJsonBody', undefined);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawJsonBody = text;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, parseJsonText(text));
    } catch (e) {
      const error = new Error(`Request body is not valid JSON: ${(e as Error).message}`) as FastifyError;
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}
