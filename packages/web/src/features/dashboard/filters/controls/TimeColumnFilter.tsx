import { Select } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from './filterControlProps';

/** Superset's time column filter: one of the dataset's temporal columns becomes the charts' time column. */
export function TimeColumnFilter({ id, value, onChange, dataset }: FilterControlProps): ReactElement {
  const { t } = useTranslation();
  const options = (dataset?.columns ?? [])
    .filter((column) => column.is_dttm)
    .map((column) => ({ value: column.column_name, label: column.verbose_name || column.column_name }));
  const current = Array.isArray(value) ? value[0] : value;
  return (
    <Select
      id={id}
      allowClear
      style={{ width: '100%' }}
      placeholder={t('dashboardFilters.noTimeColumn')}
      value={typeof current === 'string' ? current : undefined}
      options={options}
      onChange={(next: string | undefined) => onChange(next ? [next] : null)}
    />
  );
}
