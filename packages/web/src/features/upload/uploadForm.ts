import { parseDatabaseExtra, UPLOAD_EXTENSIONS, type AlreadyExists, type UploadFileType } from '@loupe/core';
import type { UploadDatabase } from '../../api/uploads';

/** The upload dialog's form, as antd holds it; `buildUploadForm` turns it into the request's fields. */
export interface UploadFormValues {
  database?: number;
  schema?: string;
  table_name?: string;
  already_exists: AlreadyExists;
  delimiter: string;
  sheet_name?: string;
  header_row?: number | null;
  skip_rows?: number | null;
  rows_to_read?: number | null;
  null_values: string[];
  day_first: boolean;
  decimal_character: string;
  column_dates: string[];
  columns_read: string[];
  column_data_types: string;
  index_column?: string;
  dataframe_index: boolean;
  index_label: string;
}

type Field = Exclude<keyof UploadFormValues, 'database'>;

/** Which fields each file type sends (Superset's upload form shows the same ones). */
export const FIELDS_BY_TYPE: Readonly<Record<UploadFileType, readonly Field[]>> = {
  csv: [
    'delimiter',
    'header_row',
    'skip_rows',
    'rows_to_read',
    'null_values',
    'day_first',
    'decimal_character',
    'column_dates',
    'columns_read',
    'column_data_types',
    'index_column',
    'dataframe_index',
    'index_label',
  ],
  excel: [
    'sheet_name',
    'header_row',
    'skip_rows',
    'rows_to_read',
    'null_values',
    'column_dates',
    'columns_read',
    'index_column',
    'dataframe_index',
    'index_label',
  ],
  columnar: ['columns_read', 'dataframe_index', 'index_label'],
};

export function initialUploadValues(): UploadFormValues {
  return {
    already_exists: 'fail',
    delimiter: ',',
    header_row: 0,
    skip_rows: 0,
    rows_to_read: null,
    null_values: [],
    day_first: false,
    decimal_character: '.',
    column_dates: [],
    columns_read: [],
    column_data_types: '',
    dataframe_index: false,
    index_label: '',
  };
}

/** The file picker's `accept`: ".csv,.tsv,.txt". */
export function acceptedExtensions(type: UploadFileType): string {
  return UPLOAD_EXTENSIONS[type].map((extension) => `.${extension}`).join(',');
}

/** A form field as text, or undefined when it is empty and so not sent (the server applies its default). */
function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.length ? value.map(String).join(',') : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** The multipart body of POST /api/v1/database/{id}/upload/. */
export function buildUploadForm(type: UploadFileType, file: File, values: UploadFormValues): FormData {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  const always: Field[] = ['table_name', 'schema', 'already_exists'];
  for (const field of [...always, ...FIELDS_BY_TYPE[type]]) {
    const text = fieldText(values[field]);
    if (text !== undefined) form.append(field, text);
  }
  return form;
}

/** The multipart body of POST /api/v1/database/upload_metadata/: what the column names depend on. */
export function buildMetadataForm(
  type: UploadFileType,
  file: File,
  values: Pick<UploadFormValues, 'delimiter' | 'header_row' | 'skip_rows'>,
): FormData {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  if (type === 'csv') form.append('delimiter', values.delimiter);
  if (type !== 'columnar') {
    form.append('header_row', String(values.header_row ?? 0));
    form.append('skip_rows', String(values.skip_rows ?? 0));
  }
  return form;
}

/** The schemas a database takes uploads into; empty means any schema. */
export function schemasAllowedForUpload(database: UploadDatabase | undefined): string[] {
  const extra = parseDatabaseExtra(database?.extra);
  return typeof extra === 'string' ? [] : (extra.schemas_allowed_for_file_upload ?? []).map(String);
}

/** A column_data_types text that is not a JSON object, as the form's validation message key. */
export function columnTypesProblem(text: string): 'invalidJson' | undefined {
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? undefined
      : 'invalidJson';
  } catch {
    return 'invalidJson';
  }
}
