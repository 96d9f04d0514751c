import { duckdb } from '../../engines/duckdb/driver.js';
import type { UploadFileMetadataItem, UploadMetadataOptions } from '@loupe/core';

import { parquetFiles } from './columnarReader.js';
import { DEFAULT_NULL_VALUES, readCsvSql, readingFile } from './csvRead.js';
import { headerNames, workbookSheets } from './excelSheets.js';
import type { StagingDb } from './staging.js';

export interface MetadataFile {
  path: string;
  filename: string;
  dir: string;
}

async function describedNames(
  staging: StagingDb,
  sql: string,
  params: Parameters<StagingDb['query']>[1],
): Promise<string[]> {
  const rows = await staging.query(`DESCRIBE SELECT * FROM ${sql}`, params);
  return rows.map((row) => String(row.column_name));
}

/**
 * The column names of an uploaded file, so a form can offer column pickers: one item for a CSV or
 * Parquet file, one per sheet of a workbook (Superset's upload_metadata).
 */
export async function fileMetadata(
  staging: StagingDb,
  file: MetadataFile,
  options: UploadMetadataOptions,
  maxUnpackedBytes: number,
): Promise<UploadFileMetadataItem[]> {
  switch (options.type) {
    case 'csv': {
      const dialect = {
        file: file.path,
        delimiter: options.delimiter,
        skip: options.skip_rows + options.header_row,
        nullValues: DEFAULT_NULL_VALUES,
        decimal: '.',
      };
      const read = readCsvSql(dialect, null, 'meta');
      const names = await readingFile('CSV', file.dir, () => describedNames(staging, read.sql, read.params));
      return [{ sheet_name: null, column_names: names }];
    }
    case 'excel': {
      const items: UploadFileMetadataItem[] = [];
      for await (const sheet of workbookSheets(file.path)) {
        let header: Parameters<typeof headerNames>[0] = [];
        for await (const row of sheet.rows) {
          if (row.number === options.skip_rows + options.header_row + 1) header = row.cells;
        }
        items.push({ sheet_name: sheet.name, column_names: headerNames(header, header.length) });
      }
      return options.sheet_name === null
        ? items
        : items.filter((item) => item.sheet_name === options.sheet_name);
    }
    case 'columnar': {
      const files = await parquetFiles(file.path, file.filename, file.dir, maxUnpackedBytes);
      const names = await readingFile('Parquet', file.dir, () =>
        describedNames(staging, `read_parquet($files, union_by_name = true)`, {
          files: duckdb().listValue(files),
        }),
      );
      return [{ sheet_name: null, column_names: names }];
    }
  }
}
