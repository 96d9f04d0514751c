import { saveUrl } from './downloadDashboard';

export type ScreenshotFormat = 'png' | 'pdf';

/** The dashboard state the server draws (Superset's cache_dashboard_screenshot body). */
export interface DashboardScreenshotState {
  dataMask?: Record<string, unknown>;
  activeTabs?: string[];
  anchor?: string;
  urlParams?: [string, string][];
}

export interface ScreenshotMessages {
  generating: string;
  downloaded: string;
  failed: string;
}

/** Where the flow reports: the page's toasts. `key` lets a repeated message replace itself. */
export interface DownloadNotify {
  info(text: string, key?: string): void;
  success(text: string, key?: string): void;
  error(text: string, key?: string): void;
}

export interface DownloadScreenshotOptions {
  dashboardId: number;
  format: ScreenshotFormat;
  /** Filters, tabs and anchor to draw; the page's URL parameters are added unless it names its own. */
  state?: DashboardScreenshotState;
  messages: ScreenshotMessages;
  notify: DownloadNotify;
  /** Superset polls every 3 s, 30 times at most. */
  intervalMs?: number;
  maxPolls?: number;
  /** Stops polling (the page was left). */
  signal?: AbortSignal;
  save?: (url: string, filename: string) => void;
}

/** One toast key for the whole flow, so the "being generated" reminder does not stack up. */
export const SCREENSHOT_TOAST_KEY = 'loupe-dashboard-screenshot';
const RETRY_INTERVAL_MS = 3000;
const MAX_POLLS = 30;

/** URL parameters of the page to keep in the picture, as Superset's getDashboardUrlParams(['edit']). */
export function dashboardUrlParams(search: string = window.location.search): [string, string][] {
  return [...new URLSearchParams(search).entries()].filter(
    ([name]) => name !== 'edit' && name !== 'standalone',
  );
}

function filenameOf(response: Response, format: ScreenshotFormat): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `screenshot.${format}`;
}

const wait = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The server-drawn download (Superset's DownloadScreenshot): asks the server to draw the dashboard,
 * then polls its screenshot URL until the file is there and hands it to the browser. The request is
 * CSRF-exempt on the server (as Superset's), so plain fetch with the session cookie suffices.
 * Resolves true when the file was saved.
 */
export async function downloadScreenshot(options: DownloadScreenshotOptions): Promise<boolean> {
  const { dashboardId, format, messages, notify, signal } = options;
  const fail = (): false => {
    notify.error(messages.failed, SCREENSHOT_TOAST_KEY);
    return false;
  };
  notify.info(messages.generating, SCREENSHOT_TOAST_KEY);
  let imageUrl: string;
  try {
    const started = await fetch(`/api/v1/dashboard/${dashboardId}/cache_dashboard_screenshot/`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // The page's URL parameters unless the state names its own, as Superset's DownloadScreenshot sends.
      body: JSON.stringify({ urlParams: dashboardUrlParams(), ...options.state }),
      signal,
    });
    if (!started.ok) return fail();
    const body = (await started.json()) as { image_url?: unknown; cache_key?: unknown };
    if (typeof body.cache_key !== 'string') return fail();
    imageUrl =
      typeof body.image_url === 'string'
        ? body.image_url
        : `/api/v1/dashboard/${dashboardId}/screenshot/${body.cache_key}/`;
  } catch {
    return signal?.aborted ? false : fail();
  }

  const maxPolls = options.maxPolls ?? MAX_POLLS;
  for (let poll = 0; poll < maxPolls && !signal?.aborted; poll += 1) {
    if (poll > 0) {
      await wait(options.intervalMs ?? RETRY_INTERVAL_MS, signal);
      if (signal?.aborted) return false;
      notify.info(messages.generating, SCREENSHOT_TOAST_KEY);
    }
    let response: Response;
    try {
      response = await fetch(`${imageUrl}?download_format=${format}`, {
        credentials: 'include',
        headers: { Accept: 'application/pdf, image/png' },
        signal,
      });
    } catch {
      // A network hiccup: the next poll tries again, as Superset's retries do.
      continue;
    }
    if (response.status === 202) continue;
    if (!response.ok) return fail();
    const url = URL.createObjectURL(await response.blob());
    try {
      (options.save ?? saveUrl)(url, filenameOf(response, format));
    } finally {
      URL.revokeObjectURL(url);
    }
    notify.success(messages.downloaded, SCREENSHOT_TOAST_KEY);
    return true;
  }
  return signal?.aborted ? false : fail();
}
