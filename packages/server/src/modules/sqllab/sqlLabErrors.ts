import type { SupersetErrorItem } from '@loupe/core';
import { ApiError } from '../../errors.js';

/** Superset's issue codes per error type, so clients can show the same help. */
const ISSUE_CODES: Readonly<Record<string, readonly [number, string][]>> = {
  GENERIC_DB_ENGINE_ERROR: [[1002, 'The database returned an unexpected error.']],
  SYNTAX_ERROR: [[1030, 'The query has a syntax error.']],
  TABLE_DOES_NOT_EXIST_ERROR: [
    [1003, 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.'],
    [1005, 'The table was deleted or renamed in the database.'],
  ],
  COLUMN_DOES_NOT_EXIST_ERROR: [
    [1003, 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.'],
    [1004, 'The column was deleted or renamed in the database.'],
  ],
  SCHEMA_DOES_NOT_EXIST_ERROR: [
    [1003, 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.'],
    [1016, 'The schema was deleted or renamed in the database.'],
  ],
  DML_NOT_ALLOWED_ERROR: [[1022, 'Database does not allow data manipulation.']],
  SQLLAB_TIMEOUT_ERROR: [
    [1026, 'Query is too complex and takes too long to run.'],
    [1027, 'The database is currently running too many queries.'],
  ],
  MISSING_TEMPLATE_PARAMS_ERROR: [[1006, 'One or more parameters specified in the query are missing.']],
  INVALID_TEMPLATE_PARAMS_ERROR: [[1028, 'One or more parameters specified in the query are malformed.']],
  DATABASE_SECURITY_ACCESS_ERROR: [[1017, "User doesn't have the proper permissions."]],
  RESULTS_BACKEND_ERROR: [[1021, 'Results backend needed for asynchronous queries is not configured.']],
};

/** Superset's message for DML against a database that does not allow it. */
export const DML_NOT_ALLOWED_MESSAGE = 'Only SELECT statements are allowed against this database.';

/** One SIP-40 error item with its issue codes. */
export function errorItem(
  message: string,
  errorType: string,
  extra: Record<string, unknown> = {},
): SupersetErrorItem {
  const issues = (ISSUE_CODES[errorType] ?? []).map(([code, text]) => ({
    code,
    message: `Issue ${code} - ${text}`,
  }));
  return { message, error_type: errorType, level: 'error', extra: { ...extra, issue_codes: issues } };
}

/** A SQL Lab failure in the SIP-40 shape with Superset's status for it. */
export function sqlLabError(
  status: number,
  message: string,
  errorType: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, { errors: [errorItem(message, errorType, extra)] });
}
