import type { EChartsCoreOption } from 'echarts/core';
import { escapeHtml, tooltipHtml } from '../distribution/labels';
import { rowsOf, toNumber, type DataRecord } from '../distribution/rows';
import { choiceOf, columnLabelOf, metricLabelOf } from '../flow/formData';
import type { ChartProps } from '../types';

export interface TreeProps {
  echartOptions: EChartsCoreOption;
}

export interface TreeNodeOption {
  name: unknown;
  value?: unknown;
  children: TreeNodeOption[];
}

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

/** The tree under the row whose id is rootId: children are rows whose parent is their parent's id. */
function createTree(
  rows: readonly DataRecord[],
  labels: { id: string; parent: string; name: string; metric: string },
  rootId: string,
): TreeNodeOption {
  const root = rows.find((row) => text(row[labels.id]) === rootId);
  const tree: TreeNodeOption = { name: root ? root[labels.name] : '', children: [] };
  if (!root || !tree.name) return tree;
  // Each row's children list, found by id (the last row with an id wins, as in Superset).
  const children = rows.map((): TreeNodeOption[] => []);
  const indexById = new Map<string | undefined, number>(rows.map((row, i) => [text(row[labels.id]), i]));
  rows.forEach((row, i) => {
    const node: TreeNodeOption = {
      name: row[labels.name],
      children: children[i]!,
      value: row[labels.metric],
    };
    const parentId = text(row[labels.parent]);
    if (parentId === rootId) tree.children.push(node);
    else {
      const parentIndex = indexById.get(parentId);
      if (parentIndex !== undefined) children[parentIndex]!.push(node);
    }
  });
  return tree;
}

function countNodes(tree: TreeNodeOption): number {
  return 1 + tree.children.reduce((sum, child) => sum + countNodes(child), 0);
}

/**
 * Superset's root when none is given: among the parents with a single child, the child whose tree is
 * the largest (a top-level row's parent is usually empty and has that one child).
 */
function largestTree(
  rows: readonly DataRecord[],
  labels: { id: string; parent: string; name: string; metric: string },
): TreeNodeOption | undefined {
  const childrenOf = new Map<string, string[]>();
  for (const row of rows) {
    const key = String(row[labels.parent]);
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), String(row[labels.id])]);
  }
  let best: TreeNodeOption | undefined;
  let bestSize = 0;
  for (const ids of childrenOf.values()) {
    if (ids.length !== 1) continue;
    const tree = createTree(rows, labels, ids[0]!);
    const size = countNodes(tree);
    if (size > bestSize) {
      bestSize = size;
      best = tree;
    }
  }
  return best;
}

interface TreeTooltipParams {
  value?: unknown;
  treeAncestors?: readonly { name?: string }[];
}

/** Superset's tree: rows linked by id and parent under the root node (given or the largest tree). */
export default function transformProps({ formData, queriesData }: ChartProps): TreeProps {
  const id = columnLabelOf(formData.id);
  const labels = {
    id,
    parent: columnLabelOf(formData.parent),
    name: columnLabelOf(formData.name) || id,
    metric: metricLabelOf(formData.metric),
  };
  const rows = rowsOf(queriesData[0]);
  const rootId = typeof formData.root_node_id === 'string' ? formData.root_node_id : '';
  const tree = (rootId ? createTree(rows, labels, rootId) : largestTree(rows, labels)) ?? {};

  const formatter = ({ value, treeAncestors }: TreeTooltipParams) => {
    const path = (treeAncestors ?? []).map((node) => node.name ?? '').filter((name) => name !== '');
    const row = value ? [labels.metric, String(value)] : [];
    return tooltipHtml([row], path.map(escapeHtml).join(' ▸ '));
  };

  const echartOptions: EChartsCoreOption = {
    animationDuration: 500,
    animationEasing: 'cubicOut',
    series: [
      {
        type: 'tree',
        data: [tree],
        label: {
          position: choiceOf(formData.node_label_position, ['left', 'top', 'right', 'bottom'], 'left'),
        },
        emphasis: { focus: choiceOf(formData.emphasis, ['ancestor', 'descendant'], 'descendant') },
        animation: true,
        layout: choiceOf(formData.layout, ['orthogonal', 'radial'], 'orthogonal'),
        orient: choiceOf(formData.orient, ['LR', 'RL', 'TB', 'BT'], 'LR'),
        symbol: typeof formData.symbol === 'string' ? formData.symbol : 'emptyCircle',
        roam: formData.roam ?? false,
        symbolSize: toNumber(formData.symbolSize, 7),
        lineStyle: { width: 1.5 },
        select: { itemStyle: { borderWidth: 3, opacity: 1 }, label: { fontWeight: 'bolder' } },
        leaves: {
          label: {
            position: choiceOf(formData.child_label_position, ['left', 'top', 'right', 'bottom'], 'bottom'),
          },
        },
      },
    ],
    tooltip: { trigger: 'item', triggerOn: 'mousemove', confine: true, formatter },
  };
  return { echartOptions };
}
