import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { EN } from '../../../app/i18n/en';
import { failedStatement, runErrorMessage } from './runErrors';

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

describe('failedStatement', () => {
  it("reads the failing statement of a script from the error's extra", () => {
    const error = {
      status: 500,
      data: {
        errors: [
          {
            message: 'no such table: nope',
            extra: { statement: 'SELECT * FROM nope', statement_num: 2, statement_count: 3 },
          },
        ],
      },
    };
    expect(failedStatement(error)).toEqual({ sql: 'SELECT * FROM nope', num: 2, count: 3 });
  });

  it('is undefined when the server names no statement', () => {
    expect(failedStatement({ status: 500, data: { errors: [{ message: 'x', extra: {} }] } })).toBeUndefined();
    expect(failedStatement({ status: 500, data: { message: 'x' } })).toBeUndefined();
    expect(failedStatement(undefined)).toBeUndefined();
  });
});
