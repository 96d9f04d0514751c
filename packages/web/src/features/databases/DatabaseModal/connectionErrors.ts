import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ConnectionError } from '../../../api/databases';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The SIP-40 `errors` list of a failed connection call, if the answer had one. */
export function connectionErrors(error: ApiError): ConnectionError[] {
  if (!error || !('status' in error)) return [];
  const data = error.data as { errors?: unknown } | undefined;
  if (!Array.isArray(data?.errors)) return [];
  return data.errors.filter(
    (item): item is ConnectionError =>
      typeof item === 'object' && item !== null && typeof (item as ConnectionError).message === 'string',
  );
}

export interface FieldError {
  name: ['parameters', string];
  errors: string[];
}

export interface ValidationOutcome {
  fields: FieldError[];
  /** Errors about the connection as a whole (not one field), shown above the form. */
  general: string[];
}

/**
 * Maps `validate_parameters` errors onto the parameter fields: `extra.missing` fields get the spec's
 * "This is a required field", `extra.invalid` fields get the error's own message.
 */
export function mapValidationErrors(errors: ConnectionError[], requiredText: string): ValidationOutcome {
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  const add = (field: string, message: string): void => {
    const existing = byField.get(field) ?? [];
    if (!existing.includes(message)) byField.set(field, [...existing, message]);
  };
  for (const error of errors) {
    const missing = error.extra?.missing ?? [];
    const invalid = error.extra?.invalid ?? [];
    for (const field of missing) add(field, requiredText);
    for (const field of invalid) add(field, error.message);
    if (missing.length === 0 && invalid.length === 0) general.push(error.message);
  }
  return {
    fields: [...byField].map(([field, messages]) => ({ name: ['parameters', field], errors: messages })),
    general,
  };
}
