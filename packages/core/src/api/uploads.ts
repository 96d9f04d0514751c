import { Type, type Static } from 'typebox';
import { ownValue } from '../ownValue.js';

/**
 * File upload into a database (Superset 4.1+: `POST /api/v1/database/{id}/upload/` and
 * `POST /api/v1/database/upload_metadata/`). Both take multipart/form-data: the file travels as `file`,
 * every other field is text, parsed here into typed options with marshmallow's messages.
 */

export const UPLOAD_FILE_TYPES = ['csv', 'excel', 'columnar'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

export const ALREADY_EXISTS_CHOICES = ['fail', 'replace', 'append'] as const;
export type AlreadyExists = (typeof ALREADY_EXISTS_CHOICES)[number];

/** File extensions each type accepts (Superset's CSV_, EXCEL_ and COLUMNAR_EXTENSIONS); zip holds Parquet files. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadFileType, readonly string[]>> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xls', 'xlsx'],
  columnar: ['parquet', 'zip'],
};

export const FILE_EXTENSION_NOT_ALLOWED = 'File extension is not allowed.';

/** Column types an upload can give a column (column_data_types values map onto these). */
export const UPLOAD_COLUMN_TYPES = ['integer', 'float', 'string', 'boolean', 'date', 'timestamp'] as const;
export type UploadColumnType = (typeof UPLOAD_COLUMN_TYPES)[number];

/** pandas dtype names that Superset clients send in column_data_types, and a few SQL spellings. */
const TYPE_ALIASES: Readonly<Record<string, UploadColumnType>> = {
  int: 'integer',
  int8: 'integer',
  int16: 'integer',
  int32: 'integer',
  int64: 'integer',
  integer: 'integer',
  bigint: 'integer',
  float: 'float',
  float32: 'float',
  float64: 'float',
  double: 'float',
  number: 'float',
  str: 'string',
  string: 'string',
  object: 'string',
  text: 'string',
  varchar: 'string',
  bool: 'boolean',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamp',
  datetime64: 'timestamp',
  'datetime64[ns]': 'timestamp',
  timestamp: 'timestamp',
};

/** The multipart text fields of the upload request, as documented in the OpenAPI description. */
export const UploadFormFields = Type.Object(
  {
    type: Type.Union(UPLOAD_FILE_TYPES.map((t) => Type.Literal(t))),
    table_name: Type.String({ minLength: 1, maxLength: 10000 }),
    schema: Type.Optional(Type.String()),
    already_exists: Type.Optional(Type.Union(ALREADY_EXISTS_CHOICES.map((c) => Type.Literal(c)))),
    delimiter: Type.Optional(Type.String({ description: '[CSV] Field separator (default ",")' })),
    header_row: Type.Optional(Type.String({ description: '[CSV, Excel] Row index of the column names' })),
    skip_rows: Type.Optional(Type.String({ description: '[CSV, Excel] Lines skipped at the start' })),
    rows_to_read: Type.Optional(Type.String({ description: '[CSV, Excel] Rows read at most' })),
    null_values: Type.Optional(Type.String({ description: '[CSV, Excel] Comma list of null markers' })),
    column_dates: Type.Optional(Type.String({ description: '[CSV, Excel] Comma list of date columns' })),
    day_first: Type.Optional(Type.String({ description: '[CSV] DD/MM dates' })),
    decimal_character: Type.Optional(Type.String({ description: '[CSV] Decimal point character' })),
    skip_blank_lines: Type.Optional(Type.String({ description: '[CSV] Skip blank lines' })),
    skip_initial_space: Type.Optional(Type.String({ description: '[CSV] Skip spaces after the delimiter' })),
    columns_read: Type.Optional(Type.String({ description: 'Comma list of the columns to load' })),
    column_data_types: Type.Optional(Type.String({ description: '[CSV] JSON object {column: type}' })),
    index_column: Type.Optional(Type.String()),
    dataframe_index: Type.Optional(Type.String()),
    index_label: Type.Optional(Type.String()),
    sheet_name: Type.Optional(Type.String({ description: '[Excel] Sheet to read (default: the first)' })),
  },
  { additionalProperties: true },
);
export type UploadFormFields = Static<typeof UploadFormFields>;

export interface UploadOptions {
  type: UploadFileType;
  table_name: string;
  schema: string | null;
  already_exists: AlreadyExists;
  delimiter: string;
  /** Index of the row holding the column names, counted after `skip_rows`. */
  header_row: number;
  skip_rows: number;
  rows_to_read: number | null;
  /** Markers read as null; null keeps the reader's defaults (empty, NULL, NA, ...). */
  null_values: string[] | null;
  column_dates: string[];
  day_first: boolean;
  decimal_character: string;
  skip_blank_lines: boolean;
  skip_initial_space: boolean;
  columns_read: string[];
  column_data_types: Record<string, UploadColumnType>;
  index_column: string | null;
  dataframe_index: boolean;
  index_label: string | null;
  sheet_name: string | null;
}

/** upload_metadata's fields; skip_rows is Loupe's addition, so the names match what the upload reads. */
export type UploadMetadataOptions = Pick<
  UploadOptions,
  'type' | 'delimiter' | 'header_row' | 'skip_rows' | 'sheet_name'
>;

export const UploadFileMetadataItem = Type.Object({
  sheet_name: Type.Union([Type.String(), Type.Null()]),
  column_names: Type.Array(Type.String()),
});
export type UploadFileMetadataItem = Static<typeof UploadFileMetadataItem>;

/** POST /api/v1/database/upload_metadata/. */
export const UploadMetadataResponse = Type.Object({
  result: Type.Object({ items: Type.Array(UploadFileMetadataItem) }),
});
export type UploadMetadataResponse = Static<typeof UploadMetadataResponse>;

export type FormParse<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

type Fields = Readonly<Record<string, string | undefined>>;

const TRUE_VALUES = new Set(['true', 't', 'yes', 'y', 'on', '1']);
const FALSE_VALUES = new Set(['false', 'f', 'no', 'n', 'off', '0']);

/** Reads typed fields and collects marshmallow-style errors per field. */
class FieldReader {
  readonly errors: Record<string, string[]> = {};

  constructor(private readonly fields: Fields) {}

  private fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** The field's text; absent and empty both count as not given, as browsers send empty inputs. */
  raw(field: string): string | undefined {
    const value = this.fields[field];
    return value === undefined || value === '' ? undefined : value;
  }

  required(field: string): string {
    const value = this.raw(field);
    if (value === undefined) this.fail(field, 'Missing data for required field.');
    return value ?? '';
  }

  choice<T extends string>(field: string, choices: readonly T[], fallback?: T): T {
    const value = fallback === undefined ? this.required(field) : (this.raw(field) ?? fallback);
    if (value !== '' && !choices.includes(value as T))
      this.fail(field, `Must be one of: ${choices.join(', ')}.`);
    return value as T;
  }

  integer(field: string, fallback: number, min?: number): number {
    const value = this.raw(field);
    if (value === undefined) return fallback;
    const number = Number(value.trim());
    if (!/^[+-]?\d+$/.test(value.trim()) || !Number.isSafeInteger(number)) {
      this.fail(field, 'Not a valid integer.');
      return fallback;
    }
    if (min !== undefined && number < min) this.fail(field, `Must be greater than or equal to ${min}.`);
    return number;
  }

  boolean(field: string, fallback: boolean): boolean {
    const value = this.raw(field)?.trim().toLowerCase();
    if (value === undefined) return fallback;
    if (TRUE_VALUES.has(value)) return true;
    if (FALSE_VALUES.has(value)) return false;
    this.fail(field, 'Not a valid boolean.');
    return fallback;
  }

  /** Superset's DelimitedListField: a comma-separated list; items are trimmed and empty ones dropped. */
  list(field: string): string[] | null {
    const value = this.raw(field);
    if (value === undefined) return null;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }

  length(field: string, value: string, min: number, max: number): void {
    if (value !== '' && (value.length < min || value.length > max)) {
      this.fail(field, min === max ? `Length must be ${min}.` : `Length must be between ${min} and ${max}.`);
    }
  }

  columnTypes(field: string): Record<string, UploadColumnType> {
    const value = this.raw(field);
    if (value === undefined) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      this.fail(field, 'Not a valid JSON object of column names and types.');
      return {};
    }
    const out: Record<string, UploadColumnType> = {};
    for (const [column, type] of Object.entries(parsed)) {
      const alias = typeof type === 'string' ? type.trim().toLowerCase() : undefined;
      // Only the map's own names: "constructor" or "__proto__" is no column type.
      const mapped = alias !== undefined ? ownValue(TYPE_ALIASES, alias) : undefined;
      if (mapped) out[column] = mapped;
      else
        this.fail(
          field,
          `Unknown type ${JSON.stringify(type)} for column "${column}". Use one of: ${UPLOAD_COLUMN_TYPES.join(', ')}.`,
        );
    }
    return out;
  }

  result<T>(value: T): FormParse<T> {
    return Object.keys(this.errors).length ? { ok: false, errors: this.errors } : { ok: true, value };
  }
}

