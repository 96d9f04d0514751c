import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from './filterControlProps';
import { SingleChoiceFilter } from './SingleChoiceFilter';

/** Superset's time grain filter: one of the grains the dataset's database offers. */
export function TimeGrainFilter({ id, value, onChange, dataset, filter }: FilterControlProps): ReactElement {
  const { t } = useTranslation();
  const only = filter.controlValues?.time_grains;
  const options = (dataset?.time_grain_sqla ?? [])
    .filter(([grain]) => !Array.isArray(only) || only.length === 0 || only.includes(grain))
    .map(([grain = '', label]) => ({ value: grain, label: label ?? grain }));
  return (
    <SingleChoiceFilter
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('dashboardFilters.noTimeGrain')}
    />
  );
}
