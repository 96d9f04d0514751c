import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  legacyValidateInteger,
  legacyValidateNumber,
  validateFormData,
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  validateNumber,
  validateOrderby,
  validateRowLimit,
  validateSeriesLimit,
  validateSpatial,
} from './validators.js';

const EMPTY = 'cannot be empty';
const INTEGER = 'is expected to be an integer';
const NUMBER = 'is expected to be a number';

describe('validateNonEmpty', () => {
  it.each([null, undefined, '', []])('%j is empty', (value) => {
    expect(validateNonEmpty(value)).toBe(EMPTY);
  });
  it.each([0, false, 'a', ['m'], {}])('%j is a value', (value) => {
    expect(validateNonEmpty(value)).toBe(false);
  });
});

describe('integer checks', () => {
  it.each<[unknown, string | false, string | false]>([
    // value, legacy (lenient), strict
    [10, false, false],
    ['10', false, false],
    [' 10 ', false, false],
    [-3, false, false],
    [1.5, INTEGER, INTEGER],
    ['1.5', INTEGER, INTEGER],
    ['abc', INTEGER, INTEGER],
    ['1e3', INTEGER, false],
    ['', false, INTEGER],
    [null, false, INTEGER],
    [undefined, false, INTEGER],
    [0, false, false],
    ['   ', INTEGER, INTEGER],
  ])('%j: legacy %j, strict %j', (value, legacy, strict) => {
    expect(legacyValidateInteger(value)).toBe(legacy);
    expect(validateInteger(value)).toBe(strict);
  });
});

describe('number checks', () => {
  it.each<[unknown, string | false, string | false]>([
    [1.5, false, false],
    ['1.5', false, false],
    ['-2', false, false],
    ['abc', NUMBER, NUMBER],
    [Infinity, false, NUMBER],
    ['Infinity', false, NUMBER],
    [NaN, false, NUMBER],
    ['', false, NUMBER],
    [null, false, NUMBER],
  ])('%j: legacy %j, strict %j', (value, legacy, strict) => {
    expect(legacyValidateNumber(value)).toBe(legacy);
    expect(validateNumber(value)).toBe(strict);
  });
});

describe('validateMaxValue', () => {
  it('names the maximum in the message', () => {
    expect(validateMaxValue(1_000_001, 1_000_000)).toBe('Value cannot exceed 1000000');
    expect(validateMaxValue('20', 10)).toBe('Value cannot exceed 10');
  });
  it('accepts the maximum and below', () => {
    expect(validateMaxValue(1_000_000, 1_000_000)).toBe(false);
    expect(validateMaxValue('5', 10)).toBe(false);
  });
});

describe('formatMessage', () => {
  it('substitutes each %s in turn', () => {
    expect(formatMessage('%s of %s', 1, 2)).toBe('1 of 2');
  });
});

describe('validateRowLimit', () => {
  it.each<[unknown, string[]]>([
    [10_000, []],
    ['1000000', []],
    [1_000_000, []],
    [1_000_001, ['Value cannot exceed 1000000']],
    ['2000000', ['Value cannot exceed 1000000']],
    ['', [EMPTY]],
    [null, [EMPTY]],
    [10.5, [INTEGER]],
    ['ten', [INTEGER]],
    [1_500_000.5, [INTEGER, 'Value cannot exceed 1000000']],
  ])('%j gives %j', (value, messages) => {
    expect(validateRowLimit(value)).toEqual(messages);
  });
});

describe('validateSeriesLimit', () => {
  it('accepts integers and no value, refuses fractions and text', () => {
    expect(validateSeriesLimit(25)).toEqual([]);
    expect(validateSeriesLimit(undefined)).toEqual([]);
    expect(validateSeriesLimit(2.5)).toEqual([INTEGER]);
    expect(validateSeriesLimit('x')).toEqual([INTEGER]);
  });
});

describe('validateOrderby', () => {
  it('accepts JSON text and pairs, refuses text that is not JSON', () => {
    expect(validateOrderby(['["num", true]', ['name', false]])).toBe(false);
    expect(validateOrderby(undefined)).toBe(false);
    expect(validateOrderby(['["num", true]', 'num desc'])).toBe('Found invalid orderby options');
  });
});

describe('validateFormData', () => {
  it('is empty for valid form data', () => {
    expect(
      validateFormData(
        {
          datasource: '1__table',
          viz_type: 'table',
          metrics: ['count'],
          row_limit: 1000,
          series_limit: 10,
          orderby: ['["count", false]'],
        },
        { required: ['metrics'] },
      ),
    ).toEqual({});
  });

  it('gives the messages per control', () => {
    expect(
      validateFormData(
        {
          datasource: '1__table',
          viz_type: 'echarts_timeseries',
          metrics: [],
          x_axis: null,
          row_limit: 5_000_000,
          series_limit: 'many',
          limit: 2.5,
          order_by_cols: ['nope'],
        },
        { required: ['metrics', 'x_axis'] },
      ),
    ).toEqual({
      metrics: [EMPTY],
      x_axis: [EMPTY],
      row_limit: ['Value cannot exceed 1000000'],
      series_limit: [INTEGER],
      limit: [INTEGER],
      order_by_cols: ['Found invalid orderby options'],
    });
  });
});

describe('validateSpatial', () => {
  const INVALID = 'Invalid lat/long configuration.';
  it('accepts each complete configuration', () => {
    expect(validateSpatial({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toBe(false);
    expect(validateSpatial({ type: 'delimited', lonlatCol: 'coords', delimiter: ',' })).toBe(false);
    expect(validateSpatial({ type: 'geohash', geohashCol: 'hash', reverseCheckbox: true })).toBe(false);
  });

  it('refuses a missing column or delimiter, an unknown type or no value', () => {
    expect(validateSpatial({ type: 'latlong', latCol: 'lat' })).toBe(INVALID);
    expect(validateSpatial({ type: 'delimited', lonlatCol: 'coords', delimiter: '' })).toBe(INVALID);
    expect(validateSpatial({ type: 'geohash', geohashCol: ' ' })).toBe(INVALID);
    expect(validateSpatial({ type: 'polar' })).toBe(INVALID);
    expect(validateSpatial(undefined)).toBe(INVALID);
  });
});
