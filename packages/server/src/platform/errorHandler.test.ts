import { describe, expect, it } from 'vitest';
import { validationMessages } from './errorHandler.js';

type Issue = Parameters<typeof validationMessages>[0][number];

describe('validationMessages', () => {
  it.each<[string, Issue[], string | undefined, Record<string, string[]>]>([
    [
      'a missing field at the root',
      [{ instancePath: '', keyword: 'required', params: { missingProperty: 'name' }, message: 'x' }],
      'body',
      { name: ['Missing data for required field.'] },
    ],
    [
      'a missing nested field',
      [{ instancePath: '/owner', keyword: 'required', params: { missingProperty: 'id' } }],
      'body',
      { 'owner.id': ['Missing data for required field.'] },
    ],
    [
      'an unknown field',
      [{ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'is_admin' } }],
      'body',
      { is_admin: ['Unknown field.'] },
    ],
    [
      'a wrong type, capitalized with a full stop',
      [{ instancePath: '/roles/0', keyword: 'type', message: 'must be integer' }],
      'body',
      { 'roles.0': ['Must be integer.'] },
    ],
    [
      'two issues on one field',
      [
        { instancePath: '/email', keyword: 'minLength', message: 'too short' },
        { instancePath: '/email', keyword: 'pattern', message: 'bad pattern' },
      ],
      'body',
      { email: ['Too short.', 'Bad pattern.'] },
    ],
    [
      'a whole-body issue',
      [{ instancePath: '', keyword: 'type', message: 'must be object' }],
      'body',
      { _schema: ['Must be object.'] },
    ],
    [
      'a whole-querystring issue',
      [{ instancePath: '', keyword: 'type', message: 'must be object' }],
      'querystring',
      { querystring: ['Must be object.'] },
    ],
    ['no message at all', [{ instancePath: '/a', keyword: 'x' }], 'body', { a: ['Invalid value.'] }],
  ])('%s', (_name, issues, context, expected) => {
    expect(validationMessages(issues, context)).toEqual(expected);
  });
});
