import { timeseriesPlugin } from '../timeseries/plugin';
import { controlPanel } from './controlPanel';

// The step chart keeps its saved seriesType (start, middle or end; Superset's default start).
export const plugin = timeseriesPlugin(controlPanel, {}, { seriesType: 'start' });
