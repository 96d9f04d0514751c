/**
 * A grid whose left/right/top/bottom hold the axis labels too: ECharts 6's spelling of the
 * deprecated `containLabel: true`, which v6 ignores (with a console warning) unless the legacy
 * module is registered.
 */
export const CONTAIN_LABELS = { outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' } as const;
