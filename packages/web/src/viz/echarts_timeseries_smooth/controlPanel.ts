import { AREA, MARKER_ENABLED, MARKER_SIZE, OPACITY, timeseriesControlPanel } from '../timeseries/controls';

export const controlPanel = timeseriesControlPanel([
  ['show_value'],
  [AREA],
  [{ ...OPACITY, visibility: ({ formData }) => formData.area === true }],
  [MARKER_ENABLED],
  [{ ...MARKER_SIZE, visibility: ({ formData }) => formData.markerEnabled === true }],
]);
