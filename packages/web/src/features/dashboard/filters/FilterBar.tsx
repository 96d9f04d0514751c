import {
  cascadedExtraFormData,
  chartIdsInActiveTabs,
  filterChartsInScope,
  isActiveDataMask,
  isNativeFilter,
  nativeFilterDataMask,
  type DataMask,
  type NativeFilter,
  type NativeFilterItem,
} from '@loupe/core';
import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DASHBOARD_FILTERS_EN } from '../../../app/i18n/en/dashboardFilters';
import { useLazyStrings } from '../../../app/i18n/useLazyStrings';
import { useDashboardContext } from '../DashboardContext';
import { dashboardActions, nativeFiltersOf } from '../state/dashboardSlice';
import { CrossFilterChips } from './CrossFilterChips';
import { FilterItem } from './FilterItem';
import { filterValueOf, isFilterValueEmpty } from './filterValues';
import './filterBar.css';

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

/** The filter bar's own selection (`dataMaskSelected`): what Apply will apply, by filter id. */
type Selection = Record<string, DataMask>;

/** The native filters' masks among the applied ones (cross-filters are the charts' business). */
function selectionOf(items: readonly NativeFilterItem[], applied: Record<string, DataMask>): Selection {
  const selection: Selection = {};
  for (const item of items) if (applied[item.id]) selection[item.id] = applied[item.id]!;
  return selection;
}

const sameValue = (a: DataMask | undefined, b: DataMask | undefined): boolean =>
  JSON.stringify(filterValueOf(a) ?? null) === JSON.stringify(filterValueOf(b) ?? null);

/**
 * Superset's native filter bar: each filter's control and the dividers between them, in the order of
 * `native_filter_configuration`; choices wait in the bar's selection until "Apply filters", "Clear
 * all" clears and applies at once. Filters whose charts are all in closed tabs move under "Filters
 * out of scope". Active cross-filters show as removable chips.
 */
