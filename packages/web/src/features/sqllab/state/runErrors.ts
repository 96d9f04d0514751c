import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { TFunction } from 'i18next';

function textOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { errors, message, error } = data as { errors?: unknown; message?: unknown; error?: unknown };
  if (Array.isArray(errors)) {
    const first: unknown = errors[0];
    const text =
      typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
    if (typeof text === 'string' && text !== '') return text;
  }
  if (typeof message === 'string' && message !== '') return message;
  if (typeof error === 'string' && error !== '') return error;
  return undefined;
}

/**
 * The text shown for a failed run (spec 000 §8): the server's message, 'Unknown error' without one,
 * (or the caller's `fallback`), and the session-timed-out sentence when the server rejected an
 * expired CSRF token.
 */
export function runErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  t: TFunction,
  fallback: string = t('sqllab.errors.unknown'),
): string {
  const data = error && 'status' in error ? error.data : undefined;
  const text = textOf(data) ?? (error && !('status' in error) ? error.message : undefined);
  if (!text) return fallback;
  if (text.includes('CSRF token')) return t('sqllab.errors.sessionTimedOut');
  return text;
}
