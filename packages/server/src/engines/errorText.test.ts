import { describe, expect, it } from 'vitest';
import { sanitizeEngineMessage } from './errorText.js';

const INTERNAL_HINT =
  "This error signals an assertion failure within DuckDB. This usually occurs due to unexpected conditions or errors in the program's logic.\n" +
  'For more information, see https://duckdb.org/docs/stable/dev/internal_errors';

describe('sanitizeEngineMessage', () => {
  it('drops the stack trace DuckDB appends to an internal error, keeping its explanation', () => {
    const message = [
      'INTERNAL Error: Attempted to dereference unique_ptr that is NULL!',
      INTERNAL_HINT,
      '',
      'Stack Trace:',
      '',
      '0        duckdb::Exception::Exception(duckdb::ExceptionType, std::string const&) + 52',
      '1        duckdb::InternalException::InternalException(std::string const&) + 20',
      '/work/main/node_modules/@duckdb/node-bindings-linux-x64/libduckdb.so(+0x1a2b3c) [0x7f3a2b1c0d0e]',
      '',
    ].join('\n');
    expect(sanitizeEngineMessage(message)).toBe(
      `INTERNAL Error: Attempted to dereference unique_ptr that is NULL!\n${INTERNAL_HINT}`,
    );
  });

  it.each(['Stack Trace:', 'stack trace', 'Backtrace:', 'Call stack:'])(
    'cuts at a %j header wherever it is',
    (header) => {
      expect(sanitizeEngineMessage(`Error: boom\n${header}\nanything at all\n/usr/lib/x.so`)).toBe(
        'Error: boom',
      );
    },
  );

  it('drops stand-alone frame lines of every shape', () => {
    const message = [
      'Invalid Input Error: something failed',
      '    at DuckDBConnection.run (/srv/loupe/node_modules/@duckdb/node-api/lib/DuckDBConnection.js:41:17)',
      '    at /srv/loupe/packages/server/dist/engines/duckdb/connection.js:88:5',
      '    at node:internal/process/task_queues:95:5',
      '3   libduckdb.dylib   0x000000010a1b2c3d  _ZN6duckdb9Exception + 60',
      '/usr/lib/libduckdb.so(_ZN6duckdb9ExceptionC2Ev+0x3c) [0x7f3a2b1c]',
      '[0x7f3a2b1c0d0e]',
      'more explanation',
    ].join('\n');
    expect(sanitizeEngineMessage(message)).toBe('Invalid Input Error: something failed\nmore explanation');
  });

  it.each([
    [
      'IO Error: Cannot open file "/home/loupe/data/examples.duckdb": No such file or directory',
      'IO Error: Cannot open file "examples.duckdb": No such file or directory',
    ],
    [
      'IO Error: Could not set lock on file "/srv/loupe/data/x.duckdb": Conflicting lock is held in /usr/bin/node (PID 12)',
      'IO Error: Could not set lock on file "x.duckdb": Conflicting lock is held in node (PID 12)',
    ],
    [
      'could not open file "/etc/passwd" for reading: Permission denied',
      'could not open file "passwd" for reading: Permission denied',
    ],
    [
      "Can't create/write to file '/tmp/MYa1b2c3' (Errcode: 28)",
      "Can't create/write to file 'MYa1b2c3' (Errcode: 28)",
    ],
    ['unable to open C:\\Users\\loupe\\data\\meta.db', 'unable to open meta.db'],
    ['cannot read file:///srv/loupe/data/secret_key now', 'cannot read secret_key now'],
  ])('replaces a server path by its last part: %s', (message, expected) => {
    expect(sanitizeEngineMessage(message)).toBe(expected);
  });

  it.each([
    'Parser Error: syntax error at or near "FROM"\nLINE 1: SELECT a/b/ FROM t\n                    ^',
    'Binder Error: Referenced column "x" not found in FROM clause!\nCandidate bindings: "a", "b"',
    "Conversion Error: Could not convert string '1/2/2024' to DATE",
    'See https://duckdb.org/docs/stable/sql/functions/dateformat for formats',
    'Division by zero: 1 /2/ 0',
    'relation "public.sales" does not exist',
  ])('leaves ordinary engine text as it is: %s', (message) => {
    expect(sanitizeEngineMessage(message)).toBe(message);
  });

  it('never answers an empty message', () => {
    expect(sanitizeEngineMessage('Stack Trace:\n0  duckdb::x() + 1')).toBe('The database reported an error.');
    expect(sanitizeEngineMessage('   ')).toBe('The database reported an error.');
  });
});
