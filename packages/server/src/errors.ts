import type { SupersetErrorItem } from '@loupe/core';

/**
 * Typed errors that services throw; the one error handler (platform/errorHandler.ts) maps them to
 * status codes and Superset's bodies. Anything else thrown becomes a 500 without internals.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { message: string | Record<string, string[]> } | { errors: SupersetErrorItem[] },
  ) {
    super(
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : 'API error',
    );
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string | Record<string, string[]>) {
    super(400, { message });
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message = 'Not authorized') {
    super(401, { message });
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = 'Forbidden') {
    super(403, { message });
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'Not found') {
    super(404, { message });
  }
}

/** Invalid command (uniqueness, integrity): Superset answers 422. */
export class UnprocessableError extends ApiError {
  constructor(message: string | Record<string, string[]>) {
    super(422, { message });
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(message: string) {
    super(429, { message });
  }
}
