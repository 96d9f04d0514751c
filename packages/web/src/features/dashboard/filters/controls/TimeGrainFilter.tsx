import { Select } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from './filterControlProps';

/** Superset's time grain filter: one of the grains the dataset's database offers. */
export function TimeGrainFilter({ id, value, onChange, dataset, filter }: FilterControlProps): ReactElement {
  const { t } = useTranslation();
  const grains = dataset?.time_grain_sqla ?? [];
  const only = filter.controlValues?.time_grains;
  const options = grains
    .filter(([grain]) => !Array.isArray(only) || only.length === 0 || only.includes(grain))
    .map(([grain = '', label]) => ({ value: grain, label: label ?? grain }));
  const current = Array.isArray(value) ? value[0] : value;
  return (
    <Select
      id={id}
      allowClear
      style={{ width: '100%' }}
      placeholder={t('dashboardFilters.noTimeGrain')}
      value={typeof current === 'string' ? current : undefined}
      options={options}
      onChange={(next: string | undefined) => onChange(next ? [next] : null)}
    />
  );
}
