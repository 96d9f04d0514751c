import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { formulaAnnotationSeries } from './annotations';
import monthly from './fixtures/monthly.json';
import { chartPropsOf } from './testing/chartProps';
import { FLIGHTS_BY_MONTH } from './testing/formData';
import { parseFormula } from './formula';
import transformProps from './transformProps';

describe('formula annotations', () => {
  it('evaluates arithmetic in x with precedence, signs, powers and functions', () => {
    const at = (expression: string, x: number) => parseFormula(expression)?.(x);
    expect(at('x*2+1', 3)).toBe(7);
    expect(at('2 + 3 * (x - 1)', 2)).toBe(5);
    expect(at('-x^2', 3)).toBe(-9);
    expect(at('2^3^2', 0)).toBe(512);
    expect(at('sqrt(x) + abs(-2) + 10 % 4', 16)).toBe(8);
    expect(at('1.5e3 / x', 3)).toBe(500);
    expect(at('pi', 0)).toBeCloseTo(Math.PI);
  });

  it('refuses what it cannot read', () => {
    expect(parseFormula('')).toBeNull();
    expect(parseFormula('x +')).toBeNull();
    expect(parseFormula('alert(1)')).toBeNull();
    expect(parseFormula('(x')).toBeNull();
    expect(parseFormula('x y')).toBeNull();
  });

  it('draws shown formula layers as lines over the chart’s x values', () => {
    const layers = [
      {
        name: 'Target',
        annotationType: 'FORMULA',
        value: '500000',
        show: true,
        color: '#ff0000',
        opacity: 'opacityMedium',
        style: 'dashed',
        width: 2,
      },
      { name: 'Hidden', annotationType: 'FORMULA', value: 'x', show: false },
      { name: 'Events', annotationType: 'EVENT', value: 3, show: true },
    ];
    const series = formulaAnnotationSeries(layers, [1, 2], getColorScale('supersetColors'));
    expect(series).toEqual([
      {
        type: 'line',
        id: 'Target',
        name: 'Target',
        smooth: true,
        symbolSize: 0,
        showSymbol: false,
        data: [
          [1, 500000],
          [2, 500000],
        ],
        itemStyle: { color: '#ff0000' },
        lineStyle: { opacity: 0.5, type: 'dashed', width: 2 },
      },
    ]);
  });

  it('adds the formula line and its legend entry to a line chart', () => {
    const annotation_layers = [{ name: 'Target', annotationType: 'FORMULA', value: '500000', show: true }];
    const { echartOptions } = transformProps(
      chartPropsOf({ ...FLIGHTS_BY_MONTH, annotation_layers }, monthly),
    );
    const option = echartOptions as {
      series: { name: string; data: unknown[] }[];
      legend: { data: string[] };
    };
    expect(option.series.map((s) => s.name)).toEqual(['count', 'Target']);
    expect(option.series[1]!.data[0]).toEqual([978307200000, 500000]);
    expect(option.legend.data).toEqual(['count', 'Target']);
  });
});
