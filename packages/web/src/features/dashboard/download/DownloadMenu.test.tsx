import { fireEvent, render, screen } from '@testing-library/react';
import { Menu } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../app/i18n';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { downloadMenuItems, type DownloadMenuOptions } from './DownloadMenu';
import { downloadScreenshot, SCREENSHOT_TOAST_KEY, type DownloadNotify } from './downloadScreenshot';

const toPng = vi.fn(async () => 'data:image/png;base64,AAAA');
const toJpeg = vi.fn(async () => 'data:image/jpeg;base64,BBBB');
vi.mock('html-to-image', () => ({ toPng, toJpeg }));

const t = createI18n().t;
const CACHE = '/api/v1/dashboard/7/cache_dashboard_screenshot/';
const KEY = 'c'.repeat(64);
const IMAGE = `/api/v1/dashboard/7/screenshot/${KEY}/`;
const MESSAGES = { generating: 'generating', downloaded: 'downloaded', failed: 'failed' };

function recordingNotify(): DownloadNotify & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    info: (text, key) => log.push(`info:${text}:${key ?? ''}`),
    success: (text, key) => log.push(`success:${text}:${key ?? ''}`),
    error: (text, key) => log.push(`error:${text}:${key ?? ''}`),
  };
}

const started = {
  status: 202,
  body: {
    cache_key: KEY,
    dashboard_url: '/superset/dashboard/7/?standalone=1',
    image_url: IMAGE,
    task_status: 'Pending',
    task_updated_at: '2024-03-05T06:07:08.901Z',
  },
};

/** The screenshot URL answers pending `pending` times, then `last`. */
function pollAnswers(server: FakeServer, pending: number, last: { status: number; body: unknown }): void {
  let polls = 0;
  server.on('GET', IMAGE, () => {
    polls += 1;
    return polls <= pending ? { status: 202, body: { message: 'OK', task_status: 'Computing' } } : last;
  });
}

let server: FakeServer;
let clicked: { href: string; download: string }[];

beforeEach(() => {
  window.history.replaceState(null, '', '/superset/dashboard/7/');
  server = installFakeServer();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  toPng.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadScreenshot', () => {
  it('asks the server to draw, polls until the file is there, then saves it under the name the server gives', async () => {
    server.on('POST', CACHE, started);
    pollAnswers(server, 2, { status: 200, body: {} });
    const notify = recordingNotify();
    const saved: string[] = [];
    const state = {
      activeTabs: ['TAB-1'],
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['a'] } } },
    };
    const ok = await downloadScreenshot({
      dashboardId: 7,
      format: 'pdf',
      state,
      messages: MESSAGES,
      notify,
      intervalMs: 1,
      save: (_url, filename) => saved.push(filename),
    });
    expect(ok).toBe(true);
    expect(server.requestsTo('POST', CACHE)[0]!.body).toEqual({ urlParams: [], ...state });
    const polls = server.requestsTo('GET', IMAGE);
    expect(polls).toHaveLength(3);
    expect(polls.every((p) => p.url.searchParams.get('download_format') === 'pdf')).toBe(true);
    // No name from the server (the fake sends none): Superset's screenshot.<format>.
    expect(saved).toEqual(['screenshot.pdf']);
    expect(notify.log[0]).toBe(`info:generating:${SCREENSHOT_TOAST_KEY}`);
    expect(notify.log.at(-1)).toBe(`success:downloaded:${SCREENSHOT_TOAST_KEY}`);
  });

  it('sends the page URL parameters (except edit and standalone) when no state is given', async () => {
    window.history.replaceState(
      null,
      '',
      '/superset/dashboard/7/?edit=true&native_filters_key=abc&standalone=1',
    );
    server.on('POST', CACHE, started);
    pollAnswers(server, 0, { status: 200, body: {} });
    await downloadScreenshot({
      dashboardId: 7,
      format: 'png',
      messages: MESSAGES,
      notify: recordingNotify(),
      save: () => undefined,
    });
    expect(server.requestsTo('POST', CACHE)[0]!.body).toEqual({ urlParams: [['native_filters_key', 'abc']] });
  });

  it('shows the failure when the server refuses, when the picture failed, and after 30 polls', async () => {
    const run = async () => {
      const notify = recordingNotify();
      const ok = await downloadScreenshot({
        dashboardId: 7,
        format: 'png',
        messages: MESSAGES,
        notify,
        intervalMs: 1,
        save: () => undefined,
      });
      return { ok, last: notify.log.at(-1) };
    };
    server.on('POST', CACHE, { status: 404, body: { message: 'Not found' } });
    expect(await run()).toEqual({ ok: false, last: `error:failed:${SCREENSHOT_TOAST_KEY}` });

    server.on('POST', CACHE, started);
    pollAnswers(server, 1, { status: 404, body: { message: 'Not found' } });
    expect(await run()).toEqual({ ok: false, last: `error:failed:${SCREENSHOT_TOAST_KEY}` });

    const before = server.requestsTo('GET', IMAGE).length;
    pollAnswers(server, 1000, { status: 200, body: {} });
    expect(await run()).toEqual({ ok: false, last: `error:failed:${SCREENSHOT_TOAST_KEY}` });
    expect(server.requestsTo('GET', IMAGE).length - before).toBe(30);
  });

  it('stops polling, silently, once the page is left', async () => {
    server.on('POST', CACHE, started);
    pollAnswers(server, 1000, { status: 200, body: {} });
    const controller = new AbortController();
    const notify = recordingNotify();
    const done = downloadScreenshot({
      dashboardId: 7,
      format: 'png',
      messages: MESSAGES,
      notify,
      intervalMs: 50,
      signal: controller.signal,
      save: () => undefined,
    });
    await vi.waitFor(() => expect(server.requestsTo('GET', IMAGE).length).toBeGreaterThan(0));
    controller.abort();
    expect(await done).toBe(false);
    expect(notify.log.some((line) => line.startsWith('error'))).toBe(false);
  });
});

