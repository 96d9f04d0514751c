import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): ReactElement {
  throw new Error('Cannot read the chart');
}

describe('ErrorBoundary', () => {
  it('replaces a crashed subtree with the error panel and a collapsed stack trace', () => {
    // React reports caught render errors on the console; that noise is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();

    renderWithProviders(
      <ErrorBoundary onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Unexpected error')).toBeTruthy();
    expect(screen.getByText('Cannot read the chart')).toBeTruthy();
    expect(screen.queryByTestId('error-stack')).toBeNull();

    fireEvent.click(screen.getByText('Stack trace'));
    expect(screen.getByTestId('error-stack').textContent).toContain('Error: Cannot read the chart');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('renders its children when nothing throws', () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('Unexpected error')).toBeNull();
  });

  it('shows thrown non-Error values as text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function ThrowsString(): ReactElement {
      throw 'plain failure';
    }
    renderWithProviders(
      <ErrorBoundary>
        <ThrowsString />
      </ErrorBoundary>,
    );
    expect(screen.getByText('plain failure')).toBeTruthy();
    expect(screen.queryByText('Stack trace')).toBeNull();
  });
});
