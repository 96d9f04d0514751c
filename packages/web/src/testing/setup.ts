import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// antd's responsive helpers and the theme's system-preference check read matchMedia.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// The action log beacons its events; under test there is no server behind the page's origin, so
// the beacon is taken and dropped (the logger's own tests give it their own transport).
Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });

// Pages load lazily (a tab's state, then CodeMirror); with every test file running at once on a
// two-core CI machine that can take longer than Testing Library's default second. Waiting longer
// only slows a failing test, never a passing one.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
