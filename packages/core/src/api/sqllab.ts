import { Type, type Static } from 'typebox';

const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);
const Open = Type.Record(Type.String(), Type.Unknown());

/** Superset's Query.to_dict(), the shape SQL Lab's client keeps per query (contract §4). */
export const QueryDict = Type.Object({
  id: Type.String(),
  queryId: Type.Integer(),
  serverId: Type.Integer(),
  dbId: Type.Integer(),
  db: NStr,
  sql: NStr,
  executedSql: NStr,
  state: Type.String(),
  progress: Type.Number(),
  rows: NInt,
  limit: NInt,
  limitingFactor: NStr,
  /** Epoch milliseconds (floats), as Superset sends them. */
  startDttm: Type.Union([Type.Number(), Type.Null()]),
  endDttm: Type.Union([Type.Number(), Type.Null()]),
  errorMessage: NStr,
  catalog: NStr,
  schema: NStr,
  ctas: Type.Boolean(),
  ctas_method: NStr,
  tempSchema: NStr,
  tempTable: NStr,
  sqlEditorId: NStr,
  tab: NStr,
  userId: NInt,
  user: NStr,
  resultsKey: NStr,
  trackingUrl: NStr,
  changed_on: NStr,
  extra: Open,
});
export type QueryDict = Static<typeof QueryDict>;
