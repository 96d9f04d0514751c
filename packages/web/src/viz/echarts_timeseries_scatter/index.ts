import { timeseriesPlugin } from '../timeseries/plugin';
import { controlPanel } from './controlPanel';

// Superset's scatter plugin draws every series as points.
export const plugin = timeseriesPlugin(controlPanel, { seriesType: 'scatter' });
