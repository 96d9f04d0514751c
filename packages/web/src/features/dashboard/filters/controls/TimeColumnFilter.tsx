import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from './filterControlProps';
import { SingleChoiceFilter } from './SingleChoiceFilter';

/** Superset's time column filter: one of the dataset's temporal columns becomes the charts' time column. */
export function TimeColumnFilter({ id, value, onChange, dataset }: FilterControlProps): ReactElement {
  const { t } = useTranslation();
  const options = (dataset?.columns ?? [])
    .filter((column) => column.is_dttm)
    .map((column) => ({ value: column.column_name, label: column.verbose_name || column.column_name }));
  return (
    <SingleChoiceFilter
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('dashboardFilters.noTimeColumn')}
    />
  );
}
