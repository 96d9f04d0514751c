import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard } from '../dashboards/dashboards.testkit.js';
import { ownOrigin } from './screenshots.routes.js';
import { dashboardThumbnailUrl } from '../dashboards/dashboardFields.js';

/*
 * Real Chromium against the real app listening on a random port. The web app here is a stand-in page
 * (the dashboard page is not built in this checkout's tests): for any UI route it asks /api/v1/me/ with
 * the browser's cookie and draws the dashboard root 2000 px + 10 px per letter of the user's name tall,
 * then marks it ready. So a picture's height says which user's session drew it, and a browser without
 * a valid session never gets ready (nor does a page asked for with `never_ready`).
 */
const STAND_IN_SCRIPT = `
fetch('/api/v1/me/').then((r) => (r.ok ? r.json() : null)).then((me) => {
  if (!me || new URLSearchParams(location.search).has('never_ready')) return;
  const root = document.createElement('div');
  root.setAttribute('data-loupe-dashboard', '');
  root.style.height = 2000 + 10 * me.result.username.length + 'px';
  root.style.background = 'rgb(20, 160, 90)';
  root.textContent = me.result.username;
  document.body.appendChild(root);
  requestAnimationFrame(() => root.setAttribute('data-loupe-dashboard-state', 'ready'));
});`;

function standInWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-screenshot-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><style>body{margin:0}</style></head><body><script src="/stand-in.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'stand-in.js'), STAND_IN_SCRIPT);
  return dir;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

async function usernameOf(w: ChartWorld, headers: Headers): Promise<string> {
  return (await call(w, 'GET', '/api/v1/me/', headers)).json<{ result: { username: string } }>().result
    .username;
}

async function revokedSessions(w: ChartWorld): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from loupe_revoked_session`.execute(
    w.t.services.db,
  );
  return Number(rows[0]?.n ?? 0);
}

let w: ChartWorld;
let webDir: string;
let adminBoard: number;
let readerBoard: number;

beforeAll(async () => {
  vi.stubEnv('LOUPE_SCREENSHOT_TIMEOUT_MS', '4000');
  webDir = standInWebApp();
  w = await createChartWorld({ LOUPE_WEB_DIST: webDir });
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  adminBoard = await createDashboard(w, w.admin, { dashboard_title: 'Sales / overview: Q1' });
  readerBoard = await createDashboard(w, w.admin, { dashboard_title: 'Reader board', owners: [w.readerId] });
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await w?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Polls the screenshot URL until it is no longer pending. */
async function pollScreenshot(url: string, headers: Headers) {
  for (let i = 0; i < 100; i += 1) {
    const res = await call(w, 'GET', url, headers);
    if (res.statusCode !== 202) return res;
    expect(res.json()).toMatchObject({ message: 'OK' });
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} stayed pending`);
}

