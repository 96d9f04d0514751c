import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { duckdb } from '../../engines/duckdb/driver.js';
import type { UploadOptions } from '@loupe/core';
import yauzl from 'yauzl';

import { readingFile } from './csvRead.js';
import { RAW_TABLE } from './shaping.js';
import { quoteIdent, type StagingDb } from './staging.js';
import { checkColumnsExist, UploadFileError } from './uploadErrors.js';

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error ? reject(new UploadFileError(`Could not read the zip file: ${error.message}`)) : resolve(zip),
    );
  });
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry): void => settle(() => resolve(entry));
    const onEnd = (): void => settle(() => resolve(null));
    const onError = (error: Error): void =>
      settle(() => reject(new UploadFileError(`Could not read the zip file: ${error.message}`)));
    const settle = (done: () => void): void => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      done();
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/**
 * The .parquet files of a zip, unpacked into `dir` under names of our own (entry paths are never used
 * as paths), refusing archives that unpack to more than `maxBytes` (yauzl checks the declared sizes).
 */
export async function unpackParquet(file: string, dir: string, maxBytes: number): Promise<string[]> {
  const zip = await openZip(file);
  const files: string[] = [];
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = entry.fileName;
      const base = name.split('/').pop() ?? '';
      if (name.endsWith('/') || !base.toLowerCase().endsWith('.parquet') || base.startsWith('.')) continue;
      total += entry.uncompressedSize;
      if (total > maxBytes) {
        throw new UploadFileError(`The zip file unpacks to more than ${Math.round(maxBytes / 1048576)} MB.`);
      }
      const target = path.join(dir, `part-${files.length}.parquet`);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, read) => (error ? reject(error) : resolve(read))),
      );
      await pipeline(stream, createWriteStream(target));
      files.push(target);
    }
  } finally {
    zip.close();
  }
  if (files.length === 0) throw new UploadFileError('The zip file holds no .parquet file.');
  return files;
}

/** The Parquet files of an upload: the file itself, or the .parquet files of a zip. */
export async function parquetFiles(
  file: string,
  filename: string,
  dir: string,
  maxBytes: number,
): Promise<string[]> {
  return filename.toLowerCase().endsWith('.zip') ? unpackParquet(file, dir, maxBytes) : [file];
}

/** Stages Parquet data as RAW_TABLE with the types the files declare; several files are matched by column name. */
export async function stageColumnar(
  staging: StagingDb,
  files: readonly string[],
  dir: string,
  options: UploadOptions,
): Promise<void> {
  await readingFile('Parquet', dir, () =>
    staging.run(
      `CREATE TABLE ${quoteIdent(RAW_TABLE)} AS SELECT * FROM read_parquet($files, union_by_name = true)`,
      { files: duckdb().listValue([...files]) },
    ),
  );
  const names = (await staging.columns(RAW_TABLE)).map((c) => c.name);
  checkColumnsExist(names, {
    columns_read: options.columns_read,
    index_column: options.index_column === null ? [] : [options.index_column],
  });
}
