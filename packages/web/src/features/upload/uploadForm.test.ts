import { describe, expect, it } from 'vitest';
import {
  acceptedExtensions,
  buildMetadataForm,
  buildUploadForm,
  columnTypesProblem,
  initialUploadValues,
  schemasAllowedForUpload,
  type UploadFormValues,
} from './uploadForm';

function entries(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, name) => {
    out[name] = typeof value === 'string' ? value : `file:${(value as File).name}`;
  });
  return out;
}

const FILE = new File(['x'], 'data.csv');

describe('buildUploadForm', () => {
  const values: UploadFormValues = {
    ...initialUploadValues(),
    database: 1,
    table_name: 'sales',
    schema: 'public',
    sheet_name: 'Q1',
    rows_to_read: 10,
    null_values: ['NA', '-'],
    column_dates: ['day'],
    columns_read: ['day', 'amount'],
    column_data_types: '{"amount": "float"}',
    dataframe_index: true,
    index_label: 'row',
  };

  it('sends the CSV fields, lists as comma lists, and leaves empty ones out', () => {
    expect(entries(buildUploadForm('csv', FILE, values))).toEqual({
      type: 'csv',
      file: 'file:data.csv',
      table_name: 'sales',
      schema: 'public',
      already_exists: 'fail',
      delimiter: ',',
      header_row: '0',
      skip_rows: '0',
      rows_to_read: '10',
      null_values: 'NA,-',
      day_first: 'false',
      decimal_character: '.',
      column_dates: 'day',
      columns_read: 'day,amount',
      column_data_types: '{"amount": "float"}',
      dataframe_index: 'true',
      index_label: 'row',
    });
  });

  it('sends only what Excel and Columnar uploads take', () => {
    expect(Object.keys(entries(buildUploadForm('excel', FILE, values)))).toEqual([
      'type',
      'file',
      'table_name',
      'schema',
      'already_exists',
      'sheet_name',
      'header_row',
      'skip_rows',
      'rows_to_read',
      'null_values',
      'column_dates',
      'columns_read',
      'dataframe_index',
      'index_label',
    ]);
    expect(Object.keys(entries(buildUploadForm('columnar', FILE, values)))).toEqual([
      'type',
      'file',
      'table_name',
      'schema',
      'already_exists',
      'columns_read',
      'dataframe_index',
      'index_label',
    ]);
  });
});

describe('upload form helpers', () => {
  it('asks upload_metadata for what the column names depend on', () => {
    expect(entries(buildMetadataForm('csv', FILE, { delimiter: ';', header_row: 2, skip_rows: 1 }))).toEqual({
      type: 'csv',
      file: 'file:data.csv',
      delimiter: ';',
      header_row: '2',
      skip_rows: '1',
    });
    expect(
      entries(buildMetadataForm('columnar', FILE, { delimiter: ',', header_row: 0, skip_rows: 0 })),
    ).toEqual({
      type: 'columnar',
      file: 'file:data.csv',
    });
  });

  it.each([
    ['csv', '.csv,.tsv,.txt'],
    ['excel', '.xls,.xlsx'],
    ['columnar', '.parquet,.zip'],
  ] as const)('accepts %s files as %s', (type, accept) => {
    expect(acceptedExtensions(type)).toBe(accept);
  });

  it.each([
    [undefined, []],
    [{ id: 1, database_name: 'a', backend: 'x', extra: null }, []],
    [{ id: 1, database_name: 'a', backend: 'x', extra: 'not json' }, []],
    [
      { id: 1, database_name: 'a', backend: 'x', extra: '{"schemas_allowed_for_file_upload": ["up"]}' },
      ['up'],
    ],
  ])('reads the upload schemas of %j', (database, schemas) => {
    expect(schemasAllowedForUpload(database)).toEqual(schemas);
  });

  it.each([
    ['', undefined],
    ['{"a": "int"}', undefined],
    ['[1]', 'invalidJson'],
    ['{a: int}', 'invalidJson'],
  ])('column types %s: %s', (text, problem) => {
    expect(columnTypesProblem(text)).toBe(problem);
  });
});
