import { GenericDataType } from '@loupe/core';
import type { DataRecord } from './rows';
import { numberOrNull } from './rows';

/** One node of a treemap/sunburst: a value of a hierarchy column, summed over the rows under it. */
export interface TreeNode {
  name: string;
  value: number;
  /** The secondary metric summed the same way (sunburst colours by secondary / primary). */
  secondaryValue: number;
  /** The hierarchy column the node's name comes from. */
  groupBy: string;
  children: TreeNode[];
}

function labelOf(value: unknown): string {
  return value === null || value === undefined ? '<NULL>' : String(value);
}

/**
 * Superset's treeBuilder: the rows grouped by the first hierarchy column, each group by the next,
 * and so on; a node's value is the sum of the metric of the rows under it. Groups keep the order in
 * which they first appear in the rows (the query sorts them).
 */
export function treeBuilder(
  rows: readonly DataRecord[],
  hierarchy: readonly string[],
  metric: string,
  secondaryMetric?: string,
): TreeNode[] {
  const [column, ...rest] = hierarchy;
  if (column === undefined) return [];
  const groups = new Map<string, DataRecord[]>();
  for (const row of rows) {
    const key = labelOf(row[column]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()].map(([name, groupRows]) => {
    const children = treeBuilder(groupRows, rest, metric, secondaryMetric);
    const sum = (key: string | undefined) =>
      key === undefined ? 0 : groupRows.reduce((total, row) => total + (numberOrNull(row[key]) ?? 0), 0);
    return {
      name,
      value: sum(metric),
      secondaryValue: sum(secondaryMetric ?? metric),
      groupBy: column,
      children,
    };
  });
}

/**
 * Superset's formatSeriesName for a tree node: a temporal column's epoch milliseconds through the date
 * format, anything else as it is.
 */
export function nodeLabel(
  node: TreeNode,
  coltypes: Readonly<Record<string, number>>,
  formatTime: (value: number) => string,
): string {
  const epoch = Number(node.name);
  return coltypes[node.groupBy] === GenericDataType.Temporal && node.name !== '' && Number.isFinite(epoch)
    ? formatTime(epoch)
    : node.name;
}
