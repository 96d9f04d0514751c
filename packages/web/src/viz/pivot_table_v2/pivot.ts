import { CellAggregate, fractionOf, naturalCompare, type AggregateFunction } from './aggregators';

/** The attribute that holds which metric a value belongs to (Superset's METRIC_KEY pseudo-column). */
export const METRIC_KEY = '__metric__';
/** Where an unpivoted record keeps its metric's value. */
export const VALUE_KEY = '__value__';

export type PivotRecord = Record<string, unknown>;
export type PivotKey = readonly unknown[];

/** Superset's `rowOrder` / `colOrder` values. */
export type PivotOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export function isPivotOrder(value: unknown): value is PivotOrder {
  return (
    value === 'key_a_to_z' || value === 'key_z_to_a' || value === 'value_a_to_z' || value === 'value_z_to_a'
  );
}

/**
 * One record per row and metric, as Superset's pivot table feeds its pivot: the metric's name under
 * METRIC_KEY and its value under VALUE_KEY; null values are left out (they count nowhere).
 */
export function unpivot(rows: readonly PivotRecord[], metrics: readonly string[]): PivotRecord[] {
  return rows.flatMap((row) =>
    metrics
      .filter((metric) => row[metric] !== null && row[metric] !== undefined)
      .map((metric) => ({ ...row, [METRIC_KEY]: metric, [VALUE_KEY]: row[metric] })),
  );
}

export interface PivotOptions {
  records: readonly PivotRecord[];
  rowAttrs: readonly string[];
  colAttrs: readonly string[];
  aggregateFunction: AggregateFunction;
  rowOrder?: PivotOrder;
  colOrder?: PivotOrder;
  /** The metrics in the order the chart lists them: the metric attribute keeps this order. */
  metricOrder?: readonly string[];
}

export interface Pivot {
  /** Full row keys (one value per row attribute), sorted; groups stay together. */
  rowKeys: PivotKey[];
  colKeys: PivotKey[];
  /**
   * The aggregate of the records whose row and column values start with these paths; a shorter path
   * is a subtotal, an empty one the total of the whole row, column or table.
   */
  value: (rowPath: PivotKey, colPath: PivotKey) => number | string | null;
}

function cellId(rowPath: PivotKey, colPath: PivotKey): string {
  return JSON.stringify([rowPath, colPath]);
}

function uniqueKeys(records: readonly PivotRecord[], attrs: readonly string[]): PivotKey[] {
  const seen = new Map<string, PivotKey>();
  for (const record of records) {
    const key = attrs.map((attr) => record[attr] ?? null);
    seen.set(JSON.stringify(key), key);
  }
  return [...seen.values()];
}

/**
 * Sorts keys level by level, so every group stays contiguous: by key (natural order, the metric
 * attribute in the chart's metric order) or by the group's aggregate value, ties by key.
 */
function sortKeys(
  keys: PivotKey[],
  attrs: readonly string[],
  order: PivotOrder,
  groupValue: (prefix: PivotKey) => number | string | null,
  metricOrder: readonly string[],
): PivotKey[] {
  const byValue = order.startsWith('value');
  const direction = order.endsWith('z_to_a') ? -1 : 1;
  const compareKeyAt = (level: number, a: unknown, b: unknown) =>
    attrs[level] === METRIC_KEY
      ? metricOrder.indexOf(String(a)) - metricOrder.indexOf(String(b))
      : naturalCompare(a, b);
  return [...keys].sort((a, b) => {
    const level = a.findIndex((value, index) => value !== b[index]);
    if (level < 0) return 0;
    // The metric level keeps the chart's metric order in every sort mode (Superset's sorters).
    if (attrs[level] === METRIC_KEY) return compareKeyAt(level, a[level], b[level]);
    if (byValue) {
      const order = naturalCompare(groupValue(a.slice(0, level + 1)), groupValue(b.slice(0, level + 1)));
      if (order !== 0) return direction * order;
    }
    return direction * compareKeyAt(level, a[level], b[level]);
  });
}

