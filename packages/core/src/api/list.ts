import { Type, type Static } from 'typebox';
import { OpenObject } from './common.js';

/**
 * Answers of the routes every list resource shares (GET /, _info, related/<col>, distinct/<col>).
 * Rows are open: `q.columns` picks which of the resource's columns a page carries.
 */
export const ListResponse = Type.Object({
  count: Type.Integer(),
  ids: Type.Array(Type.Integer()),
  result: Type.Array(OpenObject),
  list_columns: Type.Array(Type.String()),
  order_columns: Type.Array(Type.String()),
  label_columns: Type.Record(Type.String(), Type.String()),
  description_columns: Type.Record(Type.String(), Type.String()),
  list_title: Type.String(),
});
export type ListResponse = Static<typeof ListResponse>;

export const ColumnInfo = Type.Object({
  name: Type.String(),
  label: Type.String(),
  description: Type.String(),
  type: Type.String(),
  required: Type.Boolean(),
  unique: Type.Boolean(),
});
export type ColumnInfo = Static<typeof ColumnInfo>;

/** GET /_info: only the keys `q.keys` asked for. */
export const InfoResponse = Type.Object({
  permissions: Type.Optional(Type.Array(Type.String())),
  filters: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.Object({ name: Type.String(), operator: Type.String() }))),
  ),
  add_columns: Type.Optional(Type.Array(ColumnInfo)),
  edit_columns: Type.Optional(Type.Array(ColumnInfo)),
  add_title: Type.Optional(Type.String()),
  edit_title: Type.Optional(Type.String()),
});
export type InfoResponse = Static<typeof InfoResponse>;

/** GET related/<col>: `value` is the related row's id, `text` its label, `extra` its other fields. */
export const RelatedResponse = Type.Object({
  count: Type.Integer(),
  result: Type.Array(Type.Object({ value: Type.Unknown(), text: Type.Unknown(), extra: OpenObject })),
});
export type RelatedResponse = Static<typeof RelatedResponse>;

/** GET distinct/<col>: each distinct value as both text and value. */
export const DistinctResponse = Type.Object({
  count: Type.Integer(),
  result: Type.Array(Type.Object({ text: Type.Unknown(), value: Type.Unknown() })),
});
export type DistinctResponse = Static<typeof DistinctResponse>;
