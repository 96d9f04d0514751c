import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { percentFormatter, tooltipHtml } from '../distribution/labels';
import { numberOrNull, rowsOf } from '../distribution/rows';
import { acyclicEdges } from '../flow/acyclic';
import { cellText, columnLabelOf, metricLabelOf } from '../flow/formData';
import { getNumberFormatter } from '../format/numberFormat';
import type { ChartProps } from '../types';

export interface SankeyProps {
  echartOptions: EChartsCoreOption;
}

export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

interface SankeyTooltipParams {
  name?: string;
  value?: unknown;
  data?: Partial<SankeyLink>;
}

// Superset formats sankey values with a fixed two-decimal format, not a form-data one.
const valueFormatter = getNumberFormatter(',.2f');

/** Superset's sankey: a node per distinct source/target value, a link per row weighted by the metric. */
export default function transformProps({ formData, queriesData }: ChartProps): SankeyProps {
  const sourceLabel = columnLabelOf(formData.source);
  const targetLabel = columnLabelOf(formData.target);
  const metricLabel = metricLabelOf(formData.metric);
  const colorScale = colorScaleOf(formData);

  // Rows come largest first when sorted by metric, so a flow that would close a cycle (which ECharts
  // cannot lay out) is the smaller of the two directions.
  const { kept: links } = acyclicEdges<SankeyLink>(
    rowsOf(queriesData[0]).map((row) => ({
      source: cellText(row[sourceLabel]),
      target: cellText(row[targetLabel]),
      value: numberOrNull(row[metricLabel]) ?? 0,
    })),
  );
  const names = new Set<string>();
  const incoming = new Map<string, number>();
  const outgoing = new Map<string, number>();
  for (const { source, target, value } of links) {
    names.add(source);
    names.add(target);
    incoming.set(target, (incoming.get(target) ?? 0) + value);
    outgoing.set(source, (outgoing.get(source) ?? 0) + value);
  }
  // A node's size is the larger of what flows in and out; link shares in the tooltip are of that size.
  const nodeValue = (name: string) => Math.max(incoming.get(name) ?? 0, outgoing.get(name) ?? 0);

  const formatter = ({ name, value, data }: SankeyTooltipParams) => {
    const amount = numberOrNull(value) ?? 0;
    const rows = [[metricLabel, valueFormatter(amount)]];
    if (data?.source && data.target) {
      rows.push([`% (${data.source})`, percentFormatter(amount / nodeValue(data.source))]);
      rows.push([`% (${data.target})`, percentFormatter(amount / nodeValue(data.target))]);
    }
    return tooltipHtml(rows, name);
  };

  const echartOptions: EChartsCoreOption = {
    series: {
      type: 'sankey',
      animation: false,
      data: [...names].map((name) => ({ name, itemStyle: { color: colorScale.getColor(name) } })),
      links,
      lineStyle: { color: 'source' },
    },
    tooltip: { trigger: 'item', confine: true, formatter },
  };
  return { echartOptions };
}
