import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeThrown, ErrorPanel } from './ErrorPanel';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per caught error, for logging. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and shows the error panel instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <ErrorPanel {...describeThrown(this.state.error)} />;
  }
}
