import { DEFAULT_STAGGER_TIME, staggerDelays } from '@loupe/core';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { dashboardActions } from './dashboardSlice';

/**
 * Auto-refresh (spec 000 §9): every `refresh_frequency` seconds the charts not listed in
 * `timed_refresh_immune_slices` query again, forced; with `stagger_refresh` (default on) their
 * requests spread over max(20 % of the interval, `stagger_time` (5000 ms)), spacing = total /
 * (charts − 1), as Superset's fetchCharts does.
 */
export function useAutoRefresh(metadata: Record<string, unknown>, chartIds: readonly number[]): void {
  const dispatch = useAppDispatch();
  const seconds = Number(metadata.refresh_frequency ?? 0);
  const immune = Array.isArray(metadata.timed_refresh_immune_slices)
    ? metadata.timed_refresh_immune_slices.map(Number)
    : [];
  const stagger = metadata.stagger_refresh !== false && metadata.stagger_refresh !== 'false';
  const staggerTime = Number(metadata.stagger_time ?? DEFAULT_STAGGER_TIME) || DEFAULT_STAGGER_TIME;
  const charts = chartIds.filter((id) => !immune.includes(id));
  const key = charts.join(',');

  useEffect(() => {
    if (!(seconds > 0) || charts.length === 0) return undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const tick = () => {
      const total = Math.max(seconds * 1000 * 0.2, staggerTime);
      const delays = stagger ? staggerDelays(charts.length, total) : charts.map(() => 0);
      charts.forEach((chartId, index) => {
        timers.push(
          setTimeout(
            () => dispatch(dashboardActions.refreshRequested({ force: true, chartIds: [chartId] })),
            delays[index] ?? 0,
          ),
        );
      });
    };
    const interval = setInterval(tick, seconds * 1000);
    return () => {
      clearInterval(interval);
      timers.forEach(clearTimeout);
    };
    // `key` stands for the chart list's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds, key, stagger, staggerTime, dispatch]);
}
