import type { SQLNamespace } from '@codemirror/lang-sql';
import { useEffect, useMemo, useState } from 'react';
import { databasesApi, useGetTablesQuery } from '../../../api/databases';

/** Enough for completion without paging through huge catalogues. */
const COMPLETION_TABLES = 500;
/** Columns are fetched only for tables the SQL names, and only this many. */
const MAX_TABLES_WITH_COLUMNS = 10;

/** The known tables the SQL mentions, as a stable key (sorted, joined) so typing elsewhere refetches nothing. */
function mentionedTables(sql: string, tables: readonly string[]): string[] {
  const words = new Set(sql.toLowerCase().match(/[a-z_][\w$]*/g) ?? []);
  return tables
    .filter((table) => words.has(table.toLowerCase()))
    .sort()
    .slice(0, MAX_TABLES_WITH_COLUMNS);
}

/**
 * The current schema's tables for the editor's completion, with the columns of the tables the SQL
 * uses; undefined (keywords only) until the tables are known.
 */
export function useCompletionSchema(
  databaseId: number | null,
  schema: string | null,
  sql: string,
): SQLNamespace | undefined {
  const tables = useGetTablesQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '', filter: '', pageSize: COMPLETION_TABLES },
    { skip: databaseId === null || schema === null },
  );
  const [fetchMetadata] = databasesApi.endpoints.getTableMetadata.useLazyQuery();
  const [columns, setColumns] = useState<Record<string, string[]>>({});
  const names = useMemo(() => (tables.data?.result ?? []).map((table) => table.value), [tables.data]);
  const mentionedKey = mentionedTables(sql, names).join('\n');

  useEffect(() => {
    if (databaseId === null || schema === null || mentionedKey === '') return undefined;
    let cancelled = false;
    for (const table of mentionedKey.split('\n')) {
      // Cached by RTK Query: a table already described costs no request.
      void fetchMetadata({ databaseId, schema, table }, true).then((result) => {
        if (cancelled || !result.data) return;
        const names = result.data.columns.map((column) => column.name);
        setColumns((current) => ({ ...current, [`${databaseId}.${schema}.${table}`]: names }));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [databaseId, schema, mentionedKey, fetchMetadata]);

  return useMemo(() => {
    if (!tables.data || schema === null) return undefined;
    return {
      [schema]: Object.fromEntries(
        names.map((name) => [name, columns[`${databaseId}.${schema}.${name}`] ?? []]),
      ),
    };
  }, [tables.data, databaseId, schema, names, columns]);
}
