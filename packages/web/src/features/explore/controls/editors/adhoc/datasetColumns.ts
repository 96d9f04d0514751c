import type { DatasourceData } from '@loupe/core';

export type DatasetColumn = DatasourceData['columns'][number];
export type ColumnKind = 'number' | 'string' | 'temporal' | 'boolean';

// Superset's GenericDataType numbering (NUMERIC 0, STRING 1, TEMPORAL 2, BOOLEAN 3).
const GENERIC_KINDS: Record<number, ColumnKind> = { 0: 'number', 1: 'string', 2: 'temporal', 3: 'boolean' };

/** What a column holds: the generic type the server sent, else guessed from the SQL type name. */
export function columnKind(column: DatasetColumn): ColumnKind {
  const generic = column.type_generic === null ? undefined : GENERIC_KINDS[column.type_generic];
  if (generic) return generic;
  if (column.is_dttm) return 'temporal';
  const type = (column.type ?? '').toUpperCase();
  if (/BOOL/.test(type)) return 'boolean';
  if (/INT|DOUBLE|FLOAT|DECIMAL|NUMERIC|REAL/.test(type)) return 'number';
  if (/DATE|TIME/.test(type)) return 'temporal';
  return 'string';
}

export function findColumn(columns: readonly DatasetColumn[], name: unknown): DatasetColumn | undefined {
  return columns.find((column) => column.column_name === name);
}

/** A unique id Superset stores on adhoc metrics/filters (`optionName`, `filterOptionName`). */
export function newOptionName(prefix: 'metric' | 'filter'): string {
  const random = () => Math.random().toString(36).slice(2, 13);
  return `${prefix}_${random()}_${random()}`;
}

/** Whether the dataset's `extra` JSON sets `disallow_adhoc_metrics`. */
export function disallowsAdhocMetrics(datasource: DatasourceData | null): boolean {
  if (!datasource?.extra) return false;
  try {
    const extra: unknown = JSON.parse(datasource.extra);
    return (
      typeof extra === 'object' &&
      extra !== null &&
      'disallow_adhoc_metrics' in extra &&
      extra.disallow_adhoc_metrics === true
    );
  } catch {
    return false;
  }
}

/** The JSON name a drag from the dataset panel carries, when it carries that drag type. */
export function readDrop(dataTransfer: DataTransfer, type: string): string | undefined {
  const raw = dataTransfer.getData(type);
  if (!raw) return undefined;
  try {
    const name: unknown = JSON.parse(raw);
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
