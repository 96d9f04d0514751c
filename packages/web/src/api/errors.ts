import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { TFunction } from 'i18next';

/** Field name → messages, as in a 400 `{message:{field:["msg"]}}` validation answer. */
export type FieldErrors = Record<string, string[]>;

type ApiError = FetchBaseQueryError | SerializedError | undefined;

function isFetchError(error: ApiError): error is FetchBaseQueryError {
  return error !== undefined && 'status' in error;
}

function messageOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
}

/** SIP-40 errors: `{errors:[{message}]}`. */
function firstSip40Message(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  const message =
    typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

export function httpStatus(error: ApiError): number | undefined {
  if (!isFetchError(error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

export function fieldErrors(error: ApiError): FieldErrors | undefined {
  if (!isFetchError(error)) return undefined;
  const message = messageOf(error.data);
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(message)) {
    fields[field] = Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return fields;
}

/** One readable sentence for any failed call: the server's message when it sent one. */
export function errorMessage(error: ApiError, t: TFunction): string {
  if (error === undefined) return t('errors.unexpected');
  if (!isFetchError(error)) return error.message ?? t('errors.unexpected');
  const message = messageOf(error.data);
  if (typeof message === 'string') return message;
  const fields = fieldErrors(error);
  if (fields) {
    return Object.entries(fields)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('; ');
  }
  const sip40 = firstSip40Message(error.data);
  if (sip40) return sip40;
  switch (error.status) {
    case 'FETCH_ERROR':
      return t('errors.network');
    case 'TIMEOUT_ERROR':
      return t('errors.timeout');
    case 'PARSING_ERROR':
      return t('errors.status', { status: String(error.originalStatus) });
    case 'CUSTOM_ERROR':
      return error.error;
    default:
      return t('errors.status', { status: String(error.status) });
  }
}
