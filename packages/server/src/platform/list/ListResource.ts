import type { ListOperator } from '@loupe/core';
import type { RawBuilder, SqlBool } from 'kysely';

/** A scalar column of the resource's base table that the list API may show, sort or filter. */
export interface ListColumn {
  label: string;
  type: 'integer' | 'string' | 'text' | 'boolean' | 'datetime' | 'number';
  description?: string;
}

/** A many-to-many relation through a link table (owners, roles, dashboards...). */
export interface ManyToManyRelation {
  kind: 'm2m';
  label: string;
  through: string;
  /** Column of the link table pointing at the base row. */
  localKey: string;
  /** Column of the link table pointing at the target row. */
  foreignKey: string;
  target: string;
  /** Target columns returned with each related object; always includes id. */
  fields: readonly string[];
  /** Target column shown as `text` by related/<col> and searched by its filter. */
  textField: string;
  /** A display text built from several target columns (e.g. first and last name); replaces textField. */
  textSql?: (alias: string) => RawBuilder<string>;
}

/** A many-to-one relation through a foreign key on the base table (created_by, database...). */
export interface ManyToOneRelation {
  kind: 'm2o';
  label: string;
  localKey: string;
  target: string;
  fields: readonly string[];
  textField: string;
  textSql?: (alias: string) => RawBuilder<string>;
}

export type ListRelation = ManyToManyRelation | ManyToOneRelation;

export interface ColumnInfo {
  name: string;
  label: string;
  description: string;
  type: string;
  required: boolean;
  unique: boolean;
}

/**
 * Everything the generic list API needs to serve one resource: which columns exist, which may be
 * listed, ordered and filtered with which operators, and how rows are named in messages.
 */
export interface ListResourceDef {
  /** Path under /api/v1/, e.g. "security/users". */
  resource: string;
  table: string;
  /** The permission view menu guarding the resource, e.g. "User". */
  view: string;
  listTitle: string;
  /** Nouns of the bulk delete message, as Superset's ngettext: "Deleted 1 user", "Deleted 2 users". */
  singular: string;
  plural: string;
  columns: Readonly<Record<string, ListColumn>>;
  relations: Readonly<Record<string, ListRelation>>;
  listColumns: readonly string[];
  orderColumns: readonly string[];
  searchFilters: Readonly<Record<string, readonly ListOperator[]>>;
  relatedColumns: readonly string[];
  distinctColumns: readonly string[];
  defaultOrder: readonly [column: string, direction: 'asc' | 'desc'];
  /** Largest page; null means uncapped with page_size -1 returning everything. */
  maxPageSize: number | null;
  addColumns: readonly ColumnInfo[];
  editColumns: readonly ColumnInfo[];
  /** Order columns that are not plain base-table columns: aliases and related fields (`database.database_name`). */
  orderExpressions?: Readonly<Record<string, () => RawBuilder<unknown>>>;
  /** Superset's named custom filters (`col:opr` such as `sql:dataset_is_null_or_empty`) as SQL conditions. */
  customFilters?: Readonly<Record<string, Readonly<Record<string, (value: unknown) => RawBuilder<SqlBool>>>>>;
}

export const OPERATOR_LABELS: Readonly<Record<ListOperator, string>> = {
  eq: 'Equal to',
  neq: 'Not Equal to',
  ct: 'Contains',
  nct: 'Not Contains',
  sw: 'Starts with',
  nsw: 'Not Starts with',
  ew: 'Ends with',
  new: 'Not Ends with',
  gt: 'Greater than',
  lt: 'Less than',
  in: 'One of',
  not_in: 'Not One of',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
};
