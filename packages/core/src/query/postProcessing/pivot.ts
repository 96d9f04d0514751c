import { InvalidPostProcessingError } from './errors.js';
import { groupRows } from './grouping.js';
import { resolveAggregates, type AggregateSpec } from './numpyFunctions.js';
import {
  columnKey,
  compareTuples,
  groupKey,
  isMissing,
  type ColumnLabel,
  type DataTable,
  type LabelPart,
  type Row,
} from './table.js';
import { formatPandasTimestamp } from './timestamps.js';
import { validateColumnArgs } from './validate.js';

export const NULL_STRING = '<NULL>';
const DEFAULT_MARGINS_NAME = 'All';

export interface PivotOptions {
  index?: string[] | null;
  columns?: string[] | null;
  aggregates?: Record<string, AggregateSpec> | null;
  metric_fill_value?: unknown;
  column_fill_value?: string | null;
  drop_missing_columns?: boolean | null;
  combine_value_with_metric?: boolean | null;
  marginal_distributions?: boolean | null;
  marginal_distribution_name?: string | null;
}

interface Aggregator {
  metric: string;
  apply: (values: readonly unknown[]) => number;
}

/**
 * Superset's `pivot` (pandas `pivot_table`): rows are the distinct `index` values (sorted), columns
 * one per metric (flat labels) or, with `columns`, one per metric and observed combination of the
 * column values (tuples `[metric, ...values]`), all in sorted order as pandas sorts them. The metric
 * level holds each aggregate's source column, as pandas names it. With `drop_missing_columns` (the
 * default) rows with a missing key, groups whose metrics are all missing and all-missing columns are
 * dropped. The result keeps `index` as its row index; `flatten` turns it back into columns.
 */
export function pivotOperation(table: DataTable, options: PivotOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['index', 'columns']);
  const index = options.index ?? [];
  if (index.length === 0) throw new InvalidPostProcessingError('Pivot operation requires at least one index');
  if (!options.aggregates || Object.keys(options.aggregates).length === 0) {
    throw new InvalidPostProcessingError('Pivot operation must include at least one aggregate');
  }
  const columns = options.columns ?? [];
  const columnFill = options.column_fill_value === undefined ? NULL_STRING : options.column_fill_value;
  const dropMissing =
    options.drop_missing_columns === undefined ? true : Boolean(options.drop_missing_columns);
  const fill = isMissing(options.metric_fill_value) ? null : options.metric_fill_value;

  let rows = table.rows;
  if (columns.length > 0 && columnFill) {
    rows = rows.map((row) => {
      const filled = { ...row };
      for (const column of columns) if (isMissing(filled[column])) filled[column] = columnFill;
      return filled;
    });
  }
  // pandas keys the aggregate functions by source column, so a later aggregate of a column wins.
  const byColumn = new Map<string, Aggregator>();
  for (const aggregate of resolveAggregates(table.columns, options.aggregates)) {
    byColumn.set(aggregate.column, { metric: aggregate.column, apply: aggregate.apply });
  }
  const aggregators = [...byColumn.values()];

  const columnPart = (column: string, value: unknown): LabelPart => {
    if (isMissing(value)) return null;
    if (table.temporal.includes(column) && typeof value === 'number') return formatPandasTimestamp(value);
    return value as LabelPart;
  };

  let groups = groupRows(rows, [...index, ...columns], dropMissing).map((group) => ({
    indexKeys: group.keys.slice(0, index.length),
    columnKeys: group.keys.slice(index.length).map((value, i) => columnPart(columns[i] as string, value)),
    values: aggregators.map((aggregator) =>
      aggregator.apply(group.rows.map((row) => row[aggregator.metric])),
    ),
  }));
  if (dropMissing) groups = groups.filter((group) => group.values.some((value) => !Number.isNaN(value)));

  const rowKeys = distinct(groups.map((group) => group.indexKeys));
  const indexTuples =
    !dropMissing && index.length > 1 ? cartesian(index.map((_, i) => distinctValues(rowKeys, i))) : rowKeys;
  const columnTuples = distinct(groups.map((group) => group.columnKeys)).sort(compareTuples);

  const cells = new Map<string, number>();
  for (const group of groups) {
    const rowId = groupKey(group.indexKeys);
    aggregators.forEach((aggregator, i) => {
      cells.set(
        rowId + '\u0001' + groupKey([aggregator.metric, ...group.columnKeys]),
        group.values[i] as number,
      );
    });
  }

  let labels: ColumnLabel[] =
    columns.length === 0
      ? aggregators.map((aggregator) => aggregator.metric).sort((a, b) => compareTuples([a], [b]))
      : aggregators
          .flatMap((aggregator) => columnTuples.map((tuple) => [aggregator.metric, ...tuple] as LabelPart[]))
          .sort(compareTuples);

  const labelIds = new Map<ColumnLabel, string>();
  const cell = (rowId: string, label: ColumnLabel): unknown => {
    let labelId = labelIds.get(label);
    if (labelId === undefined) {
      labelId = groupKey(typeof label === 'string' ? [label] : label);
      labelIds.set(label, labelId);
    }
    const value = cells.get(rowId + '\u0001' + labelId);
    if (value === undefined || Number.isNaN(value)) return fill;
    return value;
  };

  let outRows: Row[] = indexTuples.map((keys) => {
    const row: Row = {};
    index.forEach((name, i) => (row[name] = keys[i]));
    const rowId = groupKey(keys);
    for (const label of labels) row[columnKey(label)] = cell(rowId, label);
    return row;
  });

  if (options.marginal_distributions) {
    const margins = addMargins({
      rows: dropMissing ? rows.filter((row) => Object.values(row).every((value) => !isMissing(value))) : rows,
      index,
      columns,
      aggregators,
      labels,
      outRows,
      columnPart,
      name: options.marginal_distribution_name ?? DEFAULT_MARGINS_NAME,
    });
    labels = margins.labels;
    outRows = margins.rows;
  }

  if (dropMissing) {
    labels = labels.filter((label) => outRows.some((row) => !isMissing(row[columnKey(label)])));
  }

  if (options.combine_value_with_metric && columns.length > 0) {
    // pandas' stack(0).unstack(): the metric level moves last, columns re-sorted.
    const moved = labels.map((label) => {
      const parts = label as readonly LabelPart[];
      return { from: label, to: [...parts.slice(1), parts[0] as LabelPart] as LabelPart[] };
    });
    moved.sort((a, b) => compareTuples(a.to, b.to));
    outRows = outRows.map((row) => {
      const next: Row = {};
      index.forEach((name) => (next[name] = row[name]));
      for (const { from, to } of moved) next[columnKey(to)] = row[columnKey(from)];
      return next;
    });
    labels = moved.map(({ to }) => to);
  }

  return {
    rows: outRows,
    columns: labels,
    index: [...index],
    temporal: table.temporal.filter((name) => index.includes(name)),
  };
}

