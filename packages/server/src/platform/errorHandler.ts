import { RisonError, type ErrorResponse } from '@loupe/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Ajv issues as marshmallow reports them: `{field: ["message"]}`, so Superset clients show them. */
export function validationMessages(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): Record<string, string[]> {
  // A Map, not an object: a field named `__proto__` (a poisoned body) must be a key like any other.
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    let field = path;
    let message = issue.message ?? 'Invalid value.';
    if (issue.keyword === 'required') {
      field = [path, String(issue.params?.missingProperty ?? '')].filter(Boolean).join('.');
      message = 'Missing data for required field.';
    } else if (issue.keyword === 'additionalProperties') {
      field = [path, String(issue.params?.additionalProperty ?? '')].filter(Boolean).join('.');
      message = 'Unknown field.';
    } else {
      message = `${message.charAt(0).toUpperCase()}${message.slice(1)}${message.endsWith('.') ? '' : '.'}`;
    }
    const key = field || (context === 'body' ? '_schema' : (context ?? '_schema'));
    out.set(key, [...(out.get(key) ?? []), message]);
  }
  return Object.fromEntries(out);
}

/** What the client is answered for an error: its status and JSON body (Superset's shapes). */
export interface ErrorAnswer {
  status: number;
  body: ErrorResponse;
  /** A server fault whose details stay hidden: the caller logs `error` with the request id. */
  unexpected: boolean;
}

/**
 * The one mapping from an error to its answer: typed errors keep their status and Superset body;
 * validation and parse errors become 400s naming the fields; anything else is a 500 that hides
 * internals. Used by the error handler and by answers that carry several requests' errors (the
 * chart-data batch's lines).
 */
export function errorAnswer(
  error: Partial<Pick<FastifyError, 'statusCode' | 'validation' | 'validationContext'>> & {
    message?: string;
  },
  requestId: string,
): ErrorAnswer {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body, unexpected: false };
  if (error instanceof RisonError)
    return { status: 400, body: { message: error.message }, unexpected: false };
  if (error.validation) {
    const message = validationMessages(error.validation, error.validationContext);
    return { status: 400, body: { message }, unexpected: false };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Client errors from Fastify and the body parser (malformed JSON, wrong content type, body too
    // large) carry safe, useful text.
    return { status, body: { message: error.message }, unexpected: false };
  }
  return {
    status: 500,
    body: { message: `Internal server error (request id ${requestId})` },
    unexpected: true,
  };
}

/**
 * The one error handler: errors answered as `errorAnswer` maps them; a 500 is logged with the
 * request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request.id);
    if (answer.unexpected) request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(answer.status).send(answer.body);
  });
}
