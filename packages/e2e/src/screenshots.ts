import type { Page, TestInfo } from '@playwright/test';
import { checkA11y } from './fixtures.js';

export type StepShot = (name: string) => Promise<void>;

/**
 * Numbered full-page screenshots of a test's steps, written under the test's output dir
 * (test-results/...) and attached to the report. Each step's state is also checked with axe-core
 * (WCAG 2 A and AA) first, so every page and dialog a spec shows is checked where it is shown.
 */
export function stepScreenshots(page: Page, testInfo: TestInfo): StepShot {
  let step = 0;
  return async (name) => {
    step += 1;
    await checkA11y(page, name);
    const file = testInfo.outputPath(`${String(step).padStart(2, '0')}-${name}.png`);
    // The viewport only: Chromium's full-page capture resizes the page for a moment, which crosses
    // width breakpoints and re-lays SQL Lab's panes out under an open dialog (which then closes).
    await page.screenshot({ path: file });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };
}
