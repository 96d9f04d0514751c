import type { AnnotationLayer, QueryContext } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { annotationLayersOf, layerQueryContext, requiresQuery, withoutQueriedLayers } from './layers';

const formula: AnnotationLayer = { name: 'Goal', annotationType: 'FORMULA', value: '100', show: true };
const native: AnnotationLayer = {
  name: 'Releases',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value: 3,
  show: true,
};
const hidden: AnnotationLayer = { ...native, name: 'Hidden', show: false };

const context: QueryContext = {
  datasource: { id: 1, type: 'table' },
  force: false,
  result_format: 'json',
  result_type: 'full',
  form_data: {},
  queries: [
    {
      time_range: 'Last year',
      columns: ['date'],
      metrics: ['count'],
      row_limit: 10000,
      annotation_layers: [formula, native, hidden],
      post_processing: [{ operation: 'pivot' }],
    },
  ],
} as QueryContext;

describe('annotation layers', () => {
  it('keeps only well-formed layers from saved form data', () => {
    expect(annotationLayersOf([formula, null, 'x', { name: 1 }])).toEqual([formula]);
    expect(annotationLayersOf(undefined)).toEqual([]);
  });

  it('queries shown layers with a data source, never formulas', () => {
    expect(requiresQuery(native)).toBe(true);
    expect(requiresQuery(formula)).toBe(false);
    expect(requiresQuery(hidden)).toBe(false);
    expect(requiresQuery({ ...native, sourceType: 'elsewhere' })).toBe(false);
  });

  it("leaves the queried layers out of the chart's own query", () => {
    expect(withoutQueriedLayers(context).queries[0]?.annotation_layers).toEqual([formula, hidden]);
  });

  it("asks for one layer with the chart's time range, one row and no post-processing", () => {
    const query = layerQueryContext(context, native).queries[0];
    expect(query).toMatchObject({
      time_range: 'Last year',
      annotation_layers: [native],
      row_limit: 1,
      post_processing: [],
    });
  });
});