function distinct(tuples: unknown[][]): unknown[][] {
  const seen = new Map<string, unknown[]>();
  for (const tuple of tuples) {
    const id = groupKey(tuple);
    if (!seen.has(id)) seen.set(id, tuple);
  }
  return [...seen.values()];
}

function distinctValues(tuples: unknown[][], position: number): unknown[] {
  return distinct(tuples.map((tuple) => [tuple[position]]))
    .map((tuple) => tuple[0])
    .sort((a, b) => compareTuples([a], [b]));
}

function cartesian(levels: unknown[][]): unknown[][] {
  return levels.reduce<unknown[][]>(
    (product, level) => product.flatMap((prefix) => level.map((value) => [...prefix, value])),
    [[]],
  );
}

interface MarginInput {
  rows: readonly Row[];
  index: string[];
  columns: string[];
  aggregators: Aggregator[];
  labels: ColumnLabel[];
  outRows: Row[];
  columnPart: (column: string, value: unknown) => LabelPart;
  name: string;
}

/**
 * pandas' margins: with `columns`, an `[metric, name, '', ...]` column after each metric's columns
 * holding the metric over each index row's data; and a last row (index `name`, then '') holding the
 * metric over each column's data, and over all data in the margin columns.
 */
function addMargins(input: MarginInput): { labels: ColumnLabel[]; rows: Row[] } {
  const { rows, index, columns, aggregators, name } = input;
  const over = (aggregator: Aggregator, subset: readonly Row[]): unknown => {
    const value = aggregator.apply(subset.map((row) => row[aggregator.metric]));
    return Number.isNaN(value) ? null : value;
  };
  const byMetric = new Map(aggregators.map((aggregator) => [aggregator.metric, aggregator]));
  let labels = input.labels;
  let outRows = input.outRows.map((row) => ({ ...row }));
  const marginRow: Row = {};
  index.forEach((column, i) => (marginRow[column] = i === 0 ? name : ''));

  if (columns.length === 0) {
    for (const label of labels)
      marginRow[columnKey(label)] = over(byMetric.get(label as string) as Aggregator, rows);
    return { labels, rows: [...outRows, marginRow] };
  }

  const rowsByIndex = new Map<string, Row[]>();
  const rowsByColumns = new Map<string, Row[]>();
  for (const row of rows) {
    const indexId = groupKey(index.map((column) => row[column]));
    const columnsId = groupKey(columns.map((column) => input.columnPart(column, row[column])));
    pushTo(rowsByIndex, indexId, row);
    pushTo(rowsByColumns, columnsId, row);
  }
  const withMargins: ColumnLabel[] = [];
  for (const aggregator of aggregators.slice().sort((a, b) => compareTuples([a.metric], [b.metric]))) {
    const own = labels.filter((label) => (label as readonly LabelPart[])[0] === aggregator.metric);
    const allLabel: LabelPart[] = [aggregator.metric, name, ...columns.slice(1).map(() => '')];
    withMargins.push(...own, allLabel);
    outRows = outRows.map((row) => ({
      ...row,
      [columnKey(allLabel)]: over(
        aggregator,
        rowsByIndex.get(groupKey(index.map((column) => row[column]))) ?? [],
      ),
    }));
    for (const label of own) {
      const parts = (label as readonly LabelPart[]).slice(1);
      marginRow[columnKey(label)] = over(aggregator, rowsByColumns.get(groupKey(parts)) ?? []);
    }
    marginRow[columnKey(allLabel)] = over(aggregator, rows);
  }
  labels = withMargins;
  return { labels, rows: [...outRows, marginRow] };
}

function pushTo(map: Map<string, Row[]>, key: string, row: Row): void {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
}
