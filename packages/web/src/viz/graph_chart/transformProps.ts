import type { EChartsCoreOption } from 'echarts/core';
import { schemeById } from '../colors/colorSchemes';
import { colorScaleOf } from '../distribution/colors';
import { escapeHtml, tooltipHtml } from '../distribution/labels';
import { getChartPadding, getLegendProps } from '../distribution/legend';
import { numberOrNull, rowsOf, toNumber } from '../distribution/rows';
import { choiceOf, columnLabelOf, metricLabelOf } from '../flow/formData';
import type { ChartProps } from '../types';

export interface GraphProps {
  echartOptions: EChartsCoreOption;
}

type EdgeSymbol = 'none' | 'circle' | 'arrow';

export interface GraphNode {
  id: string;
  name: string;
  col: string;
  value: number;
  category?: string;
  symbolSize?: number;
  label?: { show: boolean };
  itemStyle: { color: string };
  tooltip: { formatter: string };
  select: typeof NODE_SELECT;
}

export interface GraphEdge {
  source: string;
  target: string;
  value: number;
  lineStyle: { color: string; width?: number };
  emphasis: { lineStyle?: { width: number } };
  select: { lineStyle?: { width: number; opacity: number } };
}

const NODE_SELECT = { itemStyle: { borderWidth: 3, opacity: 1 }, label: { fontWeight: 'bolder' } };

function parseEdgeSymbol(value: unknown): [EdgeSymbol, EdgeSymbol] {
  const [start, end] = String(value ?? 'none,arrow').split(',');
  const symbols: readonly EdgeSymbol[] = ['none', 'circle', 'arrow'];
  return [choiceOf(start, symbols, 'none'), choiceOf(end, symbols, 'none')];
}

/** Superset names a boolean or missing category after its column ("col: true", "N/A"). */
function categoryName(column: string, value: unknown): string {
  if (value === true || value === false) return `${column}: ${String(value)}`;
  if (value === null || value === undefined) return 'N/A';
  return String(value);
}

const emphasizedWidth = (width: number) => Math.max(5, Math.min(width * 2, 20));

function extent(values: readonly number[]): [number, number] {
  return values.length === 0 ? [0, 0] : [Math.min(...values), Math.max(...values)];
}

/**
 * Superset's sizes: nodes from half to 2.5 times the base size by their summed link values (all at
 * half when every value is equal), edges up to twice the base width by value (the thinnest at half).
 */
function normalizeStyles(
  nodes: GraphNode[],
  edges: GraphEdge[],
  base: { node: number; edge: number; threshold: number },
) {
  const [nodeMin, nodeMax] = extent(nodes.map((node) => node.value));
  for (const node of nodes) {
    node.symbolSize = (((node.value - nodeMin) / (nodeMax - nodeMin)) * base.node * 2 || 0) + base.node * 0.5;
    node.label = { show: base.threshold ? node.value > base.threshold : true };
  }
  const [edgeMin, edgeMax] = extent(edges.map((edge) => edge.value));
  for (const edge of edges) {
    const width = ((edge.value - edgeMin) / (edgeMax - edgeMin)) * base.edge * 2 || base.edge * 0.5;
    edge.lineStyle.width = width;
    edge.emphasis.lineStyle = { width: emphasizedWidth(width) };
    edge.select.lineStyle = { width: emphasizedWidth(width * 0.8), opacity: 1 };
  }
}