describe('ScreenshotService', () => {
  it('draws a page of the app as the session cookie user, the element at its full height', async () => {
    const session = await w.t.services.auth.sessionFor({
      id: 1,
      username: 'admin',
      first_name: '',
      last_name: '',
      email: '',
      active: true,
    });
    const capture = await w.t.services.screenshots.capture({
      baseUrl: ownOrigin(w.t.app),
      path: '/login/',
      sessionCookie: { name: 'session', value: session },
      readySelector: '[data-loupe-dashboard-state="ready"]',
      elementSelector: '[data-loupe-dashboard]',
      viewport: { width: 1000, height: 700 },
      fullHeight: true,
      formats: ['png', 'pdf'],
    });
    // 'admin': 2000 + 50 px, taller than the 700 px window.
    expect(pngSize(capture.png!)).toEqual({ width: 1000, height: 2050 });
    expect(capture.pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('fails after the timeout when the page never gets ready (no valid session)', async () => {
    const started = Date.now();
    await expect(
      w.t.services.screenshots.capture({
        baseUrl: ownOrigin(w.t.app),
        path: '/superset/dashboard/1/?standalone=1',
        sessionCookie: { name: 'session', value: 'not-a-session' },
        readySelector: '[data-loupe-dashboard-state="ready"]',
        elementSelector: '[data-loupe-dashboard]',
        viewport: { width: 800, height: 600 },
        fullHeight: true,
        formats: ['png'],
      }),
    ).rejects.toThrow(/Timeout/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
  }, 60_000);
});

describe('POST cache_dashboard_screenshot and GET screenshot', () => {
  it('draws the dashboard in the background as the caller, then serves it as PNG and PDF attachments', async () => {
    const revokedBefore = await revokedSessions(w);
    const res = await call(
      w,
      'POST',
      `/api/v1/dashboard/${readerBoard}/cache_dashboard_screenshot/`,
      w.reader,
      {
        urlParams: [['foo', 'bar']],
      },
    );
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json<Record<string, string>>();
    expect(body.cache_key).toMatch(/^[0-9a-f]{64}$/);
    expect(body.dashboard_url).toBe(`/superset/dashboard/${readerBoard}/?foo=bar&standalone=1`);
    expect(body.image_url).toBe(`/api/v1/dashboard/${readerBoard}/screenshot/${body.cache_key}/`);
    expect(['Pending', 'Computing']).toContain(body.task_status);
    expect(Number.isNaN(Date.parse(body.task_updated_at!))).toBe(false);

    const png = await pollScreenshot(body.image_url!, w.reader);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="Reader_board.png"');
    // Drawn by the reader's session: its height carries the reader's name.
    const reader = await usernameOf(w, w.reader);
    expect(pngSize(png.rawPayload)).toEqual({ width: 1600, height: 2000 + 10 * reader.length });

    const pdf = await call(w, 'GET', `${body.image_url}?download_format=pdf`, w.reader);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Reader_board.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The render's session was ended once the page was drawn.
    expect(await revokedSessions(w)).toBe(revokedBefore + 1);

    // The same state again: the finished picture is answered, nothing is drawn anew.
    const again = await call(
      w,
      'POST',
      `/api/v1/dashboard/${readerBoard}/cache_dashboard_screenshot/`,
      w.reader,
      {
        urlParams: [['foo', 'bar']],
      },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ cache_key: body.cache_key, task_status: 'Updated' });
  }, 60_000);

  it("names the file after the dashboard title as Superset's secure_filename does", async () => {
    // No body at all: the dashboard as it opens.
    const res = await call(w, 'POST', `/api/v1/dashboard/${adminBoard}/cache_dashboard_screenshot/`, w.admin);
    expect(res.statusCode, res.body).toBe(202);
    const png = await pollScreenshot(res.json<{ image_url: string }>().image_url, w.admin);
    expect(png.headers['content-disposition']).toBe('attachment; filename="Sales_overview_Q1.png"');
    expect(pngSize(png.rawPayload).height).toBe(2050);
  }, 60_000);

  it("does not give one user's picture to another, nor under another dashboard", async () => {
    const res = await call(
      w,
      'POST',
      `/api/v1/dashboard/${readerBoard}/cache_dashboard_screenshot/`,
      w.reader,
      {
        activeTabs: ['TAB-1'],
      },
    );
    const { cache_key: key, dashboard_url: url } = res.json<{ cache_key: string; dashboard_url: string }>();
    // A state beyond URL parameters is drawn from its permalink, which names this dashboard and state.
    const permalink = /^\/superset\/dashboard\/p\/([^/]+)\/\?standalone=1$/.exec(url)?.[1];
    expect(permalink, url).toBeDefined();
    const stored = await call(w, 'GET', `/api/v1/dashboard/permalink/${permalink}`, w.reader);
    expect(stored.json()).toMatchObject({
      dashboardId: String(readerBoard),
      state: { activeTabs: ['TAB-1'] },
    });
    const ready = await pollScreenshot(`/api/v1/dashboard/${readerBoard}/screenshot/${key}/`, w.reader);
    expect(ready.statusCode).toBe(200);
    // Admin sees the dashboard, but the picture was drawn with the reader's data access.
    expect(
      (await call(w, 'GET', `/api/v1/dashboard/${readerBoard}/screenshot/${key}/`, w.admin)).statusCode,
    ).toBe(404);
    expect(
      (await call(w, 'GET', `/api/v1/dashboard/${adminBoard}/screenshot/${key}/`, w.admin)).statusCode,
    ).toBe(404);
  }, 60_000);

  it('marks a render that times out as an error: its key answers 404, and its session is ended too', async () => {
    const revokedBefore = await revokedSessions(w);
    const res = await call(
      w,
      'POST',
      `/api/v1/dashboard/${readerBoard}/cache_dashboard_screenshot/`,
      w.reader,
      {
        urlParams: [['never_ready', '1']],
      },
    );
    expect(res.statusCode, res.body).toBe(202);
    const failed = await pollScreenshot(res.json<{ image_url: string }>().image_url, w.reader);
    expect(failed.statusCode).toBe(404);
    expect(await revokedSessions(w)).toBe(revokedBefore + 1);
    // Asked again at once, the failure stands (no new render until Superset's error TTL has passed).
    const again = await call(
      w,
      'POST',
      `/api/v1/dashboard/${readerBoard}/cache_dashboard_screenshot/`,
      w.reader,
      {
        urlParams: [['never_ready', '1']],
      },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ task_status: 'Error' });
  }, 60_000);

  it('answers 404 for an unknown key, and for a dashboard the caller may not see', async () => {
    const unknown = await call(
      w,
      'GET',
      `/api/v1/dashboard/${readerBoard}/screenshot/${'0'.repeat(64)}/`,
      w.reader,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found' });
    // The outsider does not own the reader's draft dashboard.
    const hidden = await call(
      w,
      'POST',
      `/api/v1/dashboard/${readerBoard}/cache_dashboard_screenshot/`,
      w.outsider,
      {},
    );
    expect(hidden.statusCode).toBe(404);
    expect(
      (await call(w, 'POST', '/api/v1/dashboard/99999/cache_dashboard_screenshot/', w.admin, {})).statusCode,
    ).toBe(404);
  });

  it("refuses bodies outside Superset's schema with a 400", async () => {
    const res = await call(
      w,
      'POST',
      `/api/v1/dashboard/${readerBoard}/cache_dashboard_screenshot/`,
      w.reader,
      {
        anchor: 'x',
        format: 'png',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    const bad = await call(
      w,
      'GET',
      `/api/v1/dashboard/${readerBoard}/screenshot/abc/?download_format=gif`,
      w.reader,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET thumbnail', () => {
  it('redirects an old digest to the current one, draws on first request, then serves an 800x600 PNG', async () => {
    const row = await w.t.services.db
      .selectFrom('dashboards')
      .select(['id', 'changed_on'])
      .where('id', '=', readerBoard)
      .executeTakeFirstOrThrow();
    // As the list and GET answer it: the first 32 hex of sha256("<id>:<changed_on>").
    const url = dashboardThumbnailUrl(row.id, row.changed_on ?? '');
    expect(url).toMatch(new RegExp(`^/api/v1/dashboard/${readerBoard}/thumbnail/[0-9a-f]{32}/$`));

    const old = await call(
      w,
      'GET',
      `/api/v1/dashboard/${readerBoard}/thumbnail/${'a'.repeat(32)}/`,
      w.reader,
    );
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(url);

    const first = await call(w, 'GET', url, w.reader);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'OK' });
    let res = first;
    for (let i = 0; i < 100 && res.statusCode === 202; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      res = await call(w, 'GET', url, w.reader);
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 800, height: 600 });
    expect((await call(w, 'GET', url, w.outsider)).statusCode).toBe(404);
  }, 60_000);
});
