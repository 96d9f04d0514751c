import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getTimeFormatter } from '../format/timeFormat';
import { colorScaleOf } from '../distribution/colors';
import { nodeLabel, treeBuilder, type TreeNode } from '../distribution/hierarchy';
import { escapeHtml, formatDistributionLabel, percentFormatter } from '../distribution/labels';
import { coltypeMapping, ensureIsArray, numberOrNull, rowsOf } from '../distribution/rows';
import { getValueFormatter, type NumberFormatter } from '../distribution/valueFormatter';
import type { ChartProps } from '../types';

export interface TreemapProps {
  echartOptions: EChartsCoreOption;
}

/** Superset's treemap constants: parents fade their colour down the levels, white 2 px borders. */
export const COLOR_SATURATION: [number, number] = [0.7, 0.4];
const BORDER_COLOR = '#fff';
const BORDER_WIDTH = 2;
const GAP_WIDTH = 2;
const LABEL_FONTSIZE = 11;

export interface TreemapNodeOption {
  name: string;
  value: number;
  children?: TreemapNodeOption[];
  colorSaturation?: [number, number];
  itemStyle?: { borderColor: string; color: string; borderWidth: number; gapWidth: number };
  upperLabel?: { show: boolean };
}

interface TreePathParams {
  name?: string;
  value?: unknown;
  treePathInfo?: { name: string; value?: unknown }[];
}

/** Superset's treemap tooltip: the path under the metric, the value and its share of the parent. */
export function formatTreemapTooltip(params: TreePathParams, numberFormatter: NumberFormatter): string {
  const path = params.treePathInfo ?? [];
  const [root, ...nodes] = path;
  const current = path[path.length - 1];
  const parent = path[path.length - 2];
  const value = numberOrNull(params.value);
  const parentValue = numberOrNull(parent?.value);
  const percent =
    parent && current
      ? ` (${percentFormatter(parentValue ? (numberOrNull(current.value) ?? 0) / parentValue : 0)})`
      : '';
  return `<div>${escapeHtml(nodes.map((node) => node.name).join(' ▸ '))}</div>${escapeHtml(
    `${root?.name ?? ''}: ${numberFormatter(value)}${percent}`,
  )}`;
}

/**
 * Superset's treemap_v2: a rectangle per leaf of the groupby hierarchy sized by the metric, parents
 * coloured by the categorical scheme, all under one root named after the metric.
 */
export default function transformProps({ formData, queriesData }: ChartProps): TreemapProps {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby as QueryFormColumn[]).map(getColumnLabel);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
  const numberFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  const formatTime = getTimeFormatter(
    typeof formData.date_format === 'string' ? formData.date_format : undefined,
  );
  const colorScale = colorScaleOf(formData);
  const coltypes = coltypeMapping(queriesData[0]);
  const labelType = formData.label_type ?? 'key_value';
  const formatter = (params: { name?: string; value?: unknown }) =>
    formatDistributionLabel(
      labelType,
      { name: params.name ?? '', value: numberOrNull(params.value) },
      numberFormatter,
    );

  const traverse = (nodes: readonly TreeNode[]): TreemapNodeOption[] =>
    nodes.map((node) => {
      const name = nodeLabel(node, coltypes, formatTime);
      if (!node.children.length) return { name, value: node.value };
      return {
        name,
        value: node.value,
        children: traverse(node.children),
        colorSaturation: COLOR_SATURATION,
        itemStyle: {
          borderColor: BORDER_COLOR,
          color: colorScale.getColor(name),
          borderWidth: BORDER_WIDTH,
          gapWidth: GAP_WIDTH,
        },
      };
    });

  const root: TreemapNodeOption = {
    name: metricLabel,
    value: 0,
    colorSaturation: COLOR_SATURATION,
    itemStyle: {
      borderColor: BORDER_COLOR,
      color: colorScale.getColor(metricLabel),
      borderWidth: BORDER_WIDTH,
      gapWidth: GAP_WIDTH,
    },
    upperLabel: { show: false },
    children: traverse(treeBuilder(rowsOf(queriesData[0]), groupby, metricLabel)),
  };
  root.value = (root.children ?? []).reduce((sum, child) => sum + child.value, 0);

  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: TreePathParams) => formatTreemapTooltip(params, numberFormatter),
    },
    series: [
      {
        type: 'treemap',
        // The whole area from its corner: ECharts 6's default offsets (room for a breadcrumb, which
        // is hidden) would push a full-size treemap past the right and bottom edges.
        left: 0,
        top: 0,
        width: '100%',
        height: '100%',
        nodeClick: false,
        roam: true,
        breadcrumb: { show: false, emptyItemWidth: 25 },
        emphasis: { label: { show: true } },
        // The root level draws nothing itself; a chart whose values are all 0 still gets a colour.
        levels: [{ upperLabel: { show: false }, label: { show: false }, itemStyle: { color: '#1FA8C9' } }],
        label: {
          show: formData.show_labels !== false,
          position: formData.label_position ?? 'insideTopLeft',
          formatter,
          fontSize: LABEL_FONTSIZE,
        },
        upperLabel: {
          show: formData.show_upper_labels !== false,
          formatter,
          textBorderColor: 'transparent',
          fontSize: LABEL_FONTSIZE,
        },
        data: [root],
      },
    ],
  };
  return { echartOptions };
}
