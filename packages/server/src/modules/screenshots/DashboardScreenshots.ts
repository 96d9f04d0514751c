import { NotFoundError } from '../../errors.js';
import { cacheKey } from '../../platform/cache/cacheKey.js';
import type { ResultCache } from '../../platform/cache/resultCache.js';
import { SESSION_COOKIE } from '../../security/authenticate.js';
import type { Principal } from '../../security/routeAccess.js';
import type { AuthService } from '../security/AuthService.js';
import { dashboardThumbnailUrl } from '../dashboards/dashboardFields.js';
import type { DashboardService } from '../dashboards/DashboardService.js';
import type { CacheScreenshotRequest, CacheScreenshotResponse, TaskStatus } from './screenshotSchemas.js';
import type { Capture, CaptureFormat, CaptureRequest } from './ScreenshotService.js';

/** Superset's DEFAULT_DASHBOARD_WINDOW_SIZE; a thumbnail is its first screenful at half scale (800 x 600). */
const WINDOW = { width: 1600, height: 1200 };
const THUMBNAIL_SCALE = 0.5;
/** The dashboard page marks its root with this attribute, and sets it to "ready" once every chart has drawn or failed. */
const DASHBOARD_ROOT = '[data-loupe-dashboard]';
const DASHBOARD_READY = '[data-loupe-dashboard][data-loupe-dashboard-state="ready"]';
/** A downloaded screenshot waits this long for its download; a thumbnail until its dashboard changes (its URL moves). */
const SCREENSHOT_TTL_SECONDS = 3600;
const THUMBNAIL_TTL_SECONDS = 7 * 24 * 3600;
/** A failed render is retried only after this long (Superset's THUMBNAIL_ERROR_CACHE_TTL). */
const ERROR_RETRY_MS = 60_000;

/**
 * A render's state as every node reads it from the shared cache: a poll answered by another node
 * than the one drawing still finds it. Images ride as base64 (cache values are JSON).
 */
interface TaskEntry {
  status: TaskStatus;
  updatedAt: string;
  /** The dashboard and the user it was drawn for: another dashboard's or user's key finds nothing. */
  dashboardId: number;
  userId: number;
  png?: string;
  pdf?: string;
}

function isTaskEntry(value: unknown): value is TaskEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.status === 'string' &&
    typeof v.updatedAt === 'string' &&
    typeof v.dashboardId === 'number' &&
    typeof v.userId === 'number'
  );
}

export type DownloadOutcome =
  | { kind: 'pending'; status: TaskStatus }
  | { kind: 'file'; data: Buffer; contentType: string; filename: string };

export type ThumbnailOutcome =
  { kind: 'redirect'; location: string } | { kind: 'pending' } | { kind: 'image'; data: Buffer };

/** What draws a page as a user: ScreenshotService, or a stand-in in tests. */
export interface PageRenderer {
  capture(request: CaptureRequest): Promise<Capture>;
}

/** Creates the permalink of a dashboard state (the dashboards API's); its key opens /superset/dashboard/p/<key>/. */
export interface DashboardPermalinks {
  create(dashboardId: number, state: CacheScreenshotRequest, principal: Principal): Promise<string>;
}

export interface DashboardScreenshotsDeps {
  dashboards: DashboardService;
  auth: AuthService;
  cache: ResultCache;
  renderer: PageRenderer;
  /** The app's own origin, known once it listens. */
  baseUrl: () => string;
  /** How long a render may stay Pending or Computing before a new request starts it again (a node died). */
  staleAfterMs: number;
  permalinks?: DashboardPermalinks;
  log: { warn(msg: string): void };
}

