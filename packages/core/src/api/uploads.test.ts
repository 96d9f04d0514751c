import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  parseUploadForm,
  parseUploadMetadataForm,
  uploadExtensionAllowed,
  type UploadFileType,
  type UploadOptions,
} from './uploads.js';

describe('parseUploadForm', () => {
  it('fills Superset defaults for a minimal CSV form', () => {
    expect(parseUploadForm({ type: 'csv', table_name: 'sales' })).toEqual({
      ok: true,
      value: {
        type: 'csv',
        table_name: 'sales',
        schema: null,
        already_exists: 'fail',
        delimiter: ',',
        header_row: 0,
        skip_rows: 0,
        rows_to_read: null,
        null_values: null,
        column_dates: [],
        day_first: false,
        decimal_character: '.',
        skip_blank_lines: true,
        skip_initial_space: false,
        columns_read: [],
        column_data_types: {},
        index_column: null,
        dataframe_index: false,
        index_label: null,
        sheet_name: null,
      } satisfies UploadOptions,
    });
  });

  it('reads every typed field', () => {
    const result = parseUploadForm({
      type: 'csv',
      table_name: 't',
      schema: 'public',
      already_exists: 'replace',
      delimiter: ';',
      header_row: '2',
      skip_rows: '1',
      rows_to_read: '10',
      null_values: 'NA, -,',
      column_dates: 'day, at',
      day_first: 'true',
      decimal_character: ',',
      skip_blank_lines: 'false',
      columns_read: 'a,b',
      column_data_types: '{"a": "int64", "b": "str", "c": "datetime64[ns]"}',
      index_column: 'a',
      dataframe_index: '1',
      index_label: 'idx',
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        schema: 'public',
        already_exists: 'replace',
        delimiter: ';',
        header_row: 2,
        skip_rows: 1,
        rows_to_read: 10,
        null_values: ['NA', '-'],
        column_dates: ['day', 'at'],
        day_first: true,
        decimal_character: ',',
        skip_blank_lines: false,
        columns_read: ['a', 'b'],
        column_data_types: { a: 'integer', b: 'string', c: 'timestamp' },
        index_column: 'a',
        dataframe_index: true,
        index_label: 'idx',
      },
    });
  });

  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    [
      'missing type and table',
      {},
      { table_name: ['Missing data for required field.'], type: ['Missing data for required field.'] },
    ],
    [
      'an unknown type',
      { type: 'json', table_name: 't' },
      { type: ['Must be one of: csv, excel, columnar.'] },
    ],
    [
      'an unknown already_exists',
      { type: 'csv', table_name: 't', already_exists: 'merge' },
      { already_exists: ['Must be one of: fail, replace, append.'] },
    ],
    [
      'a text header_row',
      { type: 'csv', table_name: 't', header_row: 'x' },
      { header_row: ['Not a valid integer.'] },
    ],
    [
      'a negative skip_rows',
      { type: 'csv', table_name: 't', skip_rows: '-1' },
      { skip_rows: ['Must be greater than or equal to 0.'] },
    ],
    [
      'rows_to_read 0',
      { type: 'csv', table_name: 't', rows_to_read: '0' },
      { rows_to_read: ['Must be greater than or equal to 1.'] },
    ],
    [
      'a bad boolean',
      { type: 'csv', table_name: 't', day_first: 'maybe' },
      { day_first: ['Not a valid boolean.'] },
    ],
    [
      'a two-character decimal',
      { type: 'csv', table_name: 't', decimal_character: ',,' },
      { decimal_character: ['Length must be 1.'] },
    ],
    [
      'column_data_types that is not JSON',
      { type: 'csv', table_name: 't', column_data_types: '{a:int}' },
      { column_data_types: ['Not a valid JSON object of column names and types.'] },
    ],
    [
      'an unknown column type',
      { type: 'csv', table_name: 't', column_data_types: '{"a": "complex128"}' },
      {
        column_data_types: [
          'Unknown type "complex128" for column "a". Use one of: integer, float, string, boolean, date, timestamp.',
        ],
      },
    ],
  ])('refuses %s', (_case, fields, errors) => {
    expect(parseUploadForm(fields)).toEqual({ ok: false, errors });
  });

  it('treats empty fields as absent, as browsers send empty inputs', () => {
    const result = parseUploadForm({
      type: 'excel',
      table_name: 't',
      schema: '',
      rows_to_read: '',
      sheet_name: '',
    });
    expect(result).toMatchObject({ ok: true, value: { schema: null, rows_to_read: null, sheet_name: null } });
  });
});

describe('parseUploadMetadataForm', () => {
  it('reads type, delimiter, header row and sheet', () => {
    expect(parseUploadMetadataForm({ type: 'excel', header_row: '1', sheet_name: 'Q1' })).toEqual({
      ok: true,
      value: { type: 'excel', delimiter: ',', header_row: 1, skip_rows: 0, sheet_name: 'Q1' },
    });
  });

  it('requires the type', () => {
    expect(parseUploadMetadataForm({})).toEqual({
      ok: false,
      errors: { type: ['Missing data for required field.'] },
    });
  });
});

describe('file extensions', () => {
  it.each<[UploadFileType, string, boolean]>([
    ['csv', 'data.csv', true],
    ['csv', 'DATA.TSV', true],
    ['csv', 'notes.txt', true],
    ['csv', 'data.xlsx', false],
    ['csv', 'csv', false],
    ['excel', 'book.xlsx', true],
    ['excel', 'book.xls', true],
    ['excel', 'book.csv', false],
    ['columnar', 'flights.parquet', true],
    ['columnar', 'parts.zip', true],
    ['columnar', 'flights.csv', false],
  ])('%s accepts %s: %s', (type, name, allowed) => {
    expect(uploadExtensionAllowed(type, name)).toBe(allowed);
  });

  it.each([
    ['a.b.CSV', 'csv'],
    ['C:\\dir\\x.parquet', 'parquet'],
    ['.hidden', ''],
    ['noext', ''],
  ])('fileExtension(%s) = %s', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});
