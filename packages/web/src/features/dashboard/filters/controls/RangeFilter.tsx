import { filterColumn, rangeFilterQueryContext } from '@loupe/core';
import { InputNumber, Slider, Space } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterValuesQuery } from '../../../../api/chartData';
import { rowsOf } from '../../../../viz/distribution/rows';
import { failureMessage } from '../../../explore/state/useChartRun';
import type { FilterControlProps } from './filterControlProps';

type Bounds = [number | null, number | null];

/** Superset's `enableSingleValue`: one handle that sets the minimum, the exact value or the maximum. */
const SINGLE_MINIMUM = 0;
const SINGLE_EXACT = 1;
const SINGLE_MAXIMUM = 2;

function asBounds(value: unknown): Bounds {
  if (!Array.isArray(value)) return [null, null];
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return [number(value[0]), number(value[1])];
}

/**
 * Superset's range filter: a slider between the column's smallest and largest values, with inputs
 * for exact ends; with 'single value' one handle sets a minimum, an exact value or a maximum.
 */
export function RangeFilter({ id, filter, value, onChange, cascaded }: FilterControlProps): ReactElement {
  const { t } = useTranslation();
  const column = filterColumn(filter);
  const bounds = useFilterValuesQuery(rangeFilterQueryContext(filter, cascaded), { skip: !column });
  const row = rowsOf(bounds.data?.[0])[0];
  const min = typeof row?.min === 'number' ? row.min : 0;
  const max = typeof row?.max === 'number' ? row.max : 0;
  const [lower, upper] = asBounds(value);
  const [draft, setDraft] = useState<[number, number]>([lower ?? min, upper ?? max]);
  useEffect(() => setDraft([lower ?? min, upper ?? max]), [lower, upper, min, max]);
  const single = filter.controlValues?.enableSingleValue;
  const commit = ([from, to]: Bounds) => onChange(from === null && to === null ? null : [from, to]);

  if (bounds.isError)
    return (
      <div role="alert" className="loupe-filter-error">
        {t('dashboardFilters.loadFailed', { message: failureMessage(bounds.error) })}
      </div>
    );

  if (typeof single === 'number') {
    const current = single === SINGLE_MAXIMUM ? (upper ?? max) : (lower ?? min);
    const set = (v: number | null) =>
      commit(
        v === null
          ? [null, null]
          : single === SINGLE_EXACT
            ? [v, v]
            : single === SINGLE_MINIMUM
              ? [v, null]
              : [null, v],
      );
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Slider
          min={min}
          max={max}
          value={current}
          disabled={bounds.isFetching}
          onChangeComplete={(v: number) => set(v)}
          ariaLabelForHandle={filter.name}
        />
        <InputNumber id={id} aria-label={t('dashboardFilters.value')} value={current} onChange={set} />
      </Space>
    );
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Slider
        range
        min={min}
        max={max}
        value={draft}
        disabled={bounds.isFetching}
        onChange={(next: number[]) => setDraft([next[0] ?? min, next[1] ?? max])}
        onChangeComplete={(next: number[]) => commit([next[0] ?? min, next[1] ?? max])}
        ariaLabelForHandle={[
          `${filter.name}: ${t('dashboardFilters.min')}`,
          `${filter.name}: ${t('dashboardFilters.max')}`,
        ]}
      />
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber
          id={id}
          aria-label={t('dashboardFilters.min')}
          placeholder={String(min)}
          value={lower}
          onChange={(v) => commit([typeof v === 'number' ? v : null, upper])}
          style={{ width: '50%' }}
        />
        <InputNumber
          aria-label={t('dashboardFilters.max')}
          placeholder={String(max)}
          value={upper}
          onChange={(v) => commit([lower, typeof v === 'number' ? v : null])}
          style={{ width: '50%' }}
        />
      </Space.Compact>
    </Space>
  );
}
