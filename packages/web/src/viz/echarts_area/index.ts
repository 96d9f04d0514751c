import { timeseriesPlugin } from '../timeseries/plugin';
import { controlPanel } from './controlPanel';

// Superset's area plugin always fills under the series, in the saved Series Style.
export const plugin = timeseriesPlugin(controlPanel, { area: true }, { stack: 'Stack', opacity: 0.2 });
