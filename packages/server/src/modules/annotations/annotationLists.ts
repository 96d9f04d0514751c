import { sql, type SqlBool } from 'kysely';
import type { ListResourceDef } from '../../platform/list/ListResource.js';
import { userRelation } from '../../platform/list/userRelations.js';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

/** Case-insensitive "contains" in both SQLite and PostgreSQL. */
const contains = (column: string, value: unknown) =>
  sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${`%${String(value).toLowerCase()}%`}`;

const userFirstName = (table: string, key: string) => () =>
  sql`(select ab_user.first_name from ab_user where ab_user.id = ${sql.ref(`${table}.${key}`)})`;

const AUDIT_COLUMNS = {
  created_on: { label: 'Created On', type: 'datetime' },
  changed_on: { label: 'Changed On', type: 'datetime' },
} as const;

/** /api/v1/annotation_layer/ as Superset's AnnotationLayerRestApi lists it. */
export const ANNOTATION_LAYER_LIST: ListResourceDef = {
  resource: 'annotation_layer',
  table: 'annotation_layer',
  view: 'Annotation',
  listTitle: 'List Annotation Layer',
  singular: 'annotation layer',
  plural: 'annotation layers',
  columns: {
    id: { label: 'Id', type: 'integer' },
    name: { label: 'Name', type: 'string' },
    descr: { label: 'Descr', type: 'text' },
    ...AUDIT_COLUMNS,
  },
  relations: {
    created_by: userRelation('created_by_fk', 'Created By'),
    changed_by: userRelation('changed_by_fk', 'Changed By'),
  },
  listColumns: ['id', 'name', 'descr', 'created_by', 'changed_by', 'changed_on', 'created_on'],
  orderColumns: [
    'name',
    'descr',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  orderExpressions: {
    changed_on_delta_humanized: () => sql.ref('annotation_layer.changed_on'),
    'created_by.first_name': userFirstName('annotation_layer', 'created_by_fk'),
    'changed_by.first_name': userFirstName('annotation_layer', 'changed_by_fk'),
  },
  searchFilters: {
    id: ['eq', 'in'],
    name: TEXT_OPS,
    descr: TEXT_OPS,
    created_by: ['rel_o_m'],
    changed_by: ['rel_o_m'],
  },
  customFilters: {
    // Superset's AnnotationLayerAllTextFilter: the search box over name and description.
    name: {
      annotation_layer_all_text: (value) =>
        sql<SqlBool>`(${contains('annotation_layer.name', value)} or ${contains('annotation_layer.descr', value)})`,
    },
  },
  relatedColumns: ['created_by', 'changed_by'],
  distinctColumns: ['name'],
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  maxPageSize: 100,
  addColumns: [],
  editColumns: [],
};

/** /api/v1/annotation_layer/<pk>/annotation/ as Superset's AnnotationRestApi lists it (scoped to the layer by the service). */
export const ANNOTATION_LIST: ListResourceDef = {
  resource: 'annotation_layer',
  table: 'annotation',
  view: 'Annotation',
  listTitle: 'List Annotation',
  singular: 'annotation',
  plural: 'annotations',
  columns: {
    id: { label: 'Id', type: 'integer' },
    short_descr: { label: 'Short Descr', type: 'string' },
    long_descr: { label: 'Long Descr', type: 'text' },
    start_dttm: { label: 'Start Dttm', type: 'datetime' },
    end_dttm: { label: 'End Dttm', type: 'datetime' },
    json_metadata: { label: 'Json Metadata', type: 'text' },
    ...AUDIT_COLUMNS,
  },
  relations: {
    created_by: userRelation('created_by_fk', 'Created By'),
    changed_by: userRelation('changed_by_fk', 'Changed By'),
  },
  listColumns: ['id', 'short_descr', 'start_dttm', 'end_dttm', 'created_by', 'changed_by', 'changed_on'],
  orderColumns: [
    'short_descr',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'start_dttm',
    'end_dttm',
  ],
  orderExpressions: {
    changed_on_delta_humanized: () => sql.ref('annotation.changed_on'),
    'created_by.first_name': userFirstName('annotation', 'created_by_fk'),
    'changed_by.first_name': userFirstName('annotation', 'changed_by_fk'),
  },
  searchFilters: {
    id: ['eq', 'in'],
    short_descr: TEXT_OPS,
    created_by: ['rel_o_m'],
    changed_by: ['rel_o_m'],
  },
  customFilters: {
    // Superset's AnnotationAllTextFilter: short and long description.
    short_descr: {
      annotation_all_text: (value) =>
        sql<SqlBool>`(${contains('annotation.short_descr', value)} or ${contains('annotation.long_descr', value)})`,
    },
  },
  relatedColumns: ['created_by', 'changed_by'],
  distinctColumns: [],
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  maxPageSize: 100,
  addColumns: [],
  editColumns: [],
};
