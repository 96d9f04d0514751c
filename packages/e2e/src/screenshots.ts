import type { Page, TestInfo } from '@playwright/test';

export type StepShot = (name: string) => Promise<void>;

/**
 * Numbered full-page screenshots of a test's steps, written under the test's output dir
 * (test-results/...) and attached to the report.
 */
export function stepScreenshots(page: Page, testInfo: TestInfo): StepShot {
  let step = 0;
  return async (name) => {
    step += 1;
    const file = testInfo.outputPath(`${String(step).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };
}