function optionalText(reader: FieldReader, field: string): string | null {
  return reader.raw(field) ?? null;
}

/** Parses the text fields of an upload request; the file itself is checked by the server. */
export function parseUploadForm(fields: Fields): FormParse<UploadOptions> {
  const r = new FieldReader(fields);
  const tableName = r.required('table_name');
  r.length('table_name', tableName, 1, 10000);
  const decimal = r.raw('decimal_character') ?? '.';
  r.length('decimal_character', decimal, 1, 1);
  const delimiter = r.raw('delimiter') ?? ',';
  r.length('delimiter', delimiter, 1, 4);
  return r.result<UploadOptions>({
    type: r.choice('type', UPLOAD_FILE_TYPES),
    table_name: tableName,
    schema: optionalText(r, 'schema'),
    already_exists: r.choice('already_exists', ALREADY_EXISTS_CHOICES, 'fail'),
    delimiter,
    header_row: r.integer('header_row', 0, 0),
    skip_rows: r.integer('skip_rows', 0, 0),
    rows_to_read: r.raw('rows_to_read') === undefined ? null : r.integer('rows_to_read', 1, 1),
    null_values: r.list('null_values'),
    column_dates: r.list('column_dates') ?? [],
    day_first: r.boolean('day_first', false),
    decimal_character: decimal,
    skip_blank_lines: r.boolean('skip_blank_lines', true),
    skip_initial_space: r.boolean('skip_initial_space', false),
    columns_read: r.list('columns_read') ?? [],
    column_data_types: r.columnTypes('column_data_types'),
    index_column: optionalText(r, 'index_column'),
    dataframe_index: r.boolean('dataframe_index', false),
    index_label: optionalText(r, 'index_label'),
    sheet_name: optionalText(r, 'sheet_name'),
  });
}

/** Parses the text fields of an upload_metadata request. */
export function parseUploadMetadataForm(fields: Fields): FormParse<UploadMetadataOptions> {
  const r = new FieldReader(fields);
  const delimiter = r.raw('delimiter') ?? ',';
  r.length('delimiter', delimiter, 1, 4);
  return r.result<UploadMetadataOptions>({
    type: r.choice('type', UPLOAD_FILE_TYPES),
    delimiter,
    header_row: r.integer('header_row', 0, 0),
    skip_rows: r.integer('skip_rows', 0, 0),
    sheet_name: optionalText(r, 'sheet_name'),
  });
}

/** The lower-cased extension of a file name, without the dot ('' when there is none). */
export function fileExtension(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function uploadExtensionAllowed(type: UploadFileType, filename: string): boolean {
  return UPLOAD_EXTENSIONS[type].includes(fileExtension(filename));
}
