import { Type, type Static } from 'typebox';

/** Query of `POST /superset/log/`: the page the events come from (Superset's log_this reads them). */
export const LogIngestQuerystring = Type.Object({
  explode: Type.Optional(Type.String()),
  dashboard_id: Type.Optional(Type.String()),
  slice_id: Type.Optional(Type.String()),
});
export type LogIngestQuerystring = Static<typeof LogIngestQuerystring>;

/** One entry of `GET /api/v1/log/recent_activity/` (Superset's RecentActivitySchema). */
export const RecentActivityItem = Type.Object({
  action: Type.String(),
  item_type: Type.Union([Type.Literal('dashboard'), Type.Literal('slice')]),
  item_url: Type.String(),
  item_title: Type.String(),
  /** Epoch milliseconds. */
  time: Type.Number(),
  time_delta_humanized: Type.String(),
});
export type RecentActivityItem = Static<typeof RecentActivityItem>;

export const RecentActivityResponse = Type.Object({ result: Type.Array(RecentActivityItem) });
export type RecentActivityResponse = Static<typeof RecentActivityResponse>;

/** `GET /api/v1/log/<pk>`: FAB's show answer. */
export const LogShowResponse = Type.Object({
  id: Type.Integer(),
  result: Type.Record(Type.String(), Type.Unknown()),
  show_columns: Type.Array(Type.String()),
  label_columns: Type.Record(Type.String(), Type.String()),
  description_columns: Type.Record(Type.String(), Type.String()),
  show_title: Type.String(),
});
