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

/** The statement of a script that failed, as the server names it in the error's extra. */
export interface FailedStatement {
  sql: string;
  /** 1-based position in the script. */
  num: number;
  count: number;
}

/** Which statement the engine refused, when the server says (SQL Lab's execute errors carry it). */
export function failedStatement(
  error: FetchBaseQueryError | SerializedError | undefined,
): FailedStatement | undefined {
  const data = error && 'status' in error ? error.data : undefined;
  const errors =
    typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const extra =
    typeof first === 'object' && first !== null ? (first as { extra?: unknown }).extra : undefined;
  if (typeof extra !== 'object' || extra === null) return undefined;
  const { statement, statement_num: num, statement_count: count } = extra as Record<string, unknown>;
  if (typeof statement !== 'string' || statement === '') return undefined;
  return {
    sql: statement,
    num: typeof num === 'number' ? num : 1,
    count: typeof count === 'number' ? count : 1,
  };
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
