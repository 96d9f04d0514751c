import type { ReactElement } from 'react';
import './Loading.css';

/**
 * A spinner that says what is loading to assistive technology: the label sits on a `status` region
 * and the ring itself is hidden from it.
 */
export function Loading({ label }: { label: string }): ReactElement {
  return (
    <div role="status" aria-label={label} className="loupe-loading">
      <span className="loupe-loading-ring" aria-hidden="true" />
    </div>
  );
}
