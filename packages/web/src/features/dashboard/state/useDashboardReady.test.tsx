import { render, waitFor } from '@testing-library/react';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDashboardReady } from './useDashboardReady';

function Grid({
  onReady,
  children,
}: {
  onReady: (ready: boolean) => void;
  children: ReactNode;
}): ReactElement {
  const grid = useRef<HTMLDivElement>(null);
  useDashboardReady(grid, true, onReady);
  return <div ref={grid}>{children}</div>;
}

describe('useDashboardReady', () => {
  it('waits for charts still loading and for layout parts whose code still loads', async () => {
    const onReady = vi.fn();
    const { rerender } = render(
      <Grid onReady={onReady}>
        <div data-chart-status="success" />
        <div data-loupe-busy />
      </Grid>,
    );
    expect(onReady).toHaveBeenLastCalledWith(false);

    rerender(
      <Grid onReady={onReady}>
        <div data-chart-status="success" />
        <div data-chart-status="loading" />
      </Grid>,
    );
    await waitFor(() => expect(onReady).toHaveBeenLastCalledWith(false));

    rerender(
      <Grid onReady={onReady}>
        <div data-chart-status="success" />
        <div data-chart-status="failed" />
      </Grid>,
    );
    await waitFor(() => expect(onReady).toHaveBeenLastCalledWith(true));
  });
});
