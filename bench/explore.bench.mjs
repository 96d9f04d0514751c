// Issue 10 targets for Explore, in Chromium on the built app and the real server with the examples,
// on a saved line chart of flights (SUM(delay) by month, top 5 origins):
// - the JavaScript that chart's Explore page loads: at most 350 KB gzip, ECharts' line module included;
// - the saved chart opened cold (navigation to chart painted): at most 1 s;
// - "Update chart" to the chart painted: at most 1.3 × the chart data request's own time.
//
// Which update figure the 1.3× target is judged on: the UNCACHED update against the browser's own
// timing of that same request (Resource Timing, request start to response end). An update the server
// answers from its cache takes ~2 ms on the wire, so any client work at all is many times that and
// the ratio says nothing; the monthly flights query is what a user waits for after changing a control,
// and the target asks that the page add at most 30 % to it. The uncached chart is the same chart
// saved with cache_timeout -1 (Superset's "never cache"), so every "Update chart" runs the query.
// The Node timing of the same body is printed beside it: the difference is the browser's network
// stack, which is not ours to cut. The cached figures are printed too: they are the page's fixed cost.
//
// BENCH_EXPLORE_RUNS (default 5) sets the runs per figure; BENCH_EXPLORE_TRACE=<file.json> records
// a Chromium performance trace of one uncached update (open it in chrome://tracing or Perfetto);
// BENCH_EXPLORE_CHUNKS=<file.json> writes the loaded scripts' file names and gzip sizes.
/* global window, document, requestAnimationFrame, MutationObserver, CanvasRenderingContext2D -- the probes run in the page */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  adminApi,
  datasetId,
  ensureBuilt,
  fmt,
  launchChromium,
  median,
  signInPage,
  startServer,
  tempDataDir,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_EXPLORE_RUNS ?? 5);
const TRACE = process.env.BENCH_EXPLORE_TRACE;
const CHUNKS = process.env.BENCH_EXPLORE_CHUNKS;
const JS_BUDGET_KB = 350;

/** The form data of issue 10's "monthly flights query", as Superset's line chart saves it. */
function lineParams(datasetKey) {
  return {
    datasource: datasetKey,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: [
      {
        expressionType: 'SIMPLE',
        column: { column_name: 'delay', type: 'INTEGER' },
        aggregate: 'SUM',
        label: 'SUM(delay)',
        hasCustomLabel: false,
        optionName: 'metric_bench_sum_delay',
      },
    ],
    groupby: ['origin'],
    limit: 5,
    row_limit: 10000,
    time_range: 'No filter',
    adhoc_filters: [],
  };
}

/** The chunk's name without its content hash, so builds can be compared chunk by chunk. */
function chunkName(url) {
  return url
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '.js');
}

/**
 * Installed in every page before its scripts: notes when a canvas last stroked a path (ECharts draws
 * the lines with stroke()), so the probes below know the chart itself has been drawn, whether ECharts
 * drew at once or in a later animation frame.
 */
function noteCanvasDraws() {
  const stroke = CanvasRenderingContext2D.prototype.stroke;
  CanvasRenderingContext2D.prototype.stroke = function (...args) {
    window.__drawnAt = performance.now();
    return stroke.apply(this, args);
  };
}

/**
 * Resolves, in the page, once the chart area is idle with a row count, the chart has been drawn after
 * `since`, and the frame holding that drawing has been painted: the task queued from the frame
 * callback runs once that frame has been presented.
 */
