import type { DatasourceData, ExtraFormData, NativeFilter } from '@loupe/core';
import { lazy, memo, Suspense, useCallback, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

// The value controls (antd Select, Slider, the time range picker) load with the first filter: an
// editor's bar on a dashboard without filters does not carry them.
const FilterValueControl = lazy(() =>
  import('./controls/FilterValueControl').then((m) => ({ default: m.FilterValueControl })),
);

export interface FilterItemProps {
  filter: NativeFilter;
  value: unknown;
  onChange: (filter: NativeFilter, value: unknown) => void;
  onFirstValue?: (filter: NativeFilter, value: unknown) => void;
  cascaded: ExtraFormData;
  dataset: DatasourceData | undefined;
  /** A required filter left empty ('Filter value is required'). */
  invalid: boolean;
  compact: boolean;
}

/** One filter of the bar: its name (marked when required), its description, and its value control. */
export const FilterItem = memo(function FilterItem({
  filter,
  value,
  onChange,
  onFirstValue,
  cascaded,
  dataset,
  invalid,
  compact,
}: FilterItemProps): ReactElement {
  const { t } = useTranslation();
  const id = `filter-${filter.id}`;
  const required = filter.controlValues?.enableEmptyFilter === true;
  const change = useCallback((next: unknown) => onChange(filter, next), [onChange, filter]);
  const first = useCallback((next: unknown) => onFirstValue?.(filter, next), [onFirstValue, filter]);
  return (
    <div className="loupe-filter-item" data-filter-id={filter.id} data-testid="filter-item">
      <label className="loupe-filter-label" htmlFor={id}>
        {filter.name}
        {required && (
          <span className="loupe-filter-required" title={t('dashboardFilters.required')}>
            {' '}
            *
          </span>
        )}
      </label>
      {filter.description && <div className="loupe-filter-description">{filter.description}</div>}
      <Suspense fallback={<div className="loupe-filter-control-loading" aria-hidden="true" />}>
        <FilterValueControl
          id={id}
          filter={filter}
          value={value}
          onChange={change}
          onFirstValue={onFirstValue ? first : undefined}
          cascaded={cascaded}
          dataset={dataset}
          compact={compact}
        />
      </Suspense>
      {invalid && (
        <div role="alert" className="loupe-filter-error">
          {t('dashboardFilters.valueRequired')}
        </div>
      )}
    </div>
  );
});
