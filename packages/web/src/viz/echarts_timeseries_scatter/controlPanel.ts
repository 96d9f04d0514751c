import { MARKER_SIZE, timeseriesControlPanel } from '../timeseries/controls';

export const controlPanel = timeseriesControlPanel([['show_value'], [MARKER_SIZE]]);
