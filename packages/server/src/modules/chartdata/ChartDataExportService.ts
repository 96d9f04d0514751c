import type { Readable } from 'node:stream';
import type { QueryContext, QueryObject, ResultType } from '@loupe/core';
import { BadRequestError } from '../../errors.js';
import type { DatabaseLimiter } from '../../platform/databaseLimiter.js';
import type { ResultColumn } from '../../engines/EngineSpec.js';
import { EXPORT_BATCH_ROWS, openCsvPieces, openRows } from '../../platform/export/engineRows.js';
import type { WorkerPool } from '../../platform/workers/WorkerPool.js';
import type { ServiceLog } from '../../services.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatasetParts } from '../datasets/datasetResult.js';
import {
  chartCsvStyles,
  csvFile,
  downloadName,
  payloadTable,
  rowsAsCsv,
  xlsxFile,
  zipFile,
  type CsvTable,
  type ExportTable,
} from './chartDataExport.js';
import { timeColumnLabels, type EvaluatedTimes } from './chartDataQuery.js';
import type { ChartDataOutcome, QueryPayload, QueryPlan } from './ChartDataService.js';
import { queryFailure } from './queryFailure.js';

/** How the chart-data service plans and runs the queries of one request, for its export. */
export interface ExportQueries {
  /** A query validated and compiled as for JSON (a bad one throws the 400). */
  plan(raw: QueryObject): Promise<QueryPlan>;
  /** The SQL of a prepared query with the given times. */
  compile(query: QueryObject, time: EvaluatedTimes): Promise<{ sql: string }>;
  /** The query's result computed as for JSON (from the cache when there). */
  run(raw: QueryObject): Promise<Record<string, unknown>>;
}

export interface ChartDataExportServiceDeps {
  connections: DatabaseConnections;
  /** The per-database cap on concurrent queries, shared with chart data's JSON queries and SQL Lab. */
  limiter: DatabaseLimiter;
  /** The worker threads XLSX exports are built in. */
  workers: WorkerPool;
  /** Where engine failures are logged. */
  log?: ServiceLog;
}

/**
 * Chart data as a file (`result_format` csv or xlsx): CSV or XLSX of the queries, a ZIP of them when
 * there are several, streamed from the engine where nothing more than its rows is needed.
 */
export class ChartDataExportService {
  constructor(private readonly deps: ChartDataExportServiceDeps) {}

  /**
   * CSV or XLSX of the queries (several: a ZIP of query_N files), streamed: every query is planned
   * (validated and compiled) before anything is sent, so a bad one is still a 400; a single query's
   * run starts before the answer too, so an engine refusal is one as well. A ZIP's later queries run
   * as the archive reaches them.
   */
  async fileExport(
    context: QueryContext,
    parts: DatasetParts,
    queries: ExportQueries,
    signal: AbortSignal | undefined,
  ): Promise<ChartDataOutcome> {
    const opens: ExportSource[] = [];
    for (const query of context.queries)
      opens.push(await this.exportSource(context, parts, query, queries, signal));
    if (opens.length === 0) throw new BadRequestError('Nothing to export');
    const csv = context.result_format === 'csv';
    const file = async (open: ExportSource): Promise<Readable> =>
      csv ? csvFile(await open.csv()) : xlsxFile(await open.rows(), this.deps.workers);
    if (opens.length > 1) {
      return {
        kind: 'file',
        contentType: 'application/zip',
        filename: downloadName('zip'),
        body: zipFile(
          opens.map((open) => () => file(open)),
          csv ? 'csv' : 'xlsx',
        ),
      };
    }
    return {
      kind: 'file',
      contentType: csv
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: downloadName(csv ? 'csv' : 'xlsx'),
      body: await file(opens[0]!),
    };
  }

