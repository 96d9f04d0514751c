import { isActiveDataMask } from '@loupe/core';
import { Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDashboardContext } from '../DashboardContext';
import { dashboardActions } from '../state/dashboardSlice';

/**
 * The cross-filters in force, one chip per chart that emits one ("chart name: value"), each with a
 * button that removes it (Superset's filter bar "Cross-filters" section).
 */
export function CrossFilterChips(): ReactElement | null {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { charts } = useDashboardContext();
  const dataMask = useAppSelector((root) => root.dashboard.dataMask);
  const active = Object.entries(dataMask).filter(([id, mask]) => /^\d+$/.test(id) && isActiveDataMask(mask));
  if (active.length === 0) return null;
  return (
    <section className="loupe-cross-filters" aria-label={t('dashboardFilters.crossFilters')}>
      <h3 className="loupe-filter-section-title">{t('dashboardFilters.crossFilters')}</h3>
      <ul className="loupe-cross-filter-list">
        {active.map(([id, mask]) => {
          const chartName = charts.get(Number(id))?.slice_name ?? id;
          const label = String(mask.filterState?.label ?? mask.filterState?.value ?? '');
          return (
            <li key={id} className="loupe-cross-filter-chip" data-testid="cross-filter-chip">
              <span className="loupe-cross-filter-text">
                <span className="loupe-cross-filter-chart">{chartName}</span>
                <span className="loupe-cross-filter-value">{label}</span>
              </span>
              <Button
                type="text"
                size="small"
                aria-label={t('dashboardFilters.removeCrossFilter', { label: `${chartName}: ${label}` })}
                onClick={() => dispatch(dashboardActions.dataMaskSet({ id, mask: null }))}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
