import { groupbyCrossFilterMask } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import type { EchartsEventHandlers } from './echarts/EchartsChart';
import type { ChartHooks } from './types';

/**
 * What a groupby chart's transformProps says about its groups for cross-filtering: the groupby columns
 * and, per name the chart draws (a slice, a series), the values of those columns.
 */
export interface CrossFilterGroups {
  groupby: string[];
  /** Which ECharts event field names the group: a slice's `name`, a series' `seriesName`. */
  by: 'name' | 'seriesName';
  valuesByName: Record<string, unknown[]>;
}

/**
 * A clicked group becomes the chart's cross-filter (Superset's groupby charts): clicking it again,
 * or another group while one is chosen, toggles or replaces it. Nothing happens outside a dashboard
 * (no `setDataMask`) or for a chart without groups.
 */
export function useGroupbyCrossFilter(
  groups: CrossFilterGroups | null | undefined,
  hooks: ChartHooks | undefined,
): EchartsEventHandlers | undefined {
  const setDataMask = hooks?.setDataMask;
  const selected = hooks?.crossFilterSelection;
  return useMemo(() => {
    if (!setDataMask || !groups || groups.groupby.length === 0) return undefined;
    return {
      click: (params: unknown) => {
        const name = (params as Record<string, unknown> | null)?.[groups.by];
        if (typeof name !== 'string' || !(name in groups.valuesByName)) return;
        const picked = selected?.includes(name) ? [] : [name];
        setDataMask(
          groupbyCrossFilterMask(
            groups.groupby,
            picked.map((label) => groups.valuesByName[label]!),
            picked,
          ),
        );
      },
    };
  }, [setDataMask, groups, selected]);
}

/**
 * The option with every group but the chosen ones faded (Superset dims what a cross-filter left out):
 * pie-like data items by name, series by series name.
 */
export function withCrossFilterSelection(
  option: EChartsCoreOption,
  selected: readonly string[] | null | undefined,
  by: CrossFilterGroups['by'],
): EChartsCoreOption {
  if (!selected || selected.length === 0) return option;
  const faded = (name: unknown) => typeof name === 'string' && !selected.includes(name);
  const series = (Array.isArray(option.series) ? option.series : [option.series]).map((entry) => {
    const item = entry as Record<string, unknown> | undefined;
    if (!item) return item;
    if (by === 'seriesName')
      return faded(item.name)
        ? { ...item, itemStyle: { ...(item.itemStyle as object), opacity: 0.3 }, lineStyle: { opacity: 0.3 } }
        : item;
    if (!Array.isArray(item.data)) return item;
    return {
      ...item,
      data: item.data.map((datum: Record<string, unknown>) =>
        faded(datum?.name)
          ? { ...datum, itemStyle: { ...(datum.itemStyle as object), opacity: 0.3 } }
          : datum,
      ),
    };
  });
  return { ...option, series };
}
