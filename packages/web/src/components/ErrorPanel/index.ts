export { ErrorBoundary } from './ErrorBoundary';
export { describeThrown, ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { RouteErrorPanel } from './RouteErrorPanel';
