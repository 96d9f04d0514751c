import type { SQLNamespace } from '@codemirror/lang-sql';
import { useEffect, useMemo, useState } from 'react';
import { databasesApi, useGetTablesQuery } from '../../../api/databases';
import type { CompletionColumn } from '../components/columnCompletion';

/** Enough for completion without paging through huge catalogues. */
const COMPLETION_TABLES = 500;
/** Columns are fetched only for tables the SQL names or the schema browser shows, and only this many. */
const MAX_TABLES_WITH_COLUMNS = 10;

/** A table whose columns completion offers: one the schema browser shows. */
export interface CompletionTable {
  schema: string | null;
  table: string;
}

export interface CompletionSchema {
  /** The current schema's tables (with columns when known), for CodeMirror's SQL completion. */
  namespace: SQLNamespace | undefined;
  /** Columns offered by bare name: those of the browser's tables and of the tables the SQL names. */
  columns: CompletionColumn[];
}

/** The known tables the SQL mentions, sorted so typing elsewhere refetches nothing. */
function mentionedTables(sql: string, tables: readonly string[]): string[] {
  const words = new Set(sql.toLowerCase().match(/[a-z_][\w$]*/g) ?? []);
  return tables
    .filter((table) => words.has(table.toLowerCase()))
    .sort()
    .slice(0, MAX_TABLES_WITH_COLUMNS);
}

const keyOf = (schema: string, table: string): string => JSON.stringify([schema, table]);

/**
 * Completion data for the editor: the current schema's tables, and the columns of the tables the
 * SQL uses and of those the schema browser shows (read with the table metadata API the browser
 * uses, cached by RTK Query); undefined namespace (keywords only) until the tables are known.
 */
export function useCompletionSchema(
  databaseId: number | null,
  schema: string | null,
  sql: string,
  browserTables: readonly CompletionTable[] = [],
): CompletionSchema {
  const tables = useGetTablesQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '', filter: '', pageSize: COMPLETION_TABLES },
    { skip: databaseId === null || schema === null },
  );
  const [fetchMetadata] = databasesApi.endpoints.getTableMetadata.useLazyQuery();
  const [columns, setColumns] = useState<Record<string, CompletionColumn[]>>({});
  const names = useMemo(() => (tables.data?.result ?? []).map((table) => table.value), [tables.data]);
  const mentioned = schema === null ? [] : mentionedTables(sql, names).map((table) => keyOf(schema, table));
  const browsed = browserTables
    .map((card) => card.schema ?? schema)
    .flatMap((cardSchema, index) =>
      cardSchema === null ? [] : [keyOf(cardSchema, browserTables[index]!.table)],
    );
  // A stable key: the set of tables changes rarely, the SQL on every keystroke.
  const wantedKey = JSON.stringify(
    [...new Set([...browsed, ...mentioned])].sort().slice(0, MAX_TABLES_WITH_COLUMNS * 2),
  );

  useEffect(() => {
    if (databaseId === null) return undefined;
    let cancelled = false;
    for (const key of JSON.parse(wantedKey) as string[]) {
      const [tableSchema, table] = JSON.parse(key) as [string, string];
      // Cached by RTK Query: a table already described costs no request.
      void fetchMetadata({ databaseId, schema: tableSchema, table }, true).then((result) => {
        if (cancelled || !result.data) return;
        const described = result.data.columns.map((column) => ({
          name: column.name,
          table,
          type: column.type,
        }));
        setColumns((current) => ({ ...current, [`${databaseId}:${key}`]: described }));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [databaseId, wantedKey, fetchMetadata]);

  const namespace = useMemo(() => {
    if (!tables.data || schema === null) return undefined;
    return {
      [schema]: Object.fromEntries(
        names.map((name) => [
          name,
          (columns[`${databaseId}:${keyOf(schema, name)}`] ?? []).map((column) => column.name),
        ]),
      ),
    };
  }, [tables.data, databaseId, schema, names, columns]);

  const offered = useMemo(
    () => (JSON.parse(wantedKey) as string[]).flatMap((key) => columns[`${databaseId}:${key}`] ?? []),
    [wantedKey, columns, databaseId],
  );
  return useMemo(() => ({ namespace, columns: offered }), [namespace, offered]);
}
