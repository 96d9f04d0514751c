import { buildQueryContext, type QueryContext, type QueryFormData } from '@loupe/core';
import { buildTimeseriesQueryObject } from '../timeseries/buildQuery';
import { queryAFormData, queryBFormData } from './formData';

/**
 * Superset's MixedTimeseries query: two time-series queries on one dataset, A from the plain
 * controls and B from the `_b` ones, each built as a time-series chart's query.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const [contextA, contextB] = [queryAFormData(formData), queryBFormData(formData)].map((queryFormData) =>
    buildQueryContext(queryFormData, (baseQueryObject) => [
      buildTimeseriesQueryObject(queryFormData, baseQueryObject),
    ]),
  );
  return { ...contextA!, queries: [...contextA!.queries, ...contextB!.queries] };
}
