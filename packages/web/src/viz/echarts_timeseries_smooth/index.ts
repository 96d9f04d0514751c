import { timeseriesPlugin } from '../timeseries/plugin';
import { controlPanel } from './controlPanel';

// Superset's smooth-line plugin draws every series as a smoothed line.
export const plugin = timeseriesPlugin(controlPanel, { seriesType: 'smooth' });
