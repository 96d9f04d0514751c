import { timeseriesPlugin } from '../timeseries/plugin';
import { controlPanel } from './controlPanel';

// Superset's line plugin draws every series as a line.
export const plugin = timeseriesPlugin(controlPanel, { seriesType: 'line' });
