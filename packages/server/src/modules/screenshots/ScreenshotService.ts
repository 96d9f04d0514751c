import type { Browser, Page } from 'playwright-core';
import { lazyRequire } from '../../platform/lazyRequire.js';
import { Slots } from './slots.js';

// Playwright loads on the first screenshot, not when the server starts (docs/architecture.md).
const playwright = lazyRequire<typeof import('playwright-core')>('playwright-core');

export type CaptureFormat = 'png' | 'pdf';

export interface CaptureRequest {
  /** The app's own origin, e.g. http://127.0.0.1:8088 (the browser loads the page from there). */
  baseUrl: string;
  /** Path and query of the page, e.g. /superset/dashboard/3/?standalone=1. */
  path: string;
  /** The session cookie the browser sends: the page renders as that user. */
  sessionCookie: { name: string; value: string };
  /** Shown when the page has finished drawing (every chart painted or failed). */
  readySelector: string;
  /** The element captured. */
  elementSelector: string;
  viewport: { width: number; height: number };
  /** Below 1 shrinks the picture (thumbnails). */
  deviceScaleFactor?: number;
  /** The element's whole height, growing the window to it; otherwise the first screenful only. */
  fullHeight: boolean;
  formats: readonly CaptureFormat[];
}

export type Capture = Partial<Record<CaptureFormat, Buffer>>;

/** The tallest page rendered: Chromium refuses textures beyond 16384 px. */
const MAX_HEIGHT_PX = 16_384;

export interface ScreenshotServiceOptions {
  executablePath: string;
  timeoutMs: number;
  /** Pages rendered at once; more requests wait (each page is a renderer process). */
  maxPages?: number;
}

/**
 * Renders pages of the app itself in headless Chromium (playwright-core and the system's Chromium),
 * as the user whose session cookie it is given: one browser, launched on first use and closed with
 * the app; each capture in its own browser context, so no cookie or storage outlives it.
 */
export class ScreenshotService {
  private browser: Promise<Browser> | undefined;
  private readonly slots: Slots;
  private closed = false;

  constructor(private readonly options: ScreenshotServiceOptions) {
    this.slots = new Slots(options.maxPages ?? 2);
  }

  /** The page's element once `readySelector` shows, in each format asked for; rejects after the timeout. */
  capture(request: CaptureRequest): Promise<Capture> {
    return this.slots.run(async () => {
      const browser = await this.launch();
      const context = await browser.newContext({
        viewport: request.viewport,
        deviceScaleFactor: request.deviceScaleFactor ?? 1,
        // Charts draw at once, without their entry animation: a picture taken when the page says
        // "ready" shows them whole.
        reducedMotion: 'reduce',
      });
      try {
        await context.addCookies([
          { ...request.sessionCookie, url: request.baseUrl, httpOnly: true, sameSite: 'Lax' },
        ]);
        const page = await context.newPage();
        page.setDefaultTimeout(this.options.timeoutMs);
        // One deadline for loading the page and for its charts to draw, not one each.
        const deadline = Date.now() + this.options.timeoutMs;
        await page.goto(new URL(request.path, request.baseUrl).toString(), { waitUntil: 'domcontentloaded' });
        await page.waitForSelector(request.readySelector, {
          state: 'attached',
          timeout: Math.max(1, deadline - Date.now()),
        });
        return await this.shoot(page, request);
      } finally {
        await context.close().catch(() => undefined);
      }
    });
  }

  private async shoot(page: Page, request: CaptureRequest): Promise<Capture> {
    const element = page.locator(request.elementSelector).first();
    const capture: Capture = {};
    if (!request.fullHeight) {
      if (request.formats.includes('png')) capture.png = await page.screenshot({ type: 'png' });
      return capture;
    }
    // The element's full extent from the page's origin; the window grows to it so nothing scrolls
    // inside (a chart below the fold is drawn, and the screenshot is not clipped at the window).
    const box = await element.boundingBox();
    const size = await element.evaluate((el) => ({ width: el.scrollWidth, height: el.scrollHeight }));
    // The page has not scrolled: the box is in page coordinates.
    const extent = {
      right: Math.ceil((box?.x ?? 0) + Math.max(box?.width ?? 0, size.width)),
      bottom: Math.ceil((box?.y ?? 0) + Math.max(box?.height ?? 0, size.height)),
    };
    const height = Math.min(Math.max(request.viewport.height, extent.bottom), MAX_HEIGHT_PX);
    await page.setViewportSize({ width: request.viewport.width, height });
    if (request.formats.includes('png'))
      capture.png = await element.screenshot({ type: 'png', animations: 'disabled' });
    if (request.formats.includes('pdf')) {
      await page.emulateMedia({ media: 'screen' });
      capture.pdf = await page.pdf({
        width: `${Math.max(request.viewport.width, extent.right)}px`,
        height: `${height}px`,
        printBackground: true,
        margin: { top: '0', right: '0', bottom: '0', left: '0' },
        pageRanges: '1',
      });
    }
    return capture;
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('The screenshot browser is closed'));
    if (!this.browser) {
      const launching = playwright().chromium.launch({
        executablePath: this.options.executablePath,
        // Chromium's sandbox cannot start as root (containers); it is kept for any other user.
        args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
      });
      this.browser = launching;
      launching.then(
        (browser) =>
          // A crashed browser is launched again by the next capture.
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = undefined;
          }),
        () => {
          if (this.browser === launching) this.browser = undefined;
        },
      );
    }
    return this.browser;
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close();
  }
}
