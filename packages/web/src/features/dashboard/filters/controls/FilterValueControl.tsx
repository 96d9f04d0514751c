import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from './filterControlProps';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { TimeColumnFilter } from './TimeColumnFilter';
import { TimeFilter } from './TimeFilter';
import { TimeGrainFilter } from './TimeGrainFilter';

/** The value control of a native filter's type (the filter bar's, and the config modal's default value). */
export function FilterValueControl(props: FilterControlProps): ReactElement {
  const { t } = useTranslation();
  switch (props.filter.filterType) {
    case 'filter_select':
      return <SelectFilter {...props} />;
    case 'filter_range':
      return <RangeFilter {...props} />;
    case 'filter_time':
      return <TimeFilter {...props} />;
    case 'filter_timegrain':
      return <TimeGrainFilter {...props} />;
    case 'filter_timecolumn':
      return <TimeColumnFilter {...props} />;
    default:
      return <div role="alert">{t('dashboardFilters.unsupported', { type: props.filter.filterType })}</div>;
  }
}
