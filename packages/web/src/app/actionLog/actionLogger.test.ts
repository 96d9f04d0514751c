import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ActionLogger,
  beaconTransport,
  FLUSH_DELAY_MS,
  MAX_BATCH_EVENTS,
  type LogEvent,
} from './actionLogger';
import { flushActionLog, logChartView, logDashboardView, logEvent } from './index';

interface Sent {
  url: string;
  events: LogEvent[];
}

function recorder(): { sent: Sent[]; transport: (url: string, body: URLSearchParams) => void } {
  const sent: Sent[] = [];
  return {
    sent,
    transport: (url, body) =>
      sent.push({ url, events: JSON.parse(body.get('events') ?? '[]') as LogEvent[] }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ActionLogger', () => {
  it("sends queued events together 1 s after the first, in Superset's v2 shape", () => {
    const { sent, transport } = recorder();
    const logger = new ActionLogger({ transport, now: () => 1_700_000_000_000 });
    logger.log('mount_dashboard', { source: 'dashboard', source_id: 7 });
    vi.advanceTimersByTime(400);
    logger.log('change_tab', { source: 'dashboard', source_id: 7, target_id: 'TAB-1' });
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 401);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/superset/log/?explode=events&dashboard_id=7');
    const [mount, tab] = sent[0]!.events;
    expect(mount).toEqual({
      ts: 1_700_000_000_000,
      event_name: 'mount_dashboard',
      event_type: 'timing',
      event_id: expect.stringMatching(/^[0-9a-z]{24}$/),
      impression_id: logger.impressionId,
      version: 'v2',
      source: 'dashboard',
      source_id: 7,
    });
    expect(tab).toMatchObject({ event_name: 'change_tab', event_type: 'user', target_id: 'TAB-1' });
    expect(tab!.event_id).not.toBe(mount!.event_id);
    expect(logger.pending).toBe(0);
  });

  it('sends at once when 1024 events wait, without waiting for the timer', () => {
    const { sent, transport } = recorder();
    const logger = new ActionLogger({ transport });
    for (let i = 0; i < MAX_BATCH_EVENTS - 1; i += 1) logger.log('hover', { i });
    expect(sent).toEqual([]);
    logger.log('hover', { i: MAX_BATCH_EVENTS - 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toHaveLength(MAX_BATCH_EVENTS);
    logger.log('after');
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent.map((s) => s.events.length)).toEqual([MAX_BATCH_EVENTS, 1]);
  });

  it('sends one request per page the events come from (dashboard, chart, neither)', () => {
    const { sent, transport } = recorder();
    const logger = new ActionLogger({ transport });
    logger.log('mount_explorer', { source: 'explore', source_id: 3 });
    logger.log('mount_dashboard', { source: 'dashboard', source_id: 9 });
    logger.log('spa_navigation', { path: '/x' });
    logger.flush();
    expect(sent.map((s) => [s.url, s.events.map((e) => e.event_name)])).toEqual([
      ['/superset/log/?explode=events&slice_id=3', ['mount_explorer']],
      ['/superset/log/?explode=events&dashboard_id=9', ['mount_dashboard']],
      ['/superset/log/?explode=events', ['spa_navigation']],
    ]);
  });
});

describe('beaconTransport', () => {
  it('uses sendBeacon with a url-encoded events field', () => {
    const beacon = vi.fn(() => true);
    const fetchSpy = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchSpy);
    beaconTransport('/superset/log/?explode=events', new URLSearchParams({ events: '[]' }));
    expect(beacon).toHaveBeenCalledWith('/superset/log/?explode=events', expect.any(URLSearchParams));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST when there is no beacon or it refuses', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    beaconTransport('/superset/log/', new URLSearchParams({ events: '[1]' }));
    vi.stubGlobal('navigator', {});
    beaconTransport('/superset/log/', new URLSearchParams({ events: '[2]' }));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'include' }),
      expect.objectContaining({ method: 'POST', keepalive: true }),
    ]);
  });
});

describe('the app logger', () => {
  it('logs dashboard and chart views and sends them when the page is hidden', () => {
    const beacon = vi.fn((_url: string, _body: URLSearchParams) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    logDashboardView(4);
    logChartView(11);
    logEvent('other');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    const urls = beacon.mock.calls.map((c) => c[0]);
    expect(urls).toEqual([
      '/superset/log/?explode=events&dashboard_id=4',
      '/superset/log/?explode=events&slice_id=11',
      '/superset/log/?explode=events',
    ]);
    const chartEvents = JSON.parse(beacon.mock.calls[1]![1].get('events') ?? '') as LogEvent[];
    expect(chartEvents[0]).toMatchObject({ event_name: 'mount_explorer', source: 'explore', source_id: 11 });
    flushActionLog();
    expect(beacon).toHaveBeenCalledTimes(3);
  });
});
