import type { AnnotationLayer } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { annotationLines, annotationRecords, annotationTime } from './records';

const JAN_31 = Date.UTC(2024, 0, 31);
const FEB_2 = Date.UTC(2024, 1, 2);

const layer = (fields: Partial<AnnotationLayer>): AnnotationLayer => ({
  name: 'Releases',
  annotationType: 'EVENT',
  value: 1,
  show: true,
  ...fields,
});

describe('annotationTime', () => {
  it('reads epoch ms, naive ISO text as UTC (as chart data does), and zoned ISO text', () => {
    expect(annotationTime(JAN_31)).toBe(JAN_31);
    expect(annotationTime('2024-01-31T00:00:00')).toBe(JAN_31);
    expect(annotationTime('2024-01-31 00:00:00')).toBe(JAN_31);
    expect(annotationTime('2024-01-31T01:00:00+01:00')).toBe(JAN_31);
    expect(annotationTime('not a date')).toBeNull();
    expect(annotationTime(null)).toBeNull();
  });
});

describe('annotationRecords', () => {
  it("reads a Superset layer's records: start, end, short and long description", () => {
    const data = {
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [
        {
          start_dttm: JAN_31,
          end_dttm: FEB_2,
          short_descr: 'Freeze',
          long_descr: 'No deploys',
          json_metadata: '',
        },
        { start_dttm: null, end_dttm: null, short_descr: 'no time', long_descr: '', json_metadata: '' },
      ],
    };
    expect(annotationRecords(layer({ sourceType: 'NATIVE' }), data)).toEqual([
      { time: JAN_31, end: FEB_2, title: 'Freeze', descriptions: ['No deploys'] },
    ]);
  });

  it("reads a table chart's rows through the columns the layer names", () => {
    const data = { records: [{ day: JAN_31, until: FEB_2, what: 'Sale', who: 'Ops', note: 'big' }] };
    const fromTable = layer({
      sourceType: 'table',
      annotationType: 'INTERVAL',
      timeColumn: 'day',
      intervalEndColumn: 'until',
      titleColumn: 'what',
      descriptionColumns: ['who', 'note'],
    });
    expect(annotationRecords(fromTable, data)).toEqual([
      { time: JAN_31, end: FEB_2, title: 'Sale', descriptions: ['Ops', 'big'] },
    ]);
  });

  it('gives nothing for an answer without records', () => {
    expect(annotationRecords(layer({ sourceType: 'NATIVE' }), undefined)).toEqual([]);
    expect(annotationRecords(layer({ sourceType: 'NATIVE' }), { records: 'x' })).toEqual([]);
  });
});

describe('annotationLines', () => {
  const trend = layer({ name: 'Trend', annotationType: 'TIME_SERIES', sourceType: 'line' });

  it("draws a line chart's single metric under the layer's name, against its time column", () => {
    const data = {
      records: [
        { date: JAN_31, 'SUM(delay)': 10 },
        { date: FEB_2, 'SUM(delay)': null },
      ],
    };
    expect(annotationLines(trend, data)).toEqual([
      {
        name: 'Trend',
        points: [
          [JAN_31, 10],
          [FEB_2, null],
        ],
      },
    ]);
  });

  it('names each of several series after the layer and its column', () => {
    const data = { records: [{ __timestamp: JAN_31, SEA: 1, LAX: 2 }] };
    expect(annotationLines(trend, data).map(({ name }) => name)).toEqual(['Trend, SEA', 'Trend, LAX']);
  });

  it("reads Superset's legacy [{key, values: [{x, y}]}] answer", () => {
    const data = [{ key: 'avg', values: [{ x: JAN_31, y: 3 }] }];
    expect(annotationLines(trend, data)).toEqual([{ name: 'avg', points: [[JAN_31, 3]] }]);
  });
});