export function FilterBar({
  orientation,
  onAddEdit,
}: {
  orientation: FilterBarOrientation;
  /** Editors open the filter configuration from the bar. */
  onAddEdit?: () => void;
}): ReactElement {
  useLazyStrings({ dashboardFilters: DASHBOARD_FILTERS_EN });
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { datasets, layout } = useDashboardContext();
  const metadata = useAppSelector((root) => root.dashboard.metadata);
  const applied = useAppSelector((root) => root.dashboard.dataMask);
  const activeTabs = useAppSelector((root) => root.dashboard.activeTabs);
  const awaiting = useAppSelector((root) => root.dashboard.awaitingFirstValue);
  const items = useMemo(() => nativeFiltersOf(metadata), [metadata]);
  const [selection, setSelection] = useState<Selection>(() => selectionOf(items, applied));
  const [collapsed, setCollapsed] = useState(
    () => orientation === 'VERTICAL' && window.matchMedia?.('(max-width: 767px)').matches === true,
  );

  // What is applied from elsewhere (a restored state, a first value, Clear all) shows in the bar.
  useEffect(() => setSelection(selectionOf(items, applied)), [items, applied]);

  const filters = items.filter(isNativeFilter);
  const visibleCharts = useMemo(() => chartIdsInActiveTabs(layout, activeTabs), [layout, activeTabs]);
  const inView = (filter: NativeFilter): boolean => {
    const charts = filterChartsInScope(filter, layout);
    return charts.length === 0 || charts.some((id) => visibleCharts.has(id));
  };

  const select = useCallback(
    (filter: NativeFilter, value: unknown) =>
      setSelection((previous) => ({ ...previous, [filter.id]: nativeFilterDataMask(filter, value) })),
    [],
  );
  const takeFirst = useCallback(
    (filter: NativeFilter, value: unknown) => {
      if (value === null) dispatch(dashboardActions.firstValueSettled(filter.id));
      else
        dispatch(dashboardActions.dataMaskSet({ id: filter.id, mask: nativeFilterDataMask(filter, value) }));
    },
    [dispatch],
  );

  const changed = filters.filter((filter) => !sameValue(selection[filter.id], applied[filter.id]));
  const missingRequired = filters.filter(
    (filter) => filter.controlValues?.enableEmptyFilter === true && isFilterValueEmpty(selection[filter.id]),
  );
  const anySelected = filters.some(
    (filter) => !isFilterValueEmpty(selection[filter.id]) || isActiveDataMask(applied[filter.id]),
  );
  const apply = () => {
    const masks: Record<string, DataMask | null> = {};
    for (const filter of changed) {
      const mask = selection[filter.id];
      masks[filter.id] = mask && !isFilterValueEmpty(mask) ? mask : null;
    }
    dispatch(dashboardActions.dataMaskApplied(masks));
  };
  const clearAll = () => {
    const masks: Record<string, DataMask | null> = {};
    for (const filter of filters) masks[filter.id] = null;
    dispatch(dashboardActions.dataMaskApplied(masks));
  };

  const renderItem = (item: NativeFilterItem) =>
    isNativeFilter(item) ? (
      <FilterItem
        key={item.id}
        filter={item}
        value={filterValueOf(selection[item.id])}
        onChange={select}
        onFirstValue={awaiting.includes(item.id) ? takeFirst : undefined}
        cascaded={cascadedExtraFormData(items, item.id, selection)}
        dataset={datasets.get(item.targets[0]?.datasetId ?? -1)}
        invalid={missingRequired.includes(item)}
        compact={orientation === 'HORIZONTAL'}
      />
    ) : (
      <div key={item.id} className="loupe-filter-divider">
        <div className="loupe-filter-divider-title">{item.title}</div>
        {item.description && <div className="loupe-filter-divider-description">{item.description}</div>}
      </div>
    );

  const appliedCount = Object.values(applied).filter(isActiveDataMask).length;
  const shown = items.filter((item) => !isNativeFilter(item) || inView(item));
  const outOfScope = filters.filter((filter) => !inView(filter));
  const vertical = orientation === 'VERTICAL';

  if (vertical && collapsed)
    return (
      <aside
        className="loupe-filter-bar loupe-filter-bar-collapsed"
        aria-label={t('dashboardFilters.region')}
      >
        <Button
          type="text"
          aria-expanded={false}
          aria-label={t('dashboardFilters.expand')}
          onClick={() => setCollapsed(false)}
          icon={<span aria-hidden="true">»</span>}
        >
          {t('dashboardFilters.title')}
          {appliedCount > 0 && ` (${appliedCount})`}
        </Button>
      </aside>
    );

  return (
    <aside
      className={`loupe-filter-bar ${vertical ? 'loupe-filter-bar-vertical' : 'loupe-filter-bar-horizontal'}`}
      aria-label={t('dashboardFilters.region')}
      data-testid="filter-bar"
    >
      <div className="loupe-filter-bar-head">
        <h2 className="loupe-filter-bar-title">{t('dashboardFilters.title')}</h2>
        {vertical && (
          <Button
            type="text"
            size="small"
            aria-expanded
            aria-label={t('dashboardFilters.collapse')}
            onClick={() => setCollapsed(true)}
          >
            <span aria-hidden="true">«</span>
          </Button>
        )}
      </div>
      {onAddEdit && (
        <Button type="link" className="loupe-filter-add" onClick={onAddEdit}>
          + {t('dashboardFilters.addEdit')}
        </Button>
      )}
      <CrossFilterChips />
      <div className="loupe-filter-bar-items">
        {items.length === 0 && (
          <p className="loupe-filter-bar-empty">
            {t('dashboardFilters.none')} {onAddEdit && t('dashboardFilters.noneEditor')}
          </p>
        )}
        {shown.map(renderItem)}
      </div>
      {outOfScope.length > 0 && (
        <details className="loupe-filter-out-of-scope">
          <summary>{t('dashboardFilters.outOfScope', { count: outOfScope.length })}</summary>
          {outOfScope.map(renderItem)}
        </details>
      )}
      {filters.length > 0 && (
        <div className="loupe-filter-bar-actions">
          <Button onClick={clearAll} disabled={!anySelected}>
            {t('dashboardFilters.clearAll')}
          </Button>
          <Button
            type="primary"
            onClick={apply}
            disabled={changed.length === 0 || missingRequired.length > 0}
            data-testid="filter-bar-apply"
          >
            {t('dashboardFilters.apply')}
          </Button>
        </div>
      )}
    </aside>
  );
}
