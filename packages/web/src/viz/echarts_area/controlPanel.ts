import {
  MARKER_ENABLED,
  MARKER_SIZE,
  ONLY_TOTAL,
  OPACITY,
  PERCENTAGE_THRESHOLD,
  SERIES_TYPE,
  STACK,
  timeseriesControlPanel,
} from '../timeseries/controls';

export const controlPanel = timeseriesControlPanel([
  [SERIES_TYPE],
  [OPACITY],
  ['show_value'],
  [{ ...STACK, default: 'Stack' }],
  [ONLY_TOTAL],
  [PERCENTAGE_THRESHOLD],
  [MARKER_ENABLED],
  [{ ...MARKER_SIZE, visibility: ({ formData }) => formData.markerEnabled === true }],
]);
