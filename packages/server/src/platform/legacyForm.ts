import { isRecord } from '@loupe/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors.js';
import { parseJsonText } from './jsonText.js';

/**
 * Superset's legacy MVC views (/tabstateview/, /tableschemaview/, /kv/store/) read url-encoded forms
 * whose every field holds a JSON string (`sql="SELECT 1"`, `autorun=true`). The same fields are also
 * accepted as a JSON body, where they are taken as they are.
 */
function isForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

export function parseJsonField(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return parseJsonText(value);
  } catch {
    throw new BadRequestError({ [name]: ['Field cannot be decoded by JSON.'] });
  }
}

/** The body's fields, decoded from JSON strings when the body is a form. */
export function legacyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (!isRecord(body)) throw new BadRequestError('Request body must be an object');
  if (!isForm(request)) return body;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, parseJsonField(k, v)]));
}

/** A field that wraps an object (`queryEditor`, `table`): the object, or a JSON string of one. */
export function objectField(fields: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = typeof fields[name] === 'string' ? parseJsonField(name, fields[name]) : fields[name];
  if (!isRecord(value)) throw new BadRequestError({ [name]: ['Missing data for required field.'] });
  return value;
}

/** Legacy views answer `json.dumps(value)`: a bare JSON number or string such as `5` or `"OK"`. */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json').send(JSON.stringify(value));
}
