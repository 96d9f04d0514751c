import type { DatasourceData, ExtraFormData, NativeFilter } from '@loupe/core';

/** What every filter value control takes, in the filter bar and for a default in the config modal. */
export interface FilterControlProps {
  /** The id of the control's input: the filter's label points at it. */
  id: string;
  filter: NativeFilter;
  /** The filter's value (`filterState.value`): a list for select and range, a string for the others. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** What the filter's parents' values ask of its options (cascading filters). */
  cascaded: ExtraFormData;
  /** The filter's dataset (time grains, time columns), when the dashboard has loaded it. */
  dataset: DatasourceData | undefined;
  /** A filter that takes its first option by default has taken it, or found none to take. */
  onFirstValue?: (value: unknown) => void;
  /** The control sits in the horizontal bar (narrower). */
  compact?: boolean;
}
