import {
  AREA,
  MARKER_ENABLED,
  MARKER_SIZE,
  ONLY_TOTAL,
  OPACITY,
  PERCENTAGE_THRESHOLD,
  STACK,
  timeseriesControlPanel,
} from '../timeseries/controls';

export const controlPanel = timeseriesControlPanel([
  ['show_value'],
  [STACK],
  [ONLY_TOTAL],
  [PERCENTAGE_THRESHOLD],
  [AREA],
  [{ ...OPACITY, visibility: ({ formData }) => formData.area === true }],
  [MARKER_ENABLED],
  [{ ...MARKER_SIZE, visibility: ({ formData }) => formData.markerEnabled === true }],
]);
