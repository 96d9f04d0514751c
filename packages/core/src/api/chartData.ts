import { Type, type Static } from 'typebox';

const NStr = Type.Union([Type.String(), Type.Null()]);
const NNum = Type.Union([Type.Number(), Type.Null()]);

/**
 * One query's answer in POST /api/v1/chart/data (contract §2). Which fields are present depends on
 * `result_type` (full, samples, query, columns...), so all are optional, and the object stays open
 * so a field added by post-processing is never dropped by the serialiser. `data` (the rows) is
 * left unchecked: it is the large part, serialised by one JSON.stringify as before schemas.
 */
export const ChartDataQueryResult = Type.Object(
  {
    cache_key: Type.Optional(NStr),
    cached_dttm: Type.Optional(NStr),
    cache_timeout: Type.Optional(NNum),
    is_cached: Type.Optional(Type.Boolean()),
    status: Type.Optional(Type.String()),
    error: Type.Optional(Type.Unknown()),
    errors: Type.Optional(Type.Array(Type.Unknown())),
    stacktrace: Type.Optional(Type.Unknown()),
    result_format: Type.Optional(Type.String()),
    annotation_data: Type.Optional(Type.Unknown()),
    applied_template_filters: Type.Optional(Type.Array(Type.Unknown())),
    query: Type.Optional(Type.String()),
    language: Type.Optional(Type.String()),
    colnames: Type.Optional(Type.Array(Type.String())),
    indexnames: Type.Optional(Type.Array(Type.Unknown())),
    coltypes: Type.Optional(Type.Array(Type.Integer())),
    rowcount: Type.Optional(Type.Integer()),
    sql_rowcount: Type.Optional(Type.Integer()),
    applied_filters: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
    rejected_filters: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
    from_dttm: Type.Optional(NNum),
    to_dttm: Type.Optional(NNum),
    label_map: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    data: Type.Optional(Type.Unknown({ description: 'Result rows (or the text of a CSV answer in JSON).' })),
  },
  { additionalProperties: true },
);
export type ChartDataQueryResult = Static<typeof ChartDataQueryResult>;

/** POST /api/v1/chart/data, GET /api/v1/chart/<pk>/data/ and GET /api/v1/chart/data/<cache_key> in JSON. */
export const ChartDataResponse = Type.Object({ result: Type.Array(ChartDataQueryResult) });
export type ChartDataResponse = Static<typeof ChartDataResponse>;

/**
 * The legacy /superset/explore_json/ payload (Superset's BaseViz.get_payload), open: each legacy
 * viz type puts its own fields there.
 */
export const ExploreJsonResponse = Type.Record(Type.String(), Type.Unknown());

/** GET /api/v1/chart/<pk>/data/ query string. */
export const SavedChartDataQuery = Type.Object({
  format: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  force: Type.Optional(Type.String()),
});
export type SavedChartDataQuery = Static<typeof SavedChartDataQuery>;