/** Aggregates the records into every row-prefix × column-prefix cell, as react-pivottable's PivotData. */
export function buildPivot(options: PivotOptions): Pivot {
  const { records, rowAttrs, colAttrs, aggregateFunction } = options;
  const cells = new Map<string, CellAggregate>();
  const cellAt = (rowPath: PivotKey, colPath: PivotKey): CellAggregate => {
    const id = cellId(rowPath, colPath);
    let cell = cells.get(id);
    if (!cell) {
      cell = new CellAggregate();
      cells.set(id, cell);
    }
    return cell;
  };
  for (const record of records) {
    const rowKey = rowAttrs.map((attr) => record[attr] ?? null);
    const colKey = colAttrs.map((attr) => record[attr] ?? null);
    for (let r = 0; r <= rowKey.length; r += 1) {
      for (let c = 0; c <= colKey.length; c += 1) {
        cellAt(rowKey.slice(0, r), colKey.slice(0, c)).push(record[VALUE_KEY]);
      }
    }
  }

  const fraction = fractionOf(aggregateFunction);
  const value = (rowPath: PivotKey, colPath: PivotKey): number | string | null => {
    const cell = cells.get(cellId(rowPath, colPath));
    if (!cell) return null;
    if (!fraction) return cell.value(aggregateFunction);
    const basePaths: [PivotKey, PivotKey] =
      fraction.base === 'total' ? [[], []] : fraction.base === 'row' ? [rowPath, []] : [[], colPath];
    const base = cells.get(cellId(...basePaths));
    const numerator = fraction.of === 'Sum' ? cell.sum : cell.count;
    const denominator = base ? (fraction.of === 'Sum' ? base.sum : base.count) : 0;
    return denominator === 0 ? null : numerator / denominator;
  };

  const metricOrder = options.metricOrder ?? [];
  return {
    rowKeys: sortKeys(
      uniqueKeys(records, rowAttrs),
      rowAttrs,
      options.rowOrder ?? 'key_a_to_z',
      (prefix) => value(prefix, []),
      metricOrder,
    ),
    colKeys: sortKeys(
      uniqueKeys(records, colAttrs),
      colAttrs,
      options.colOrder ?? 'key_a_to_z',
      (prefix) => value([], prefix),
      metricOrder,
    ),
    value,
  };
}

/** One row or column of the rendered pivot: a full key, or the subtotal of a group (a key prefix). */
export interface AxisItem {
  path: PivotKey;
  subtotal: boolean;
}

/**
 * The rows (or columns) in display order: the keys, with each group's subtotal before or after its
 * members when subtotals are on (Superset's subtotal position), for every level but the last.
 */
export function axisItems(
  keys: readonly PivotKey[],
  depth: number,
  subtotals: boolean,
  subtotalFirst: boolean,
): AxisItem[] {
  const walk = (group: readonly PivotKey[], level: number): AxisItem[] => {
    if (level >= depth - 1) return group.map((key) => ({ path: key, subtotal: false }));
    const items: AxisItem[] = [];
    let start = 0;
    while (start < group.length) {
      let end = start + 1;
      const head = group[start]![level];
      while (end < group.length && group[end]![level] === head) end += 1;
      const members = group.slice(start, end);
      const children = walk(members, level + 1);
      if (!subtotals) items.push(...children);
      else {
        const total: AxisItem = { path: members[0]!.slice(0, level + 1), subtotal: true };
        items.push(...(subtotalFirst ? [total, ...children] : [...children, total]));
      }
      start = end;
    }
    return items;
  };
  return depth === 0 ? [] : walk(keys, 0);
}

/** What one header cell at a level shows for an item (cells covered by an earlier span are skipped). */
export type HeaderCell =
  | { kind: 'value'; value: unknown; span: number; level: number }
  | { kind: 'subtotal'; crossSpan: number; level: number }
  | { kind: 'covered' };

/**
 * The header cell of an item at one level: a value spanning the run of following items with the same
 * prefix, the "Subtotal" label of a subtotal item spanning the levels below, or covered by a span.
 */
export function headerCell(
  items: readonly AxisItem[],
  index: number,
  level: number,
  depth: number,
): HeaderCell {
  const item = items[index]!;
  if (level > item.path.length) return { kind: 'covered' };
  if (level === item.path.length) {
    return item.subtotal ? { kind: 'subtotal', crossSpan: depth - level, level } : { kind: 'covered' };
  }
  const prefix = JSON.stringify(item.path.slice(0, level + 1));
  const samePrefix = (other: AxisItem | undefined) =>
    !!other && other.path.length > level && JSON.stringify(other.path.slice(0, level + 1)) === prefix;
  if (samePrefix(items[index - 1])) return { kind: 'covered' };
  let span = 1;
  while (samePrefix(items[index + span])) span += 1;
  return { kind: 'value', value: item.path[level], span, level };
}
