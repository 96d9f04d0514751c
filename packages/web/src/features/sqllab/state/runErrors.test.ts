import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { EN } from '../../../app/i18n/en';
import { runErrorMessage } from './runErrors';

const t = ((key: string) => {
  const [, group, name] = key.split('.');
  return (EN.sqllab as unknown as Record<string, Record<string, string>>)[group!]![name!];
}) as unknown as TFunction;

describe('runErrorMessage', () => {
  it("shows the server's SIP-40 or plain message", () => {
    expect(runErrorMessage({ status: 400, data: { errors: [{ message: 'no such table: x' }] } }, t)).toBe(
      'no such table: x',
    );
    expect(runErrorMessage({ status: 500, data: { message: 'Engine down' } }, t)).toBe('Engine down');
  });

  it("falls back to 'Unknown error'", () => {
    expect(runErrorMessage({ status: 500, data: {} }, t)).toBe('Unknown error');
    expect(runErrorMessage(undefined, t)).toBe('Unknown error');
  });

  it('replaces a CSRF token rejection with the session-timed-out message', () => {
    expect(runErrorMessage({ status: 400, data: { message: 'The CSRF token has expired.' } }, t)).toBe(
      'Your session timed out, please refresh your page and try again.',
    );
  });
});
