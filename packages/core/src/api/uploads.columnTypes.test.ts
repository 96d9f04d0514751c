import { describe, expect, it } from 'vitest';
import { parseUploadForm } from './uploads.js';

describe('column_data_types names', () => {
  // Names are trimmed and lower-cased first, so these are the ones that reach Object.prototype.
  it.each(['constructor', '__proto__', ' Constructor ', 'CONSTRUCTOR'])(
    'refuses %j, which only an inherited property of the alias map would match',
    (type) => {
      const parsed = parseUploadForm({
        type: 'csv',
        table_name: 't',
        column_data_types: JSON.stringify({ a: type }),
      });
      expect(parsed).toEqual({
        ok: false,
        errors: {
          column_data_types: [
            `Unknown type "${type}" for column "a". Use one of: integer, float, string, boolean, date, timestamp.`,
          ],
        },
      });
    },
  );

  it('still maps the known aliases', () => {
    const parsed = parseUploadForm({ type: 'csv', table_name: 't', column_data_types: '{"a": "Int64"}' });
    expect(parsed.ok && parsed.value.column_data_types).toEqual({ a: 'integer' });
  });
});
