import { GenericDataType, type DatasourceData } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../distribution/testing/fixtures';
import aggregateAnswer from './fixtures/aggregate.json';
import byMonthAnswer from './fixtures/by_month.json';
import rawAnswer from './fixtures/raw.json';
import { AGGREGATE, AVG_DELAY, BY_MONTH, RAW } from './testing/formData';
import transformProps, { type TableColumn } from './transformProps';

const VERBOSE: Partial<DatasourceData> = { verbose_map: { origin: 'Origin airport' } };

function column(columns: readonly TableColumn[], key: string): TableColumn {
  const found = columns.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
}

describe('table transformProps', () => {
  it('aggregate: group-by, metrics and percent metrics (the percent-only metric hidden), the summary row', () => {
    const props = transformProps(chartPropsOf(AGGREGATE, aggregateAnswer));
    expect(
      props.columns.map(({ key, label, isMetric, isPercentMetric, isGroupby, align }) => ({
        key,
        label,
        isMetric,
        isPercentMetric,
        isGroupby,
        align,
      })),
    ).toEqual([
      {
        key: 'origin',
        label: 'origin',
        isMetric: false,
        isPercentMetric: false,
        isGroupby: true,
        align: 'left',
      },
      {
        key: 'count',
        label: 'count',
        isMetric: true,
        isPercentMetric: false,
        isGroupby: false,
        align: 'right',
      },
      {
        key: 'AVG(delay)',
        label: 'AVG(delay)',
        isMetric: true,
        isPercentMetric: false,
        isGroupby: false,
        align: 'right',
      },
      {
        key: '%SUM(distance)',
        label: '%SUM(distance)',
        isMetric: false,
        isPercentMetric: true,
        isGroupby: false,
        align: 'right',
      },
    ]);
    expect(props.rows.map((row) => row.origin)).toEqual(['ORD', 'DFW', 'ATL', 'LAX', 'PHX']);
    expect(props.totals).toMatchObject({ count: 3000000, '%SUM(distance)': 1 });
    const [, count, avgDelay, percent] = props.columns;
    expect(count!.format(166341)).toBe('166k');
    expect(avgDelay!.format(9.27365472132547)).toBe('9.27');
    expect(percent!.format(0.243175599703689)).toBe('24.318%');
    expect(props.pageLength).toBe(0);
    expect(props.emitCrossFilters).toBe(true);
  });

  it('aggregate: cell bars only on metrics, against the column range; none when show_cell_bars is off', () => {
    const props = transformProps(chartPropsOf(AGGREGATE, aggregateAnswer));
    expect(column(props.columns, 'origin').barRange).toBeNull();
    expect(column(props.columns, 'count').barRange).toEqual([93036, 166341]);
    const off = transformProps(chartPropsOf({ ...AGGREGATE, show_cell_bars: false }, aggregateAnswer));
    expect(off.columns.every((c) => c.barRange === null)).toBe(true);
  });

  it('applies column config: format, currency, width, alignment, hidden columns, and verbose names', () => {
    const props = transformProps({
      ...chartPropsOf(
        {
          ...AGGREGATE,
          column_config: {
            'AVG(delay)': {
              d3NumberFormat: '.1f',
              currencyFormat: { symbol: 'USD', symbolPosition: 'prefix' },
              columnWidth: 120,
              horizontalAlign: 'center',
            },
            count: { visible: false },
          },
        },
        aggregateAnswer,
      ),
      // transformProps reads only the verbose names of the dataset.
      datasource: VERBOSE as DatasourceData,
    });
    expect(props.columns.map((c) => c.key)).toEqual(['origin', 'AVG(delay)', '%SUM(distance)']);
    const avg = column(props.columns, 'AVG(delay)');
    expect(avg.format(9.27365472132547)).toBe('$ 9.3');
    expect(avg.align).toBe('center');
    expect(avg.config.columnWidth).toBe(120);
    expect(column(props.columns, 'origin').label).toBe('Origin airport');
  });

  it('conditional formatting colours the cells of its column from the real values', () => {
    const props = transformProps(
      chartPropsOf(
        {
          ...AGGREGATE,
          conditional_formatting: [
            { column: 'AVG(delay)', operator: '>', targetValue: 9, colorScheme: '#ff0000' },
            { column: 'count', operator: '<' },
          ],
        },
        aggregateAnswer,
      ),
    );
    // The incomplete rule (no colour, no target) is dropped.
    expect(props.colorFormatters).toHaveLength(1);
    const [formatter] = props.colorFormatters;
    expect(formatter!.column).toBe('AVG(delay)');
    // PHX (9.99) is the column's maximum: full colour; ORD (9.27) a fainter one; ATL (8.83) none.
    expect(formatter!.getColorFromValue(9.994400017197643)).toBe('#ff0000ff');
    expect(formatter!.getColorFromValue(9.27365472132547)).toMatch(/^#ff0000[0-9a-f]{2}$/);
    expect(formatter!.getColorFromValue(8.828138656574)).toBeUndefined();
  });

  it('raw: every column, numeric columns right-aligned with bars, dates through the timestamp format', () => {
    const props = transformProps(
      chartPropsOf({ ...RAW, table_timestamp_format: '%Y-%m-%d %H:%M', page_length: 10 }, rawAnswer),
    );
    expect(props.columns.map((c) => [c.key, c.dataType, c.align])).toEqual([
      ['date', GenericDataType.Temporal, 'left'],
      ['origin', GenericDataType.String, 'left'],
      ['distance', GenericDataType.Numeric, 'right'],
      ['delay', GenericDataType.Numeric, 'right'],
    ]);
    expect(column(props.columns, 'date').format(993212340000)).toBe('2001-06-22 12:19');
    expect(column(props.columns, 'delay').barRange).toEqual([-44, 29]);
    expect(column(props.columns, 'delay').format(-37)).toBe('-37');
    expect(props.totals).toBeNull();
    expect(props.emitCrossFilters).toBe(false);
    expect(props.pageLength).toBe(10);
  });

  it('time grain: the month column reads through the column or chart time format', () => {
    const props = transformProps(
      chartPropsOf({ ...BY_MONTH, table_timestamp_format: '%Y-%m' }, byMonthAnswer),
    );
    expect(props.rows.map((row) => column(props.columns, 'date').format(row.date))).toEqual([
      '2001-05',
      '2001-03',
      '2001-01',
      '2001-06',
    ]);
    const perColumn = transformProps(
      chartPropsOf({ ...BY_MONTH, column_config: { date: { d3TimeFormat: '%b %Y' } } }, byMonthAnswer),
    );
    expect(column(perColumn.columns, 'date').format(988675200000)).toBe('May 2001');
  });

  it('server pagination: the row count comes from the second answer and totals from the third', () => {
    const [page, totals] = aggregateAnswer.result;
    const props = transformProps(
      chartPropsOf(
        { ...AGGREGATE, server_pagination: true, server_page_length: 5, metrics: ['count', AVG_DELAY] },
        {
          result: [
            page,
            { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 47 }], rowcount: 1 },
            totals,
          ],
        },
      ),
    );
    expect(props.serverRowCount).toBe(47);
    expect(props.pageLength).toBe(5);
    expect(props.totals).toMatchObject({ count: 3000000 });
  });
});