  /**
   * How one query's rows reach an export. Rows that need nothing more than the engine gives (no
   * post-processing, no time offsets) stream from the engine batch by batch under the database's
   * cap, never held whole and not put in the chart cache; the rest are computed as for JSON (so
   * from the cache when there) and then written out a batch at a time.
   */
  private async exportSource(
    context: QueryContext,
    parts: DatasetParts,
    raw: QueryObject,
    queries: ExportQueries,
    signal: AbortSignal | undefined,
  ): Promise<ExportSource> {
    const resultType: ResultType = (raw.result_type as ResultType | undefined) ?? context.result_type;
    if (resultType === 'query' || resultType === 'columns' || resultType === 'timegrains')
      throw new BadRequestError('Nothing to export');
    const plan = await queries.plan(raw);
    if (plan.offsets.length > 0 || (plan.query.post_processing ?? []).length > 0) {
      const rows = async (): Promise<ExportTable> =>
        payloadTable((await queries.run(raw)) as unknown as QueryPayload);
      return { rows, csv: async () => rowsAsCsv(await rows()) };
    }
    // Without an order, the row limit is applied by reading no further rather than by SQL: DuckDB
    // gathers a LIMIT's rows before handing out the first, which would hold a large export in the
    // engine's memory. An ordered query keeps its LIMIT (a top-N is cheaper than a full sort); a
    // false alarm of the text test (a quoted name) only keeps the LIMIT too.
    const rowLimit = plan.query.row_limit ?? 0;
    const readAll = rowLimit > 0 && !plan.query.row_offset && !/\bORDER\s+BY\b/i.test(plan.compiled.sql);
    const sql = readAll
      ? (await queries.compile({ ...plan.query, row_limit: 0 }, plan.time)).sql
      : plan.compiled.sql;
    const maxRows = readAll ? rowLimit : undefined;
    const stream: StreamedQuery = {
      sql,
      maxRows,
      parts,
      temporalLabels: timeColumnLabels(plan.query, parts.columns),
      signal,
    };
    return { rows: () => this.streamRows(stream), csv: () => this.streamCsv(stream) };
  }

  /**
   * Waits for a slot of the database's cap and holds it until `release` is called (the export's last
   * batch was read, or its reader stopped).
   */
  private async holdSlot(parts: DatasetParts, signal: AbortSignal | undefined): Promise<() => void> {
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((resolve, reject) => {
      this.deps.limiter
        .run(
          parts.database,
          () => {
            resolve();
            return held;
          },
          signal,
        )
        .catch(reject);
    });
    return release;
  }

  /**
   * A query's rows straight from the engine's stream, holding a slot of the database's cap until the
   * last batch was read or the reader stopped (which stops the engine query). The first batch is read
   * before this resolves, so a refused query fails here, before any byte of the file is sent.
   */
  private async streamRows(query: StreamedQuery): Promise<ExportTable> {
    const { sql, maxRows, parts, signal } = query;
    const connection = this.deps.connections.get(parts.database);
    const release = await this.holdSlot(parts, signal);
    const { columns, batches } = await openRows(
      // No time budget: a large file takes as long as its client takes to read it; a client gone stops it.
      connection.stream(sql, {
        signal,
        batchSize: EXPORT_BATCH_ROWS,
        ...(maxRows === undefined ? {} : { maxRows }),
      }),
      release,
    ).catch((e: unknown) => queryFailure(e, this.deps.log));
    return { colnames: columns.map((c) => c.name), temporal: temporalColumns(columns, query), batches };
  }

  /**
   * A query's CSV body straight from the engine as streamRows reads its rows: lines the engine writes
   * itself where it can (DuckDB), each time column as pandas writes it.
   */
  private async streamCsv(query: StreamedQuery): Promise<CsvTable> {
    const { sql, maxRows, parts, signal } = query;
    const connection = this.deps.connections.get(parts.database);
    const release = await this.holdSlot(parts, signal);
    const { columns, batches } = await openCsvPieces(
      connection,
      sql,
      (found) => chartCsvStyles(temporalColumns(found, query)),
      { signal, ...(maxRows === undefined ? {} : { maxRows }) },
      release,
    ).catch((e: unknown) => queryFailure(e, this.deps.log));
    return {
      colnames: columns.map((c) => c.name),
      temporal: temporalColumns(columns, query),
      pieces: batches,
    };
  }
}

/** A query an export reads straight from the engine. */
interface StreamedQuery {
  sql: string;
  /** Rows read at most (the row limit, when it is not in the SQL). */
  maxRows: number | undefined;
  parts: DatasetParts;
  /** Labels of the query's time columns, whatever their engine type. */
  temporalLabels: ReadonlySet<string>;
  signal: AbortSignal | undefined;
}

/** Which result columns hold times: the query's time columns and columns of a temporal engine type. */
function temporalColumns(columns: readonly ResultColumn[], query: StreamedQuery): boolean[] {
  return columns.map(
    (c) =>
      query.temporalLabels.has(c.name) ||
      (c.type !== null && query.parts.spec.genericType(c.type) === 'temporal'),
  );
}

/** One query of an export, opened when the file reaches it: as rows (XLSX) or as a CSV body. */
interface ExportSource {
  rows(): Promise<ExportTable>;
  csv(): Promise<CsvTable>;
}
