import {
  EngineError,
  type ColumnDescription,
  type ForeignKeyDescription,
  type KeyDescription,
  type TableSummary,
} from './EngineSpec.js';

/** Runs an introspection query with positional parameters and returns rows as objects. */
export type RowQuery = (
  sql: string,
  params?: readonly (string | number)[],
) => Promise<Record<string, unknown>[]>;

export function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function nullableText(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

export function tableType(value: unknown): TableSummary['type'] {
  return value === 'view' || value === 'materialized_view' ? value : 'table';
}

export function tableNotFound(schema: string | null, table: string): EngineError {
  const name = schema ? `${schema}.${table}` : table;
  return new EngineError(`Table "${name}" does not exist.`, 'TABLE_DOES_NOT_EXIST_ERROR');
}

export function column(name: unknown, type: unknown, nullable: boolean, comment: unknown): ColumnDescription {
  return { name: text(name), type: text(type), nullable, comment: nullableText(comment) };
}

/** Groups (key name, column, position) rows into keys with their columns in position order. */
export function groupKeys(
  rows: readonly { name: string | null; column: string; position: number }[],
): KeyDescription[] {
  const keys = new Map<string, { name: string | null; columns: { column: string; position: number }[] }>();
  for (const row of rows) {
    const id = row.name ?? '';
    const key = keys.get(id) ?? { name: row.name, columns: [] };
    key.columns.push({ column: row.column, position: row.position });
    keys.set(id, key);
  }
  return [...keys.values()].map((key) => ({
    name: key.name,
    column_names: key.columns.sort((a, b) => a.position - b.position).map((entry) => entry.column),
  }));
}

export interface ForeignKeyRow {
  name: string | null;
  column: string;
  position: number;
  referredSchema: string | null;
  referredTable: string;
  referredColumn: string;
}

export function groupForeignKeys(rows: readonly ForeignKeyRow[]): ForeignKeyDescription[] {
  const keys = new Map<string, { first: ForeignKeyRow; rows: ForeignKeyRow[] }>();
  rows.forEach((row, index) => {
    // Unnamed keys (SQLite) are told apart by the caller putting a distinct name or index in `name`.
    const id = row.name ?? `#${index}`;
    const key = keys.get(id) ?? { first: row, rows: [] };
    key.rows.push(row);
    keys.set(id, key);
  });
  return [...keys.values()].map(({ first, rows: keyRows }) => {
    const sorted = [...keyRows].sort((a, b) => a.position - b.position);
    return {
      name: first.name,
      column_names: sorted.map((row) => row.column),
      referred_schema: first.referredSchema,
      referred_table: first.referredTable,
      referred_columns: sorted.map((row) => row.referredColumn),
    };
  });
}
