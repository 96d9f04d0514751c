import {
  appendOrphanCharts,
  emptyLayout,
  parsePositionJson,
  ROOT_ID,
  type DashboardLayout,
} from '@loupe/core';
import type { DashboardChart } from '../../api/dashboards';

/**
 * The layout a dashboard opens with: its `position_json` (an empty or unreadable one is a new
 * dashboard's ROOT → GRID), plus the dashboard's charts the layout does not hold — a chart added from
 * Explore's Save dialog — in new rows at the end, as Superset's dashboard loader does.
 */
export function dashboardLayoutOf(
  positionJson: string | null,
  charts: readonly DashboardChart[],
): DashboardLayout {
  const parsed = parsePositionJson(positionJson);
  const layout = parsed[ROOT_ID] ? parsed : emptyLayout();
  return appendOrphanCharts(
    layout,
    charts.map((chart) => ({ id: chart.id, sliceName: chart.slice_name })),
  );
}

/** `json_metadata` as an object (an unreadable one counts as empty). */
export function parseMetadata(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The dashboard's custom CSS with what could reach outside the page removed: `@import` rules (other
 * origins' style sheets) and legacy `expression()`/`javascript:` values. It is set as a style
 * element's text, so it cannot close the element and inject markup.
 */
export function safeDashboardCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/expression\s*\(/gi, '(')
    .replace(/javascript:/gi, '');
}
