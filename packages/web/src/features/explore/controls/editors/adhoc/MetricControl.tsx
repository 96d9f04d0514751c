export { MetricControl } from './MetricsControl';
