import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { settle } from './animations.js';

export { expect };

/** The WCAG 2.0 and 2.1 A and AA rules: every page the suite visits must pass them all. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A console error or page error the spec provokes on purpose: a substring of its text, or a pattern. */
export type AllowedError = string | RegExp;

/** Collects the page's console errors and uncaught page errors, in the order they happen. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`page error: ${error.stack ?? error.message}`);
  });
  return errors;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const detail = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
        return `    ${node.target.join(' >> ')}${detail ? `\n      ${detail}` : ''}`;
      });
      return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe-core's WCAG 2 A and AA rules on the page as it is now (call it at key states: a dialog open,
 * a menu shown) and fails the test on any violation, listing rule, impact and the elements' selectors.
 * The failure is soft, so one run reports every page's violations; the test still fails.
 */
export async function checkA11y(page: Page, state?: string): Promise<void> {
  await settle(page);
  // What is fading out (antd's *-leave motion classes: a toast closing by itself, a dialog closing) is
  // measured mid-fade at a contrast it never has at rest; everything else is checked as shown.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[class*="-leave"]').analyze();
  const where = `${new URL(page.url()).pathname}${state ? ` (${state})` : ''}`;
  expect
    .soft(results.violations.length, `accessibility violations on ${where}:\n${describe(results.violations)}`)
    .toBe(0);
}

function allowed(error: string, allowList: readonly AllowedError[]): boolean {
  return allowList.some((pattern) =>
    typeof pattern === 'string' ? error.includes(pattern) : pattern.test(error),
  );
}

export const test = base.extend<{
  /**
   * Console errors or page errors this spec provokes on purpose (`test.use({ allowedErrors: [...] })`),
   * each named explicitly; every other one fails the test.
   */
  allowedErrors: AllowedError[];
  pageGuard: void;
}>({
  allowedErrors: [[], { option: true }],
  pageGuard: [
    async ({ page, allowedErrors }, use, testInfo) => {
      const errors = collectErrors(page);
      await use();
      const passing = testInfo.status === testInfo.expectedStatus;
      // The page the test ends on is checked too; after a failure its state says nothing.
      if (passing && !page.isClosed()) await checkA11y(page, 'end of test');
      const unexpected = errors.filter((error) => !allowed(error, allowedErrors));
      expect(unexpected, `the pages logged errors:\n${unexpected.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
