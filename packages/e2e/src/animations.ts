import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page's finite CSS animations and transitions (a dialog zooming in, a menu fading) are
 * over. Endless ones (spinners) are not waited on.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => undefined)`);
}

/**
 * Waits for a dialog to be shown and done zooming in. A click during antd's zoom lands where the
 * button was a frame earlier, which on a loaded CI machine can miss it: the dialog then stays open.
 */
export async function shownDialog(page: Page, dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await settle(page);
  return dialog;
}