function paintedAfterBusy(since = 0) {
  return new Promise((resolve) => {
    const ready = () =>
      document.querySelector('section[aria-busy]')?.getAttribute('aria-busy') === 'false' &&
      document.querySelector('[data-testid="chart-row-count"]');
    const afterDraw = () =>
      requestAnimationFrame(() =>
        (window.__drawnAt ?? -1) > since ? setTimeout(() => resolve(performance.now()), 0) : afterDraw(),
      );
    if (ready()) return afterDraw();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      afterDraw();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/**
 * In the page: clicks "Update chart" and resolves once the chart area has been busy, is idle again,
 * the chart has been drawn from the answer and that frame has been painted. Everything is timed on the page's clock, and the chart data
 * request of this update is read from Resource Timing.
 */
function updateAndPaint() {
  return new Promise((resolve, reject) => {
    const section = () => document.querySelector('section[aria-busy]');
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Update chart',
    );
    if (!button) return reject(new Error('no Update chart button'));
    let sawBusy = false;
    const observer = new MutationObserver(() => {
      const busy = section()?.getAttribute('aria-busy');
      if (busy === 'true') sawBusy = true;
      if (!sawBusy || busy !== 'false' || !document.querySelector('[data-testid="chart-row-count"]')) return;
      observer.disconnect();
      const idleAt = performance.now();
      const request = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('/api/v1/chart/data') && e.startTime >= start)
        .pop();
      const answerAt = request ? request.responseEnd : start;
      const afterDraw = () =>
        requestAnimationFrame(() => {
          if ((window.__drawnAt ?? -1) <= answerAt) return afterDraw();
          const drawnAt = window.__drawnAt;
          setTimeout(() => {
            const paintedAt = performance.now();
            resolve({
              total: paintedAt - start,
              beforeRequest: request ? request.startTime - start : NaN,
              request: request ? request.responseEnd - request.startTime : NaN,
              answerToIdle: idleAt - answerAt,
              answerToDrawn: drawnAt - answerAt,
              drawnToPainted: paintedAt - drawnAt,
            });
          }, 0);
        });
      afterDraw();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const start = performance.now();
    button.click();
  });
}

ensureBuilt();
const server = await startServer({ dataDir: tempDataDir('explore'), port: 18310 });
const browser = await launchChromium(chromium);
try {
  const { auth, post } = await adminApi(server.base);
  const flights = await datasetId(server.base, auth, 'flights');
  const saveChart = async (name, cacheTimeout) => {
    const created = await post('/api/v1/chart/', {
      slice_name: name,
      viz_type: 'echarts_timeseries_line',
      datasource_id: flights,
      datasource_type: 'table',
      cache_timeout: cacheTimeout,
      params: JSON.stringify(lineParams(`${flights}__table`)),
    });
    return `/explore/?slice_id=${(await created.json()).id}`;
  };
  const chartPath = await saveChart('bench monthly delay by origin', null);
  const uncachedPath = await saveChart('bench monthly delay by origin (never cached)', -1);

  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(noteCanvasDraws);
  const page = await context.newPage();
  await signInPage(page);

  // 1. The JavaScript the page loads, as gzip (how a server or CDN would send it).
  const scripts = new Map();
  const onResponse = async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      scripts.set(response.url(), zlib.gzipSync(await response.body()).length);
    } catch {
      // a script the page navigated away from
    }
  };
  const cold = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1280, height: 800 },
    storageState: await context.storageState(),
  });
  const coldPage = await cold.newPage();
  coldPage.on('response', onResponse);
  await coldPage.goto(chartPath);
  await coldPage.getByTestId('chart-row-count').waitFor();
  await coldPage.waitForLoadState('networkidle');
  const jsKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  const chunks = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
  await cold.close();
  if (CHUNKS)
    fs.writeFileSync(CHUNKS, JSON.stringify(chunks.map(([url, size]) => [url.split('/').pop(), size])));

  // 2. A saved chart opened cold: a new page each time, navigation start to the chart painted.
  const opens = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await context.newPage();
    await fresh.goto(chartPath, { waitUntil: 'commit' });
    opens.push(await fresh.evaluate(paintedAfterBusy));
    await fresh.close();
  }

  // 3. Update chart → painted, cached and uncached, against the same request timed in the page and
  //    from Node. One warm-up update first: the first one also loads code the later ones reuse.
  const measureUpdates = async (path) => {
    let body = null;
    const onRequest = (request) => {
      if (request.url().endsWith('/api/v1/chart/data') && request.method() === 'POST')
        body = request.postData();
    };
    await page.goto(path);
    await page.getByTestId('chart-row-count').waitFor();
    page.on('request', onRequest);
    await page.evaluate(updateAndPaint);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await page.evaluate(updateAndPaint));
    page.off('request', onRequest);
    if (!body) throw new Error('Update chart sent no chart data request');
    const node = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/v1/chart/data`, { method: 'POST', headers: auth, body });
      await res.arrayBuffer();
      node.push(performance.now() - t0);
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    return {
      total: pick('total'),
      beforeRequest: pick('beforeRequest'),
      request: pick('request'),
      answerToIdle: pick('answerToIdle'),
      answerToDrawn: pick('answerToDrawn'),
      drawnToPainted: pick('drawnToPainted'),
      node: median(node),
    };
  };
  const cached = await measureUpdates(chartPath);
  const uncached = await measureUpdates(uncachedPath);

  if (TRACE) {
    await page.goto(uncachedPath);
    await page.getByTestId('chart-row-count').waitFor();
    await browser.startTracing(page, { path: TRACE, screenshots: false });
    await page.evaluate(updateAndPaint);
    await browser.stopTracing();
  }

  const open = median(opens);
  console.log('Explore (saved line chart: flights, SUM(delay) by month, top 5 origins)');
  console.log(`  JavaScript loaded (gzip):       ${fmt(jsKb)} KB  (target <= ${JS_BUDGET_KB} KB)`);
  for (const [url, size] of chunks)
    console.log(`    ${fmt(size / 1024, 1).padStart(6)} KB  ${chunkName(url)}`);
  console.log(`  saved chart opened cold:        ${fmt(open)} ms  (median of ${RUNS}; target <= 1000 ms)`);
  for (const [label, m] of [
    ['uncached (cache_timeout -1)', uncached],
    ['cached', cached],
  ]) {
    console.log(`  Update chart -> painted, ${label}: ${fmt(m.total, 1)} ms  (median of ${RUNS})`);
    console.log(`    click -> request sent:         ${fmt(m.beforeRequest, 1)} ms`);
    console.log(`    the request, in the browser:   ${fmt(m.request, 1)} ms`);
    console.log(`    answer -> chart area idle:     ${fmt(m.answerToIdle, 1)} ms`);
    console.log(`    answer -> chart drawn:         ${fmt(m.answerToDrawn, 1)} ms`);
    console.log(`    drawn -> frame painted:        ${fmt(m.drawnToPainted, 1)} ms`);
    console.log(`    same request from Node:        ${fmt(m.node, 1)} ms`);
    console.log(`    ratio update / browser request: ${fmt(m.total / m.request, 2)}x`);
    console.log(`    ratio update / Node request:    ${fmt(m.total / m.node, 2)}x`);
  }
  console.log(
    `  target (uncached update / its request in the browser <= 1.3x): ${fmt(uncached.total / uncached.request, 2)}x`,
  );
} finally {
  await browser.close();
  await server.stop();
}