/** Superset's graph: a node per source/target value, an edge per row, categories coloured and listed in the legend. */
export default function transformProps({ formData, queriesData }: ChartProps): GraphProps {
  const source = columnLabelOf(formData.source);
  const target = columnLabelOf(formData.target);
  const sourceCategory = columnLabelOf(formData.source_category);
  const targetCategory = columnLabelOf(formData.target_category);
  const metricLabel = metricLabelOf(formData.metric);
  const colorScale = colorScaleOf(formData);
  // Uncategorised nodes all take the scheme's first colour, without claiming it for a label.
  const firstColor = schemeById(formData.color_scheme).colors[0] ?? '#000000';
  const showLegend = formData.show_legend !== false;
  const legendOrientation = formData.legendOrientation ?? 'top';
  const baseEdgeWidth = toNumber(formData.baseEdgeWidth, 3);

  const index = new Map<string, number>();
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const categories = new Set<string>();
  const nodeOf = (name: string, col: string, color: string, category?: string): GraphNode => {
    let position = index.get(name);
    if (position === undefined) {
      position = nodes.length;
      index.set(name, position);
      nodes.push({
        id: String(position),
        name,
        col,
        value: 0,
        category,
        itemStyle: { color },
        tooltip: { formatter: '{b}: {c}' },
        select: NODE_SELECT,
      });
    }
    const node = nodes[position]!;
    if (category) {
      categories.add(category);
      // A node reached first through an uncategorised side takes the first category it meets.
      node.category ??= category;
    }
    return node;
  };

  for (const row of rowsOf(queriesData[0])) {
    const value = numberOrNull(row[metricLabel]);
    if (!value) continue;
    const sourceCat = sourceCategory ? categoryName(sourceCategory, row[sourceCategory]) : undefined;
    const targetCat = targetCategory ? categoryName(targetCategory, row[targetCategory]) : undefined;
    const sourceColor = sourceCat ? colorScale.getColor(sourceCat) : firstColor;
    const targetColor = targetCat ? colorScale.getColor(targetCat) : firstColor;
    const sourceNode = nodeOf(String(row[source]), source, sourceColor, sourceCat);
    const targetNode = nodeOf(String(row[target]), target, targetColor, targetCat);
    sourceNode.value += value;
    targetNode.value += value;
    edges.push({
      source: sourceNode.id,
      target: targetNode.id,
      value,
      lineStyle: { color: sourceColor },
      emphasis: {},
      select: {},
    });
  }
  normalizeStyles(nodes, edges, {
    node: toNumber(formData.baseNodeSize, 20),
    edge: baseEdgeWidth,
    threshold: toNumber(formData.showSymbolThreshold, 0),
  });

  const nameOfId = (id: unknown) => nodes[Number(id)]?.name ?? '';
  const categoryList = [...categories];
  const legendSort = formData.legendSort;
  const echartOptions: EChartsCoreOption = {
    animationDuration: 500,
    animationEasing: 'cubicOut',
    tooltip: {
      confine: true,
      formatter: (params: { value?: unknown; data?: { source?: unknown; target?: unknown } }) =>
        tooltipHtml(
          [[metricLabel, String(params.value)]],
          `${escapeHtml(nameOfId(params.data?.source))} > ${escapeHtml(nameOfId(params.data?.target))}`,
        ),
    },
    legend: {
      ...getLegendProps(formData.legendType ?? 'scroll', legendOrientation, showLegend),
      data: legendSort
        ? [...categoryList].sort((a, b) => (legendSort === 'asc' ? a.localeCompare(b) : b.localeCompare(a)))
        : categoryList,
    },
    series: [
      {
        type: 'graph',
        zoom: 0.7,
        categories: categoryList.map((name) => ({ name, itemStyle: { color: colorScale.getColor(name) } })),
        layout: choiceOf(formData.layout, ['force', 'circular', 'none'], 'force'),
        force: {
          initLayout: 'circular',
          layoutAnimation: true,
          edgeLength: toNumber(formData.edgeLength, 400),
          gravity: toNumber(formData.gravity, 0.3),
          repulsion: toNumber(formData.repulsion, 1000),
          friction: toNumber(formData.friction, 0.2),
        },
        circular: { rotateLabel: true },
        data: nodes,
        links: edges,
        roam: formData.roam ?? true,
        draggable: formData.draggable === true,
        edgeSymbol: parseEdgeSymbol(formData.edgeSymbol),
        edgeSymbolSize: baseEdgeWidth * 2,
        selectedMode: formData.selectedMode ?? 'single',
        ...getChartPadding(showLegend, legendOrientation, formData.legendMargin),
        animation: true,
        label: {
          show: true,
          position: 'right',
          distance: 5,
          fontSize: 12,
          overflow: 'truncate',
          formatter: '{b}',
        },
        lineStyle: { color: 'source', curveness: 0.1 },
        emphasis: { focus: 'adjacency' },
      },
    ],
  };
  return { echartOptions };
}
