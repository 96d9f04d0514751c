import {
  FILE_EXTENSION_NOT_ALLOWED,
  parseDatabaseExtra,
  parseUploadForm,
  parseUploadMetadataForm,
  uploadExtensionAllowed,
  type FormParse,
  type UploadFileMetadataItem,
  type UploadFileType,
  type UploadOptions,
} from '@loupe/core';

import { EngineError, type EngineConnection } from '../../engines/EngineSpec.js';
import { BadRequestError, ForbiddenError, UnprocessableError } from '../../errors.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';
import type { DatabaseService } from '../databases/DatabaseService.js';
import { planSync } from '../datasets/datasetChanges.js';
import type { DatasetRepository } from '../datasets/DatasetRepository.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import { sourceColumns } from '../datasets/datasetSource.js';
import { parquetFiles, stageColumnar } from './columnarReader.js';
import { stageCsv } from './csvReader.js';
import { stageExcel } from './excelReader.js';
import { fileMetadata } from './fileMetadata.js';
import type { UploadForm, UploadedFile } from './multipartForm.js';
import { RAW_TABLE, shapeStaged } from './shaping.js';
import { StagingDb } from './staging.js';
import { UploadFileError } from './uploadErrors.js';

export const TABLE_EXISTS_MESSAGE =
  "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.";

/** Rows handed to the target engine per batch. */
const BATCH_ROWS = 1000;

export interface UploadServiceDeps {
  databases: DatabaseService;
  connections: DatabaseConnections;
  datasets: DatasetService;
  datasetRows: DatasetRepository;
  /** Most bytes a zip of Parquet files may unpack to. */
  maxUnpackedBytes: number;
  /** Called after an upload re-syncs an existing dataset's columns (the chart-data memo drops its answers). */
  onChartDataChange(): void;
}

function valid<T>(parsed: FormParse<T>): T {
  if (!parsed.ok) throw new BadRequestError(parsed.errors);
  return parsed.value;
}

function fileOf(form: UploadForm, type: UploadFileType): UploadedFile {
  if (!form.file) throw new BadRequestError({ file: ['Missing data for required field.'] });
  if (!uploadExtensionAllowed(type, form.file.filename))
    throw new BadRequestError({ file: [FILE_EXTENSION_NOT_ALLOWED] });
  return form.file;
}

/** Superset's rule: the database allows uploads, and when it lists schemas for uploads the schema is one of them. */
function checkUploadAllowed(database: DatabaseRow, schema: string | null): void {
  if (!database.allow_file_upload) {
    throw new ForbiddenError(`Database "${database.database_name}" does not allow file uploads.`);
  }
  const extra = parseDatabaseExtra(database.extra);
  const allowed = typeof extra === 'string' ? [] : (extra.schemas_allowed_for_file_upload ?? []);
  if (allowed.length > 0 && (schema === null || !allowed.includes(schema))) {
    throw new ForbiddenError(
      `Schema "${schema ?? ''}" does not allow file uploads. Allowed schemas: ${allowed.join(', ')}.`,
    );
  }
}

async function tableExists(
  connection: EngineConnection,
  schema: string | null,
  table: string,
): Promise<boolean> {
  try {
    await connection.describeTable(schema, table);
    return true;
  } catch (error) {
    if (error instanceof EngineError && error.errorType === 'TABLE_DOES_NOT_EXIST_ERROR') return false;
    throw error;
  }
}

/** Engine failures while writing are the upload's failure (422), with the engine's message. */
async function onEngine<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EngineError)
      throw new UnprocessableError(`Database upload file failed: ${error.message}`);
    throw error;
  }
}

/**
 * File upload into a database (Superset's UploadCommand): the file is parsed and checked in a private
 * DuckDB first, then written to the target in one all-or-nothing load, then the table's dataset is
 * created, or its columns synced when it already has one.
 */
export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  async upload(databaseId: number, form: UploadForm, principal: Principal): Promise<void> {
    const options = valid(parseUploadForm(form.fields));
    const file = fileOf(form, options.type);
    const database = await this.deps.databases.visibleRow(databaseId, principal);
    // Refused before connecting when the database takes no uploads at all.
    if (!database.allow_file_upload) checkUploadAllowed(database, options.schema);
    const connection = this.deps.connections.get(database);
    const load = connection.loadTable?.bind(connection);
    if (!load) throw new UnprocessableError('Database type does not support file uploads.');
    const schema =
      options.schema ?? (await onEngine(async () => (await connection.defaultSchema?.()) ?? null));
    checkUploadAllowed(database, schema);
    const table = options.table_name;
    const exists = await onEngine(() => tableExists(connection, schema, table));
    if (exists && options.already_exists === 'fail') throw new UnprocessableError(TABLE_EXISTS_MESSAGE);
    // As pandas' to_sql: appending to a table that is not there creates it.
    const mode = !exists && options.already_exists === 'append' ? 'fail' : options.already_exists;
    const staging = await StagingDb.open(form.dir);
    try {
      await this.stage(staging, file, form.dir, options);
      const shaped = shapeStaged(await staging.columns(RAW_TABLE), options);
      if (shaped.columns.length === 0) throw new UploadFileError('The file has no columns to load.');
      const rows = staging.batches(shaped.sql, BATCH_ROWS);
      await onEngine(() => load({ schema, table, columns: shaped.columns, rows, mode }));
    } finally {
      staging.close();
    }
    await this.ensureDataset(database, connection, schema, table, principal);
  }

  async metadata(form: UploadForm): Promise<{ items: UploadFileMetadataItem[] }> {
    const options = valid(parseUploadMetadataForm(form.fields));
    const file = fileOf(form, options.type);
    const staging = await StagingDb.open(form.dir);
    try {
      const items = await fileMetadata(
        staging,
        { path: file.path, filename: file.filename, dir: form.dir },
        options,
        this.deps.maxUnpackedBytes,
      );
      return { items };
    } finally {
      staging.close();
    }
  }

  private async stage(
    staging: StagingDb,
    file: UploadedFile,
    dir: string,
    options: UploadOptions,
  ): Promise<void> {
    switch (options.type) {
      case 'csv':
        return stageCsv(staging, file.path, dir, options);
      case 'excel':
        return stageExcel(staging, file.path, options);
      case 'columnar': {
        const files = await parquetFiles(file.path, file.filename, dir, this.deps.maxUnpackedBytes);
        return stageColumnar(staging, files, dir, options);
      }
    }
  }

  /** The new table gets its dataset; a table that had one (replace, append) gets its columns synced. */
  private async ensureDataset(
    database: DatabaseRow,
    connection: EngineConnection,
    schema: string | null,
    table: string,
    principal: Principal,
  ): Promise<void> {
    const existing = await this.deps.datasetRows.findByName(database.id, schema, table);
    if (!existing) {
      await this.deps.datasets.create({ database: database.id, schema, table_name: table }, principal);
      return;
    }
    const userId = principal.user.id;
    const source = await sourceColumns(this.deps.connections.specOf(database), connection, existing, userId);
    const stored = await this.deps.datasetRows.columnsOf(existing.id);
    await this.deps.datasetRows.update(
      existing.id,
      { changed_on: nowIso(), changed_by_fk: userId },
      { columns: planSync(source, stored, userId) },
    );
    this.deps.onChartDataChange();
  }
}