function renderMenu(options: Partial<DownloadMenuOptions> = {}) {
  const notify = recordingNotify();
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollWidth', { value: 800 });
  Object.defineProperty(element, 'scrollHeight', { value: 600 });
  const menu = downloadMenuItems({
    dashboardId: 7,
    title: 'Sales Board',
    getElement: () => element,
    t,
    notify,
    ...options,
  });
  const onClick = vi.fn((info: { key: string }) => menu.onClick(info));
  render(<Menu mode="inline" defaultOpenKeys={['download']} items={menu.items} onClick={onClick} />);
  return { notify, menu, onClick };
}

describe('downloadMenuItems', () => {
  it("is a 'Download' submenu with Superset's two items, and answers only its own keys", () => {
    const { menu } = renderMenu();
    expect(screen.getByText('Download')).toBeTruthy();
    expect(screen.getByText('Export to PDF')).toBeTruthy();
    expect(screen.getByText('Download as Image')).toBeTruthy();
    expect(menu.onClick({ key: 'edit-properties' })).toBe(false);
  });

  it('downloads the image drawn in this browser, named after the title', async () => {
    renderMenu({ background: '#fafafa' });
    fireEvent.click(screen.getByText('Download as Image'));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toMatch(/^sales-board-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.png$/);
    expect(toPng.mock.calls[0]).toBeDefined();
    expect(server.requests).toHaveLength(0);
  });

  it('says the download failed when there is no dashboard to draw', async () => {
    const { notify } = renderMenu({ getElement: () => null });
    fireEvent.click(screen.getByText('Export to PDF'));
    await vi.waitFor(() =>
      expect(notify.log).toEqual(['error:PDF download failed, please refresh and try again.:']),
    );
  });

  it('goes through the screenshot API when the server offers it, with the dashboard state', async () => {
    window.history.replaceState(null, '', '/superset/dashboard/7/?native_filters_key=abc');
    server.on('POST', CACHE, started);
    pollAnswers(server, 0, { status: 200, body: {} });
    const { notify, onClick } = renderMenu({
      serverScreenshots: true,
      getState: () => ({ anchor: 'CHART-1', activeTabs: ['TAB-2'] }),
    });
    fireEvent.click(screen.getByText('Export to PDF'));
    expect(onClick.mock.results[0]!.value).toBe(true);
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(server.requestsTo('POST', CACHE)[0]!.body).toEqual({
      urlParams: [['native_filters_key', 'abc']],
      anchor: 'CHART-1',
      activeTabs: ['TAB-2'],
    });
    expect(server.requestsTo('GET', IMAGE)[0]!.url.searchParams.get('download_format')).toBe('pdf');
    expect(clicked[0]!.download).toBe('screenshot.pdf');
    expect(notify.log).toEqual([
      `info:The screenshot is being generated. Please, do not leave the page.:${SCREENSHOT_TOAST_KEY}`,
      `success:The screenshot has been downloaded.:${SCREENSHOT_TOAST_KEY}`,
    ]);
  });
});
