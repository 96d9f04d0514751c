import secureJson from 'secure-json-parse';

/**
 * JSON text that came with a request (a body, a form field holding JSON, a JSON string inside a
 * JSON body), parsed as Fastify's own body parser does: a `__proto__` key or a
 * `constructor.prototype` anywhere is refused with a SyntaxError, so nothing parsed can reach an
 * object's prototype when it is later merged or assigned. Malformed JSON throws a SyntaxError too;
 * callers answer both with their usual 400.
 */
export function parseJsonText(text: string): unknown {
  return secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' }) as unknown;
}
