import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../distribution/testing/fixtures';
import nestedAnswer from './fixtures/nested_months.json';
import answer from './fixtures/origin_destination.json';
import { METRIC_KEY } from './pivot';
import { NESTED, PIVOT } from './testing/formData';
import transformProps from './transformProps';

const COUNT_DAL = ['count', 'DAL'];
const COUNT_LAS = ['count', 'LAS'];
const COUNT_PHX = ['count', 'PHX'];

describe('pivot_table_v2 transformProps', () => {
  it('pivots origin rows under metric > destination columns from the real answer', () => {
    const props = transformProps(chartPropsOf(PIVOT, answer));
    expect(props.rowAttrs.map((attr) => attr.key)).toEqual(['origin']);
    expect(props.colAttrs.map((attr) => [attr.key, attr.label])).toEqual([
      [METRIC_KEY, 'Metric'],
      ['destination', 'destination'],
    ]);
    expect(props.rowItems.map((item) => item.path)).toEqual([['ABQ'], ['ALB'], ['AMA']]);
    expect(props.colItems.map((item) => item.path)).toEqual([
      COUNT_DAL,
      COUNT_LAS,
      COUNT_PHX,
      ['AVG(delay)', 'DAL'],
      ['AVG(delay)', 'LAS'],
      ['AVG(delay)', 'PHX'],
    ]);
    expect(props.cell(['ABQ'], COUNT_PHX).text).toBe('3.32k');
    expect(props.cell(['ABQ'], ['AVG(delay)', 'DAL']).text).toBe('3.55');
    expect(props.cell(['ALB'], COUNT_DAL)).toEqual({ text: '', value: null, background: undefined });
    // Totals are off unless asked for (there are row and column groups).
    expect([props.rowTotals, props.colTotals]).toEqual([false, false]);
  });

  it('formats with valueFormat and the currency, and totals a column over the rows', () => {
    const props = transformProps(
      chartPropsOf(
        {
          ...PIVOT,
          valueFormat: ',d',
          currency_format: { symbol: 'EUR', symbolPosition: 'suffix' },
          colTotals: true,
        },
        answer,
      ),
    );
    expect(props.cell(['ABQ'], COUNT_PHX).text).toBe('3,323 €');
    expect(props.cell([], COUNT_LAS).text).toBe('1,367 €');
    expect(props.colTotals).toBe(true);
  });

  it('transposes, puts metrics on rows (combined last), and applies another aggregation', () => {
    const transposed = transformProps(chartPropsOf({ ...PIVOT, transposePivot: true }, answer));
    expect(transposed.rowAttrs.map((attr) => attr.key)).toEqual(['destination']);
    expect(transposed.colAttrs.map((attr) => attr.key)).toEqual([METRIC_KEY, 'origin']);
    expect(transposed.cell(['PHX'], ['count', 'ABQ']).value).toBe(3323);

    const onRows = transformProps(
      chartPropsOf(
        { ...PIVOT, metricsLayout: 'ROWS', combineMetric: true, aggregateFunction: 'Count' },
        answer,
      ),
    );
    expect(onRows.rowAttrs.map((attr) => attr.key)).toEqual(['origin', METRIC_KEY]);
    expect(onRows.rowItems.map((item) => item.path)).toEqual([
      ['ABQ', 'count'],
      ['ABQ', 'AVG(delay)'],
      ['ALB', 'count'],
      ['ALB', 'AVG(delay)'],
      ['AMA', 'count'],
      ['AMA', 'AVG(delay)'],
    ]);
    expect(onRows.cell(['ABQ', 'count'], ['PHX']).value).toBe(1);
    expect(onRows.rowAttrs[1]!.format('count')).toBe('count');
  });

  it('shows fractions as percentages', () => {
    const props = transformProps(
      chartPropsOf({ ...PIVOT, metrics: ['count'], aggregateFunction: 'Sum as Fraction of Rows' }, answer),
    );
    // ABQ: 1203 + 1010 + 3323 = 5536 flights; PHX takes 3323 of them.
    expect(props.cell(['ABQ'], COUNT_PHX).text).toBe('60.0%');
  });

  it('colours data cells by the metric conditional formatting', () => {
    const props = transformProps(
      chartPropsOf(
        {
          ...PIVOT,
          conditional_formatting: [
            { column: 'count', operator: '>', targetValue: 1000, colorScheme: '#ff0000' },
          ],
        },
        answer,
      ),
    );
    expect(props.cell(['ABQ'], COUNT_PHX).background).toBe('#ff0000ff');
    expect(props.cell(['ALB'], COUNT_LAS).background).toBeUndefined();
    expect(props.cell(['ABQ'], ['AVG(delay)', 'PHX']).background).toBeUndefined();
  });

  it('nests rows with subtotals, months as date-formatted columns, row totals', () => {
    const props = transformProps(
      chartPropsOf({ ...NESTED, date_format: '%Y-%m', rowSubTotals: true, rowTotals: true }, nestedAnswer),
    );
    expect(props.rowItems.map((item) => [item.path.join('/'), item.subtotal])).toEqual([
      ['ABQ/DAL', false],
      ['ABQ/LAS', false],
      ['ABQ/PHX', false],
      ['ABQ', true],
      ['ALB/LAS', false],
      ['ALB', true],
      ['AMA/DAL', false],
      ['AMA/LAS', false],
      ['AMA', true],
    ]);
    const dateAttr = props.colAttrs[1]!;
    expect(props.colItems.map((item) => dateAttr.format(item.path[1]))).toEqual([
      '2001-01',
      '2001-02',
      '2001-03',
      '2001-04',
      '2001-05',
      '2001-06',
    ]);
    expect(props.cell(['ABQ'], ['count', 978307200000]).text).toBe('936');
    expect(props.cell(['ABQ'], []).text).toBe('5.54k');
  });
});
