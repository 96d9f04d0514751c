import { BadRequestError } from '../../errors.js';

/**
 * A query object the compiler refuses, with Superset's message (QueryObjectValidationError): the
 * chart data API answers it with a 400.
 */
export class QueryObjectValidationError extends BadRequestError {
  constructor(message: string) {
    super(message);
    this.name = 'QueryObjectValidationError';
  }
}

/** Superset's message for an adhoc SQL fragment with a sub-query (ALLOW_ADHOC_SUBQUERY off). */
export const SUBQUERY_MESSAGE = 'Custom SQL fields cannot contain sub-queries.';
