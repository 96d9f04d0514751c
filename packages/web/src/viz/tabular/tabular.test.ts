import { GenericDataType } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { cellBar, cellBarRange } from './cellBars';
import { currencySymbol, getCellFormatter } from './cellFormat';
import { readColumnConfig } from './columnConfig';
import {
  addAlpha,
  cellBackgroundColor,
  COMPARATOR,
  getColorFormatters,
  getColorFunction,
  getOpacity,
} from './conditionalFormatting';

describe('cell bars', () => {
  it('ranges from min to max, or from 0 to the largest magnitude when aligned at zero', () => {
    expect(cellBarRange([3, -4, 'x', null, 10], false)).toEqual([-4, 10]);
    expect(cellBarRange([3, -12, 10], true)).toEqual([0, 12]);
    expect(cellBarRange(['a'], false)).toBeNull();
  });

  it('draws a negative value from zero leftwards, red when coloured by sign', () => {
    // Range [-4, 10]: zero sits at 4/14 of the cell.
    expect(cellBar(-4, [-4, 10], false, true)).toEqual({
      width: 29,
      offset: 0,
      background: 'rgba(150,0,0,0.2)',
    });
    expect(cellBar(7, [-4, 10], false, true)).toEqual({
      width: 50,
      offset: 29,
      background: 'rgba(0,0,0,0.2)',
    });
    expect(cellBar(-6, [0, 12], true, false)).toEqual({
      width: 50,
      offset: 0,
      background: 'rgba(0,0,0,0.2)',
    });
  });
});

describe('cell formats', () => {
  it('formats metrics, percent metrics, currencies, dates and text as Superset table cells', () => {
    const metric = getCellFormatter({
      dataType: GenericDataType.Numeric,
      isMetric: true,
      isPercentMetric: false,
      config: {},
    });
    expect(metric(1234567)).toBe('1.23M');
    expect(metric(null)).toBe('N/A');
    const percent = getCellFormatter({
      dataType: GenericDataType.Numeric,
      isMetric: false,
      isPercentMetric: true,
      config: {},
    });
    expect(percent(0.12345)).toBe('12.345%');
    const money = getCellFormatter({
      dataType: GenericDataType.Numeric,
      isMetric: true,
      isPercentMetric: false,
      config: { d3NumberFormat: ',.2f', currencyFormat: { symbol: 'GBP', symbolPosition: 'prefix' } },
    });
    expect(money(1234.5)).toBe('£ 1,234.50');
    const date = getCellFormatter({
      dataType: GenericDataType.Temporal,
      isMetric: false,
      isPercentMetric: false,
      config: {},
      timeFormat: '%Y-%m-%d',
    });
    expect(date(0)).toBe('1970-01-01');
    const plainNumber = getCellFormatter({
      dataType: GenericDataType.Numeric,
      isMetric: false,
      isPercentMetric: false,
      config: {},
    });
    expect(plainNumber(1234567)).toBe('1234567');
    expect(currencySymbol('XYZ')).toBe('XYZ');
  });

  it('reads only well-formed column config entries', () => {
    expect(readColumnConfig({ a: { columnWidth: 80 }, b: 3, c: null })).toEqual({ a: { columnWidth: 80 } });
    expect(readColumnConfig('nope')).toEqual({});
  });
});

describe('conditional formatting', () => {
  const values = [0, 5, 10, 20];

  it('scales opacity from the cut-off to the extreme and adds it as alpha', () => {
    expect(getOpacity(20, 10, 20)).toBe(1);
    expect(getOpacity(15, 10, 20)).toBe(0.53);
    expect(addAlpha('#ff0000', 0.5)).toBe('#ff000080');
  });

  it('colours values that pass the comparator, none that fail', () => {
    const greater = getColorFunction(
      { column: 'x', operator: COMPARATOR.GreaterThan, targetValue: 10, colorScheme: '#00ff00' },
      values,
    );
    expect(greater(20)).toBe('#00ff00ff');
    expect(greater(10)).toBeUndefined();
    const between = getColorFunction(
      {
        column: 'x',
        operator: COMPARATOR.BetweenOrEqual,
        targetValueLeft: 5,
        targetValueRight: 10,
        colorScheme: '#0000ff',
      },
      values,
    );
    expect(between(5)).toBe('#0000ff0d');
    expect(between(11)).toBeUndefined();
    expect(
      getColorFunction({ column: 'x', operator: COMPARATOR.None, colorScheme: '#000000' }, values)(0),
    ).toBe('#00000000');
  });

  it('keeps complete rules only, and the last matching rule of a column wins', () => {
    const formatters = getColorFormatters(
      [
        { column: 'x', operator: COMPARATOR.GreaterThan, targetValue: 0, colorScheme: '#111111' },
        { column: 'x', operator: COMPARATOR.GreaterThan, targetValue: 15, colorScheme: '#222222' },
        { column: 'x', operator: COMPARATOR.LessThan },
      ],
      values.map((x) => ({ x })),
      false,
    );
    expect(formatters).toHaveLength(2);
    expect(cellBackgroundColor(formatters, 'x', 20)).toBe('#222222');
    expect(cellBackgroundColor(formatters, 'x', 5)).toBe('#111111');
    expect(cellBackgroundColor(formatters, 'y', 5)).toBeUndefined();
  });
});
