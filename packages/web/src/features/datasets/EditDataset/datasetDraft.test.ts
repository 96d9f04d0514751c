import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../app/i18n';
import { createMockColumn, createMockDataset, createMockMetric } from '../../../testing/dataFactories';
import {
  draftFromDataset,
  draftToBody,
  newCalculatedColumn,
  newMetric,
  type DatasetDraft,
} from './datasetDraft';
import { validateDraft } from './validateDraft';

const t = createI18n().t as TFunction;

function draft(partial: Partial<DatasetDraft> = {}): DatasetDraft {
  return { ...draftFromDataset(createMockDataset()), ...partial };
}

describe('draftFromDataset / draftToBody', () => {
  it('splits calculated columns from source columns and joins them again on save', () => {
    const dataset = createMockDataset({
      columns: [
        createMockColumn({ id: 1, column_name: 'a' }),
        createMockColumn({ id: 2, column_name: 'b_upper', expression: 'UPPER(b)' }),
      ],
    });
    const result = draftFromDataset(dataset);
    expect(result.columns.map((column) => column.column_name)).toEqual(['a']);
    expect(result.calculatedColumns.map((column) => column.column_name)).toEqual(['b_upper']);
    expect(draftToBody(result).columns).toEqual([
      expect.objectContaining({ id: 1, column_name: 'a', expression: null }),
      expect.objectContaining({ id: 2, column_name: 'b_upper', expression: 'UPPER(b)' }),
    ]);
  });

  it('keeps the extra keys it does not edit and moves certification into its own fields', () => {
    const dataset = createMockDataset({
      extra: JSON.stringify({
        certification: { certified_by: 'Data team', details: 'Checked' },
        warning_markdown: 'Sampled',
        disallow_adhoc_metrics: true,
      }),
      metrics: [
        createMockMetric({
          id: 3,
          extra: JSON.stringify({ certification: { certified_by: 'Ops' }, other: 1 }),
        }),
      ],
    });
    const result = draftFromDataset(dataset);
    expect(result).toMatchObject({ certified_by: 'Data team', certification_details: 'Checked' });
    expect(JSON.parse(result.extraText)).toEqual({ disallow_adhoc_metrics: true });
    const body = draftToBody({ ...result, certified_by: '' });
    expect(JSON.parse(body.extra!)).toEqual({ warning_markdown: 'Sampled', disallow_adhoc_metrics: true });
    expect(JSON.parse(body.metrics![0]!.extra!)).toEqual({
      certification: { certified_by: 'Ops', details: '' },
      other: 1,
    });
  });

  it('sends SQL only for virtual datasets and empty texts as null', () => {
    expect(draftToBody(draft({ kind: 'physical', sql: 'SELECT 1' })).sql).toBeNull();
    expect(draftToBody(draft({ kind: 'virtual', sql: 'SELECT 1' })).sql).toBe('SELECT 1');
    expect(draftToBody(draft({ description: '  ', default_endpoint: '' }))).toMatchObject({
      description: null,
      default_endpoint: null,
    });
  });
});

describe('validateDraft', () => {
  const metric = (metric_name: string, expression: string) => ({ ...newMetric(), metric_name, expression });
  const calculated = (column_name: string, expression: string) => ({
    ...newCalculatedColumn(),
    column_name,
    expression,
  });

  it.each([
    { name: 'a valid draft', patch: {}, errors: [] },
    {
      name: 'duplicate metric names',
      patch: { metrics: [metric('count', 'COUNT(*)'), metric('count', 'SUM(1)')] },
      errors: ['Metric name [count] is duplicated'],
    },
    {
      name: 'a metric without SQL',
      patch: { metrics: [metric('total', ' ')] },
      errors: ['Metric [total] requires an expression'],
    },
    {
      name: 'a calculated column named like a source column',
      patch: { calculatedColumns: [calculated('delay', 'delay * 60')] },
      errors: ['Column name [delay] is duplicated'],
    },
    {
      name: 'a calculated column without SQL or name',
      patch: { calculatedColumns: [calculated('', '')] },
      errors: ['Every calculated column needs a name', 'Calculated column [] requires an expression'],
    },
    {
      name: 'a virtual dataset without SQL',
      patch: { kind: 'virtual' as const, sql: '' },
      errors: ['A virtual dataset needs a SQL query'],
    },
    {
      name: 'extra that is not an object',
      patch: { extraText: '[1]' },
      errors: ['Extra must be a JSON object'],
    },
  ])('$name', ({ patch, errors }) => {
    expect(validateDraft(draft(patch), t)).toEqual(errors);
  });
});
