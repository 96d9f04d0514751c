import type { ControlConfig, ControlSetItem } from '../types';

export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';
export type LegendType = 'scroll' | 'plain';

/** Space kept for the legend on its side (Superset's defaultLegendPadding). */
const LEGEND_PADDING: Readonly<Record<LegendOrientation, number>> = {
  top: 30,
  bottom: 30,
  left: 160,
  right: 160,
};

export function legendOrientationOf(value: unknown): LegendOrientation {
  return value === 'bottom' || value === 'left' || value === 'right' ? value : 'top';
}

export function legendTypeOf(value: unknown): LegendType {
  return value === 'plain' ? 'plain' : 'scroll';
}

export interface LegendOption {
  show: boolean;
  type: LegendType;
  orient: 'horizontal' | 'vertical';
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
  data?: string[];
}

/** Superset's getLegendProps: where the legend sits and how it scrolls. */
export function getLegendProps(type: unknown, orientation: unknown, show: boolean): LegendOption {
  const side = legendOrientationOf(orientation);
  const legend: LegendOption = {
    show,
    type: legendTypeOf(type),
    orient: side === 'top' || side === 'bottom' ? 'horizontal' : 'vertical',
  };
  if (side === 'left') legend.left = 0;
  else if (side === 'right') {
    legend.right = 0;
    legend.top = 0;
  } else if (side === 'bottom') legend.bottom = 0;
  else {
    legend.top = 0;
    legend.right = 0;
  }
  return legend;
}

export interface Padding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Superset's getChartPadding: the chart moves away from the legend's side by the legend margin. */
export function getChartPadding(
  show: boolean,
  orientation: unknown,
  margin?: unknown,
  padding: Partial<Padding> = {},
): Padding {
  const side = legendOrientationOf(orientation);
  const legendMargin = !show ? 0 : typeof margin === 'number' ? margin : LEGEND_PADDING[side];
  const { top = 0, bottom = 0, left = 0, right = 0 } = padding;
  return {
    top: top + (side === 'top' ? legendMargin : 0),
    bottom: bottom + (side === 'bottom' ? legendMargin : 0),
    left: left + (side === 'left' ? legendMargin : 0),
    right: right + (side === 'right' ? legendMargin : 0),
  };
}

const LEGEND_MARGIN: ControlConfig = {
  name: 'legendMargin',
  type: 'NumberControl',
  label: 'Margin',
  description: 'Additional padding for legend.',
  renderTrigger: true,
  visibility: ({ formData }) => formData.show_legend !== false,
};

/** Superset's legendSection: Show legend, its type, orientation and margin. */
export const LEGEND_SECTION_ROWS: readonly (readonly ControlSetItem[])[] = [
  [{ heading: 'Legend' }],
  ['show_legend'],
  ['legendType'],
  ['legendOrientation'],
  [LEGEND_MARGIN],
];
