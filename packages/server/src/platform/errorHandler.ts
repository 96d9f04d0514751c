import { RisonError } from '@loupe/core';
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
  const out: Record<string, string[]> = {};
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
    (out[key] ??= []).push(message);
  }
  return out;
}

/**
 * The one error handler: typed errors keep their status and Superset body; validation and parse
 * errors become 400s naming the fields; anything else is a 500 that hides internals and is logged
 * with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    if (error instanceof RisonError) return reply.code(400).send({ message: error.message });
    if (error.validation) {
      return reply.code(400).send({ message: validationMessages(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Client errors from Fastify and the body parser (malformed JSON, wrong content type, body too
      // large) carry safe, useful text.
      const message = error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ message: `Internal server error (request id ${request.id})` });
  });
}
