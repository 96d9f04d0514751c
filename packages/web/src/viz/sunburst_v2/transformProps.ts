import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getTimeFormatter } from '../format/timeFormat';
import { colorScaleOf } from '../distribution/colors';
import { nodeLabel, treeBuilder, type TreeNode } from '../distribution/hierarchy';
import { escapeHtml, formatDistributionLabel, percentFormatter } from '../distribution/labels';
import { coltypeMapping, ensureIsArray, numberOrNull, rowsOf, toNumber } from '../distribution/rows';
import { sequentialColor, sequentialSchemeById } from '../distribution/sequentialSchemes';
import type { TotalCaption } from '../distribution/TotalChart';
import { getValueFormatter, type NumberFormatter } from '../distribution/valueFormatter';
import type { ChartProps } from '../types';

export interface SunburstProps {
  echartOptions: EChartsCoreOption;
  total: TotalCaption | null;
}

export interface SunburstNodeOption {
  name: string;
  value: number;
  secondaryValue: number;
  itemStyle: { color: string };
  children?: SunburstNodeOption[];
}

const PADDING = { top: 10, right: 5, bottom: 10, left: 5 };

/** Every node's secondary/primary ratio, for the linear colour domain. */
function ratios(nodes: readonly TreeNode[]): number[] {
  return nodes
    .flatMap((node) => [node.secondaryValue / node.value, ...ratios(node.children)])
    .filter(Number.isFinite);
}

interface TooltipContext {
  numberFormatter: NumberFormatter;
  colorByCategory: boolean;
  totalValue: number;
  metricLabel: string;
  secondaryMetricLabel?: string;
}

/** Superset's sunburst tooltip: share of the total and of the parent, the metric values and their ratio. */
export function formatSunburstTooltip(
  params: { data?: SunburstNodeOption; treePathInfo?: { name: string; value: unknown }[] },
  { numberFormatter, colorByCategory, totalValue, metricLabel, secondaryMetricLabel }: TooltipContext,
): string {
  const node = params.data;
  if (!node) return '';
  // The path starts at the invisible root and ends at the node itself.
  const path = (params.treePathInfo ?? []).slice(1);
  const parent = path[path.length - 2];
  const lines = [
    `<div style="font-size:14px;font-weight:600">${percentFormatter(node.value / totalValue)} of total</div>`,
  ];
  const parentValue = numberOrNull(parent?.value);
  if (parent && parentValue) {
    lines.push(`<div style="font-size:12px">${percentFormatter(node.value / parentValue)} of parent</div>`);
  }
  const secondary = colorByCategory
    ? ''
    : `, ${secondaryMetricLabel ?? ''}: ${numberFormatter(node.secondaryValue)}`;
  lines.push(`<div>${escapeHtml(`${metricLabel}: ${numberFormatter(node.value)}${secondary}`)}</div>`);
  if (!colorByCategory) {
    lines.push(
      `<div>${escapeHtml(`${metricLabel}/${secondaryMetricLabel ?? ''}: ${percentFormatter(node.secondaryValue / node.value)}`)}</div>`,
    );
  }
  return lines.join('');
}

/**
 * Superset's sunburst_v2: rings per hierarchy level (`columns`), arcs sized by the primary metric and
 * coloured by category, or, with a different secondary metric, by secondary/primary on the linear scheme.
 */
export default function transformProps({ formData, queriesData, width, height }: ChartProps): SunburstProps {
  const hierarchy = ensureIsArray<QueryFormColumn>(
    (formData.columns ?? formData.groupby) as QueryFormColumn[] | undefined,
  ).map(getColumnLabel);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
  const secondaryMetricLabel = formData.secondary_metric
    ? getMetricLabel(formData.secondary_metric as QueryFormMetric)
    : undefined;
  const numberFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  const formatTime = getTimeFormatter(
    typeof formData.date_format === 'string' ? formData.date_format : undefined,
  );
  const coltypes = coltypeMapping(queriesData[0]);
  const tree = treeBuilder(rowsOf(queriesData[0]), hierarchy, metricLabel, secondaryMetricLabel);
  const totalValue = tree.reduce((sum, node) => sum + node.value, 0);
  const colorByCategory = !secondaryMetricLabel || secondaryMetricLabel === metricLabel;
  const categorical = colorScaleOf(formData);
  const scheme = sequentialSchemeById(formData.linear_color_scheme);
  const domain = ratios(tree);
  const [low, high] = [Math.min(...domain), Math.max(...domain)];
  const linear = (ratio: number) => sequentialColor(scheme, high > low ? (ratio - low) / (high - low) : 0.5);
  // The metric takes the scheme's first colour, as Superset's base colour.
  if (colorByCategory) categorical.getColor(metricLabel);

  const traverse = (nodes: readonly TreeNode[]): SunburstNodeOption[] =>
    nodes.map((node) => {
      const name = nodeLabel(node, coltypes, formatTime);
      const item: SunburstNodeOption = {
        name,
        value: node.value,
        secondaryValue: node.secondaryValue,
        itemStyle: {
          color: colorByCategory ? categorical.getColor(name) : linear(node.secondaryValue / node.value),
        },
      };
      if (node.children.length) item.children = traverse(node.children);
      return item;
    });

  const radius = Math.min(width - PADDING.left - PADDING.right, height - PADDING.top - PADDING.bottom) / 2;
  const showLabels = formData.show_labels === true;
  const labelType = formData.label_type ?? 'key';
  const context = { numberFormatter, colorByCategory, totalValue, metricLabel, secondaryMetricLabel };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: Parameters<typeof formatSunburstTooltip>[0]) =>
        formatSunburstTooltip(params, context),
    },
    series: [
      {
        type: 'sunburst',
        ...PADDING,
        nodeClick: false,
        emphasis: { focus: 'ancestor', label: { show: showLabels } },
        label: {
          width: (radius * 0.6) / Math.max(1, hierarchy.length),
          show: showLabels,
          formatter: (params: { name?: string; value?: unknown }) =>
            formatDistributionLabel(
              labelType,
              { name: params.name ?? '', value: numberOrNull(params.value) },
              numberFormatter,
            ),
          minAngle: toNumber(formData.show_labels_threshold, 5) * 3.6,
          overflow: 'breakAll',
        },
        radius: [radius * 0.3, radius],
        data: traverse(tree),
      },
    ],
  };
  const total =
    formData.show_total === true
      ? { text: numberFormatter(totalValue), top: 'center', left: 'center' }
      : null;
  return { echartOptions, total };
}
