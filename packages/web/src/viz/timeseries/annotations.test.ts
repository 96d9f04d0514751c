import type { AnnotationLayer } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { compileFormula } from '../annotations/formula';
import monthly from './fixtures/monthly.json';
import { callFormatter, chartPropsOf, entryOf } from './testing/chartProps';
import { FLIGHTS_BY_MONTH } from './testing/formData';
import transformProps from './transformProps';

const JAN_2001 = 978307200000;
const MAR_2001 = 983404800000;

const releases: AnnotationLayer = {
  name: 'Releases',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value: 1,
  show: true,
  style: 'dashed',
  width: 2,
  color: '#ff0000',
};
const freeze: AnnotationLayer = {
  name: 'Freeze',
  annotationType: 'INTERVAL',
  sourceType: 'NATIVE',
  value: 2,
  show: true,
  opacity: 'opacityLow',
};
const trend: AnnotationLayer = {
  name: 'Trend',
  annotationType: 'TIME_SERIES',
  sourceType: 'line',
  value: 7,
  show: true,
};
const goal: AnnotationLayer = { name: 'Goal', annotationType: 'FORMULA', value: 'y = 100000', show: true };

const nativeAnswer = (records: Record<string, unknown>[]) => ({
  columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
  records,
});

function seriesOf(layers: AnnotationLayer[], data: Record<string, unknown>, formulas = {}) {
  const props = chartPropsOf({ ...FLIGHTS_BY_MONTH, annotation_layers: layers }, monthly);
  const { echartOptions } = transformProps({ ...props, annotations: { data, formulas } });
  return echartOptions as Record<string, unknown>;
}

describe('time-series annotation layers', () => {
  it('draws an event as a vertical line at its time, in the layer style, labelled on hover', () => {
    const option = seriesOf([releases], {
      Releases: nativeAnswer([
        { start_dttm: JAN_2001, end_dttm: JAN_2001, short_descr: 'v1', long_descr: 'First' },
      ]),
    });
    const series = option.series as Record<string, unknown>[];
    const event = series.find((s) => String(s.id).startsWith('Event'))!;
    expect(event.markLine).toMatchObject({
      lineStyle: { color: '#ff0000', type: 'dashed', width: 2, opacity: 1 },
      data: [{ name: 'Releases\n\nv1\n\nFirst', xAxis: JAN_2001 }],
    });
    // An event line is not a legend entry.
    expect(entryOf(option, 'legend').data).not.toContain('Releases');
  });

  it('draws an interval as a band from start to end, at the layer opacity', () => {
    const option = seriesOf([freeze], {
      Freeze: nativeAnswer([
        { start_dttm: '2001-01-01T00:00:00', end_dttm: '2001-03-01T00:00:00', short_descr: 'Q1' },
      ]),
    });
    const band = (option.series as Record<string, unknown>[]).find((s) =>
      String(s.id).startsWith('Interval'),
    )!;
    expect(band.markArea).toMatchObject({
      itemStyle: { opacity: 0.2 },
      data: [[{ name: 'Freeze\n\nQ1', xAxis: JAN_2001 }, { xAxis: MAR_2001 }]],
    });
  });

  it("draws another chart's answer as a named line in the legend", () => {
    const option = seriesOf([trend], {
      Trend: {
        records: [
          { date: JAN_2001, count: 5 },
          { date: MAR_2001, count: 7 },
        ],
      },
    });
    const line = (option.series as Record<string, unknown>[]).find((s) => s.name === 'Trend')!;
    expect(line).toMatchObject({
      type: 'line',
      data: [
        [JAN_2001, 5],
        [MAR_2001, 7],
      ],
    });
    expect(entryOf(option, 'legend').data).toContain('Trend');
  });

  it('draws a formula along the x values with the compiled formula, nothing without it', () => {
    const formula = compileFormula('y = 100000')!;
    const drawn = seriesOf([goal], {}, { Goal: formula });
    const line = (drawn.series as Record<string, unknown>[]).find((s) => s.name === 'Goal')!;
    expect((line.data as [number, number][]).every(([, y]) => y === 100000)).toBe(true);
    expect((line.data as unknown[]).length).toBe(monthly.result[0]!.data.length);
    const notYet = seriesOf([goal], {});
    expect((notYet.series as Record<string, unknown>[]).some((s) => s.name === 'Goal')).toBe(false);
  });

  it('draws nothing for a hidden layer or a layer whose data has not arrived', () => {
    const plain = seriesOf([], {});
    const hidden = seriesOf([{ ...releases, show: false }], {
      Releases: nativeAnswer([{ start_dttm: JAN_2001, short_descr: 'v1' }]),
    });
    const pending = seriesOf([releases], {});
    expect((hidden.series as unknown[]).length).toBe((plain.series as unknown[]).length);
    expect((pending.series as unknown[]).length).toBe((plain.series as unknown[]).length);
  });

  it('reads annotation_data from a Superset-style answer that carried the layers', () => {
    const props = chartPropsOf({ ...FLIGHTS_BY_MONTH, annotation_layers: [releases] }, monthly);
    const [first, ...rest] = props.queriesData;
    const withData = {
      ...props,
      queriesData: [
        {
          ...first!,
          annotation_data: { Releases: nativeAnswer([{ start_dttm: JAN_2001, short_descr: 'v1' }]) },
        },
        ...rest,
      ],
    };
    const series = transformProps(withData).echartOptions as Record<string, unknown>;
    expect((series.series as Record<string, unknown>[]).some((s) => String(s.id).startsWith('Event'))).toBe(
      true,
    );
  });
});

describe('annotation labels', () => {
  it("show the annotation's title when always shown, and the whole text on hover", () => {
    const option = seriesOf([{ ...freeze, showLabel: true }], {
      Freeze: nativeAnswer([
        { start_dttm: JAN_2001, end_dttm: MAR_2001, short_descr: 'Q1', long_descr: 'Quiet' },
      ]),
    });
    const band = (option.series as Record<string, unknown>[]).find((s) =>
      String(s.id).startsWith('Interval'),
    )!;
    const label = (band.markArea as { label: Record<string, unknown> }).label;
    expect(label.show).toBe(true);
    expect(callFormatter(label, { name: 'Freeze\n\nQ1\n\nQuiet' })).toBe('Q1');
    expect(callFormatter(label.emphasis, { name: 'Freeze\n\nQ1\n\nQuiet' })).toBe('Freeze\n\nQ1\n\nQuiet');
  });
});
