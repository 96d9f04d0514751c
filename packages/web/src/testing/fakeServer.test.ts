import { describe, expect, it } from 'vitest';
import { contractViolation } from './fakeServer';
import { me } from './wire';

describe('the fake server keeps the wire contract', () => {
  it('accepts an answer the server could send', () => {
    expect(contractViolation('GET', '/api/v1/me/', 200, { result: me() })).toBeUndefined();
    expect(
      contractViolation('GET', '/api/v1/database/1/schemas/', 200, {
        result: ['main'],
        default_schema: null,
      }),
    ).toBeUndefined();
    expect(contractViolation('GET', '/api/v1/me/', 401, { message: 'Not authorized' })).toBeUndefined();
  });

  it("names what breaks the route's response schema", () => {
    expect(contractViolation('GET', '/api/v1/me/', 200, { result: { id: 1, username: 'admin' } })).toMatch(
      /^GET \/api\/v1\/me\/ 200: .*first_name/,
    );
    expect(contractViolation('GET', '/api/v1/database/1/schemas/', 200, { result: ['main'] })).toMatch(
      /default_schema/,
    );
    // Errors keep Superset's shape: SIP-40 items carry their type and level.
    expect(contractViolation('GET', '/api/v1/me/', 403, { errors: [{ message: 'No' }] })).toMatch(
      /error_type/,
    );
  });

  it('leaves answers without a JSON schema (legacy text answers) unchecked', () => {
    expect(contractViolation('PUT', '/tabstateview/1', 200, 1)).toBeUndefined();
  });
});
