import {
  ONLY_TOTAL,
  ORIENTATION,
  PERCENTAGE_THRESHOLD,
  STACK,
  timeseriesControlPanel,
} from '../timeseries/controls';

export const controlPanel = timeseriesControlPanel([
  [ORIENTATION],
  ['show_value'],
  [STACK],
  [ONLY_TOTAL],
  [PERCENTAGE_THRESHOLD],
]);
