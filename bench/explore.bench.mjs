// Issue 10 targets for Explore, in Chromium on the built app and the real server with the examples:
// - the JavaScript a saved chart's Explore page loads: at most 350 KB gzip;
// - a saved chart opened cold (navigation to chart drawn): at most 1 s;
// - "Update chart" to the chart painted: at most 1.3 × the chart data API's own answer time for the
//   same request (fetched from Node, no browser).
/* global window, document, requestAnimationFrame -- the probes below run inside the page */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ADMIN_PASSWORD, adminApi, ensureBuilt, fmt, startServer, tempDataDir } from './lib.mjs';

const RUNS = Number(process.env.BENCH_EXPLORE_RUNS ?? 5);
const JS_BUDGET_KB = 350;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function datasetId(base, auth, name) {
  const q = encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${name})))`);
  const res = await fetch(`${base}/api/v1/dataset/?q=${q}`, { headers: auth });
  const body = await res.json();
  if (!body.result?.[0]) throw new Error(`no dataset ${name}`);
  return body.result[0].id;
}

/** Resolves, in the page, once the chart area is no longer busy and two frames have been painted. */
function paintedAfterBusy() {
  return new Promise((resolve) => {
    const area = () => document.querySelector('section[aria-busy]');
    const check = () => {
      if (
        area()?.getAttribute('aria-busy') === 'false' &&
        document.querySelector('[data-testid="chart-row-count"]')
      ) {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      } else {
        setTimeout(check, 2);
      }
    };
    check();
  });
}

ensureBuilt();
const server = await startServer({ dataDir: tempDataDir('explore'), port: 18310 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const { auth, post } = await adminApi(server.base);
  const flights = await datasetId(server.base, auth, 'flights');
  const created = await post('/api/v1/chart/', {
    slice_name: 'bench flights by origin',
    viz_type: 'pie',
    datasource_id: flights,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${flights}__table`,
      viz_type: 'pie',
      metric: 'count',
      groupby: ['origin'],
      row_limit: 10,
      adhoc_filters: [],
    }),
  });
  const chartId = (await created.json()).id;
  const chartPath = `/explore/?slice_id=${chartId}`;

  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

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
  const largest = [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
  await cold.close();

  // 2. A saved chart opened cold: a new page each time, navigation start to the chart drawn.
  const opens = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await context.newPage();
    await fresh.goto(chartPath, { waitUntil: 'commit' });
    const drawnAt = await fresh.evaluate(paintedAfterBusy);
    opens.push(drawnAt);
    await fresh.close();
  }

  // 3. Update chart → painted, against the chart data API's own time for the same request.
  await page.goto(chartPath);
  await page.getByTestId('chart-row-count').waitFor();
  let body = null;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/chart/data') && request.method() === 'POST')
      body = request.postData();
  });
  const updates = [];
  for (let i = 0; i < RUNS; i++) {
    const started = await page.evaluate(() => {
      window.__updateStart = performance.now();
      return window.__updateStart;
    });
    await page.getByRole('button', { name: 'Update chart' }).click();
    await page
      .waitForFunction(() => document.querySelector('section[aria-busy="true"]') !== null, null, {
        polling: 1,
      })
      .catch(() => undefined);
    const painted = await page.evaluate(paintedAfterBusy);
    updates.push(painted - started);
  }
  if (!body) throw new Error('Update chart sent no chart data request');
  const raw = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/v1/chart/data`, { method: 'POST', headers: auth, body });
    await res.arrayBuffer();
    raw.push(performance.now() - t0);
  }

  const open = median(opens);
  const update = median(updates);
  const api = median(raw);
  console.log('Explore (pie of flights by origin, saved chart)');
  console.log(`  JavaScript loaded (gzip):       ${fmt(jsKb)} KB  (target <= ${JS_BUDGET_KB} KB)`);
  for (const [url, size] of largest) console.log(`    ${fmt(size / 1024)} KB  ${url.split('/').pop()}`);
  console.log(`  saved chart opened cold:        ${fmt(open)} ms  (median of ${RUNS}; target <= 1000 ms)`);
  console.log(`  Update chart -> painted:        ${fmt(update, 1)} ms  (median of ${RUNS})`);
  console.log(`  chart data API alone:           ${fmt(api, 1)} ms`);
  console.log(`  ratio update / API:             ${fmt(update / api, 2)}x  (target <= 1.3x)`);
  console.log(
    `  browser-side time of an update: ${fmt(update - api, 1)} ms (click, build query, render, two frames)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
