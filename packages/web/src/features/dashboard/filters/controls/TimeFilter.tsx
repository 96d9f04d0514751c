import type { ReactElement } from 'react';
import { TimeRangeControl } from '../../../explore/controls/editors/adhoc/TimeRangeControl';
import { NO_FILTER } from '../../../explore/controls/editors/adhoc/timeRangeStrings';
import type { FilterControlProps } from './filterControlProps';

/** Superset's time range filter: Explore's time range picker; 'No filter' clears it. */
export function TimeFilter({ id, value, onChange }: FilterControlProps): ReactElement {
  return (
    <TimeRangeControl
      id={id}
      value={typeof value === 'string' ? value : NO_FILTER}
      onChange={(next) => onChange(next === NO_FILTER ? null : next)}
    />
  );
}
