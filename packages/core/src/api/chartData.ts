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

/**
 * POST /api/v1/chart/data query string: the request may come as `?form_data=<JSON text>` (as the
 * legacy endpoints take it) instead of a body; any other parameter is left as it is.
 */
export const ChartDataQuerystring = Type.Object(
  { form_data: Type.Optional(Type.Unknown()) },
  { additionalProperties: true },
);
export type ChartDataQuerystring = Static<typeof ChartDataQuerystring>;

/**
 * /superset/explore_json/ query string: legacy form data as JSON text and the view's switches, each on
 * only when exactly `true`. Left as sent (no coercion); any other parameter is ignored.
 */
export const ExploreJsonQuerystring = Type.Object(
  {
    form_data: Type.Optional(Type.Unknown()),
    csv: Type.Optional(Type.Unknown()),
    query: Type.Optional(Type.Unknown()),
    results: Type.Optional(Type.Unknown()),
    samples: Type.Optional(Type.Unknown()),
    force: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export type ExploreJsonQuerystring = Static<typeof ExploreJsonQuerystring>;

/** /superset/explore_json/<datasource_type>/<datasource_id>/ path (both absent on /superset/explore_json/). */
export const ExploreJsonParams = Type.Object({
  datasource_type: Type.Optional(Type.String()),
  datasource_id: Type.Optional(Type.String()),
});
export type ExploreJsonParams = Static<typeof ExploreJsonParams>;

/** GET /api/v1/chart/<pk>/data/ query string. */
export const SavedChartDataQuery = Type.Object({
  format: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  force: Type.Optional(Type.String()),
});
export type SavedChartDataQuery = Static<typeof SavedChartDataQuery>;
