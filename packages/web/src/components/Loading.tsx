import { Spin } from 'antd';
import type { ReactElement } from 'react';

/**
 * A spinner that says what is loading to assistive technology: the label sits on a `status`
 * region, since antd's spinner element may not carry an aria-label itself (axe: aria-prohibited-attr).
 */
export function Loading({ label }: { label: string }): ReactElement {
  return (
    <div role="status" aria-label={label} style={{ display: 'inline-flex' }}>
      <Spin />
    </div>
  );
}
