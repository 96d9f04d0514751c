import { timeseriesPlugin } from '../timeseries/plugin';
import { controlPanel } from './controlPanel';

// Superset's bar plugin draws every series as bars, vertical unless orientation says horizontal.
export const plugin = timeseriesPlugin(controlPanel, { seriesType: 'bar' });
