import type { SQLNamespace } from '@codemirror/lang-sql';
import { useMemo } from 'react';
import { useGetTablesQuery } from '../../../api/databases';

/** Enough for completion without paging through huge catalogues. */
const COMPLETION_TABLES = 500;

/** The current schema's tables for the editor's completion; undefined (keywords only) until known. */
export function useCompletionSchema(
  databaseId: number | null,
  schema: string | null,
): SQLNamespace | undefined {
  const tables = useGetTablesQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '', filter: '', pageSize: COMPLETION_TABLES },
    { skip: databaseId === null || schema === null },
  );
  return useMemo(() => {
    if (!tables.data || schema === null) return undefined;
    const names = tables.data.result.map((table) => table.value);
    return { [schema]: Object.fromEntries(names.map((name) => [name, []])) };
  }, [tables.data, schema]);
}
