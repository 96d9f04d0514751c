import { describe, expect, it } from 'vitest';
import { createMockDatabase } from '../../../testing/dataFactories';
import { mapValidationErrors } from './connectionErrors';
import { buildExtra, databaseToValues, isJsonObjectText, queryToText, textToQuery } from './databaseForm';

describe('databaseForm', () => {
  it('reads extra into the Advanced fields and writes it back, keeping keys it does not show', () => {
    const database = createMockDatabase({
      extra: JSON.stringify({
        metadata_params: { a: 1 },
        engine_params: {},
        metadata_cache_timeout: { schema_cache_timeout: 60 },
        schemas_allowed_for_file_upload: ['public', 'uploads'],
        cost_estimate_enabled: true,
        allow_multi_catalog: true,
      }),
    });
    const values = databaseToValues(database);
    expect(values).toMatchObject({
      schema_cache_timeout: 60,
      table_cache_timeout: null,
      schemas_allowed_for_file_upload: 'public, uploads',
      cost_estimate_enabled: true,
      allows_virtual_table_explore: true,
    });
    expect(JSON.parse(buildExtra(values, JSON.parse(database.extra!) as Record<string, unknown>))).toEqual({
      metadata_params: { a: 1 },
      engine_params: {},
      metadata_cache_timeout: { schema_cache_timeout: 60 },
      schemas_allowed_for_file_upload: ['public', 'uploads'],
      cost_estimate_enabled: true,
      disable_data_preview: false,
      allows_virtual_table_explore: true,
      allow_multi_catalog: true,
    });
  });

  it.each([
    [undefined, true],
    ['', true],
    ['{}', true],
    ['{"a": 1}', true],
    ['[1]', false],
    ['"text"', false],
    ['{oops', false],
  ])('isJsonObjectText(%j) is %s', (text, expected) => {
    expect(isJsonObjectText(text)).toBe(expected);
  });

  it('turns additional parameters text into the query object and back', () => {
    expect(textToQuery(' sslmode=require&x=a%20b ')).toEqual({ sslmode: 'require', x: 'a b' });
    expect(textToQuery('')).toEqual({});
    expect(queryToText({ sslmode: 'require' })).toBe('sslmode=require');
    expect(queryToText(undefined)).toBe('');
  });
});

describe('mapValidationErrors', () => {
  it('puts missing and invalid fields on the form and keeps the rest for the alert', () => {
    const outcome = mapValidationErrors(
      [
        { message: 'One or more parameters are missing: host', extra: { missing: ['host'] } },
        { message: 'The port is closed.', extra: { invalid: ['port'] } },
        { message: 'The hostname provided cannot be resolved.', extra: { invalid: ['host'] } },
        { message: 'Unknown failure' },
      ],
      'This is a required field',
    );
    expect(outcome.fields).toEqual([
      {
        name: ['parameters', 'host'],
        errors: ['This is a required field', 'The hostname provided cannot be resolved.'],
      },
      { name: ['parameters', 'port'], errors: ['The port is closed.'] },
    ]);
    expect(outcome.general).toEqual(['Unknown failure']);
  });
});