/** Superset's secure_filename of the title (werkzeug): ASCII letters, digits, `_`, `.` and `-`. */
export function secureFilename(title: string): string {
  const ascii = title.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return ascii
    .replace(/[/\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

function hasState(state: CacheScreenshotRequest): boolean {
  if (!state) return false;
  return Boolean(
    (state.dataMask && Object.keys(state.dataMask).length) || state.activeTabs?.length || state.anchor,
  );
}

/**
 * Dashboard screenshots (Superset's cache_dashboard_screenshot / screenshot / thumbnail): the
 * dashboard page drawn in Chromium as the requesting user, in the background; the task's status and
 * its image in the shared result cache.
 */
export class DashboardScreenshots {
  /** Renders this node started and has not finished: a second request joins instead of drawing twice. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly deps: DashboardScreenshotsDeps) {}

  /** POST cache_dashboard_screenshot: starts a render (202), or answers the one there is (200). */
  async request(
    pk: number,
    state: CacheScreenshotRequest,
    principal: Principal,
  ): Promise<{ started: boolean; body: CacheScreenshotResponse }> {
    const row = await this.deps.dashboards.visibleRow(String(pk), principal);
    const path = await this.pagePath(row.id, state, principal);
    const key = cacheKey({
      kind: 'dashboard-screenshot',
      dashboard: row.id,
      changedOn: row.changed_on,
      user: principal.user.id,
      state: state ?? {},
      window: WINDOW,
    });
    const entry = await this.entry(key, row.id, principal);
    const started = this.shouldStart(entry);
    const current = started ? await this.start(key, row.id, principal, path, 'screenshot') : entry!;
    return {
      started,
      body: {
        cache_key: key,
        dashboard_url: path,
        image_url: `/api/v1/dashboard/${row.id}/screenshot/${key}/`,
        task_status: current.status,
        task_updated_at: current.updatedAt,
      },
    };
  }

  /** GET screenshot/<cache_key>/: the file once drawn; pending while it is drawn; 404 when unknown or failed. */
  async download(
    pk: number,
    key: string,
    format: CaptureFormat,
    principal: Principal,
  ): Promise<DownloadOutcome> {
    const row = await this.deps.dashboards.visibleRow(String(pk), principal);
    const entry = await this.entry(key, row.id, principal);
    if (!entry || entry.status === 'Error') throw new NotFoundError();
    const data = entry[format];
    if (entry.status !== 'Updated' || data === undefined) return { kind: 'pending', status: entry.status };
    const stem = secureFilename(row.dashboard_title ?? '') || 'screenshot';
    return {
      kind: 'file',
      data: Buffer.from(data, 'base64'),
      contentType: format === 'pdf' ? 'application/pdf' : 'image/png',
      filename: `${stem}.${format}`,
    };
  }

  /** GET thumbnail/<digest>/: the picture, drawn on first request; an old digest redirects to the current one. */
  async thumbnail(pk: number, digest: string, principal: Principal): Promise<ThumbnailOutcome> {
    const row = await this.deps.dashboards.visibleRow(String(pk), principal);
    // The list's thumbnail_url: an old digest (the dashboard changed since) goes to the current one.
    const current = dashboardThumbnailUrl(row.id, row.changed_on ?? '');
    if (current !== `/api/v1/dashboard/${row.id}/thumbnail/${digest}/`)
      return { kind: 'redirect', location: current };
    const key = cacheKey({ kind: 'dashboard-thumbnail', dashboard: row.id, digest, user: principal.user.id });
    const entry = await this.entry(key, row.id, principal);
    if (this.shouldStart(entry)) {
      await this.start(key, row.id, principal, this.plainPath(row.id, null), 'thumbnail');
      return { kind: 'pending' };
    }
    if (entry?.status === 'Updated' && entry.png)
      return { kind: 'image', data: Buffer.from(entry.png, 'base64') };
    if (entry?.status === 'Error') throw new NotFoundError();
    return { kind: 'pending' };
  }

  /** Waits for the renders this node is running (tests; shutting down). */
  async settled(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  private async entry(
    key: string,
    dashboardId: number,
    principal: Principal,
  ): Promise<TaskEntry | undefined> {
    const value = await this.deps.cache.get(key);
    if (!isTaskEntry(value)) return undefined;
    // A key is only ever the caller's own render of this dashboard; anything else is not theirs to see.
    if (value.dashboardId !== dashboardId || value.userId !== principal.user.id) return undefined;
    return value;
  }

  private shouldStart(entry: TaskEntry | undefined): boolean {
    if (!entry) return true;
    const age = Date.now() - Date.parse(entry.updatedAt);
    if (entry.status === 'Error') return age > ERROR_RETRY_MS;
    if (entry.status === 'Updated') return false;
    return age > this.deps.staleAfterMs;
  }

  /** Marks the task Pending (so a poll on any node sees it) and draws in the background. */
  private async start(
    key: string,
    dashboardId: number,
    principal: Principal,
    path: string,
    kind: 'screenshot' | 'thumbnail',
  ): Promise<TaskEntry> {
    const pending = this.stamp('Pending', dashboardId, principal);
    const ttl = kind === 'thumbnail' ? THUMBNAIL_TTL_SECONDS : SCREENSHOT_TTL_SECONDS;
    if (this.running.has(key)) return pending;
    await this.deps.cache.set(key, pending, ttl);
    const run = this.render(key, dashboardId, principal, path, kind, ttl).finally(() =>
      this.running.delete(key),
    );
    this.running.set(key, run);
    return pending;
  }

  private async render(
    key: string,
    dashboardId: number,
    principal: Principal,
    path: string,
    kind: 'screenshot' | 'thumbnail',
    ttl: number,
  ): Promise<void> {
    const { cache, auth, renderer } = this.deps;
    let sid: string | undefined;
    try {
      await cache.set(key, this.stamp('Computing', dashboardId, principal), ttl);
      // A session of the requesting user for this render only, ended as soon as the page is drawn.
      const session = await auth.sessionFor(principal.user);
      sid = (await auth.tokens.verify(session, 'session'))?.sid;
      const thumbnail = kind === 'thumbnail';
      const capture = await renderer.capture({
        baseUrl: this.deps.baseUrl(),
        path,
        sessionCookie: { name: SESSION_COOKIE, value: session },
        readySelector: DASHBOARD_READY,
        elementSelector: DASHBOARD_ROOT,
        viewport: WINDOW,
        deviceScaleFactor: thumbnail ? THUMBNAIL_SCALE : 1,
        fullHeight: !thumbnail,
        formats: thumbnail ? ['png'] : ['png', 'pdf'],
      });
      await cache.set(
        key,
        {
          ...this.stamp('Updated', dashboardId, principal),
          png: capture.png?.toString('base64'),
          pdf: capture.pdf?.toString('base64'),
        },
        ttl,
      );
    } catch (error) {
      this.deps.log.warn(`dashboard ${dashboardId} ${kind} failed: ${(error as Error).message}`);
      await cache.set(key, this.stamp('Error', dashboardId, principal), ttl).catch(() => undefined);
    } finally {
      if (sid) await auth.logout({ ...principal, via: 'session', sid }).catch(() => undefined);
    }
  }

  private stamp(status: TaskStatus, dashboardId: number, principal: Principal): TaskEntry {
    return { status, updatedAt: new Date().toISOString(), dashboardId, userId: principal.user.id };
  }

  /** The page drawn: the state's permalink when there is one to keep, else the dashboard with the URL parameters. */
  private async pagePath(
    dashboardId: number,
    state: CacheScreenshotRequest,
    principal: Principal,
  ): Promise<string> {
    if (state && hasState(state) && this.deps.permalinks) {
      const key = await this.deps.permalinks.create(dashboardId, state, principal);
      return `/superset/dashboard/p/${encodeURIComponent(key)}/?standalone=1`;
    }
    return this.plainPath(dashboardId, state);
  }

  private plainPath(dashboardId: number, state: CacheScreenshotRequest): string {
    const query = new URLSearchParams();
    for (const [name, value] of state?.urlParams ?? []) if (name !== 'standalone') query.append(name, value);
    query.set('standalone', '1');
    const anchor = state?.anchor ? `#${encodeURIComponent(state.anchor)}` : '';
    return `/superset/dashboard/${dashboardId}/?${query.toString()}${anchor}`;
  }
}
