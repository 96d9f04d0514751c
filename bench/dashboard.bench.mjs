// Issue 11 targets for dashboards, in Chromium on the built app and the real server with the examples,
// on a 30-chart dashboard on the flights data (big numbers, lines, bars, pies, tables; every query
// distinct):
// - cold (no cache: each run's charts carry a filter no earlier run used) until every chart is
//   painted: under 2 s; warm (the same dashboard again, answered from the chart cache): under 700 ms;
// - the dashboard page's JavaScript before the chart types it uses: at most 350 KB gzip;
// - each chart's request time (asked until answered) and render time (answered until drawn) are printed,
//   from the page's own User Timing measures.
// The dashboard opens standalone (`?standalone=1`), where every chart loads at once, as a screenshot
// or a tall screen would; the figure is navigation start to the page's "every chart painted" mark.
// BENCH_DASHBOARD_RUNS (default 3) sets the runs per figure.
/* global document, location, requestAnimationFrame -- the probes run in the page */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  ROOT,
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

const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 3);
const CHARTS = 30;
/**
 * The chunks that belong to chart types (viz plugins, their components and the ECharts parts they
 * register), by the build's manifest: every chunk a viz plugin reaches, statically or lazily, that
 * neither the app's entry nor the dashboard page loads by itself.
 */
function chartTypeChunks() {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'packages/web/dist/.vite/manifest.json'), 'utf8'),
  );
  const reach = (keys, withDynamic) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(
        ...(manifest[key].imports ?? []),
        ...(withDynamic ? (manifest[key].dynamicImports ?? []) : []),
      );
    }
    return new Set([...seen].map((key) => manifest[key].file));
  };
  const page = reach(['index.html', 'src/features/dashboard/DashboardPage.tsx'], false);
  const plugins = Object.keys(manifest).filter((key) => /^src\/viz\/[^/]+\/index\.tsx?$/.test(key));
  return new Set(
    [...reach(plugins, true)].filter((file) => !page.has(file)).map((file) => file.split('/').pop()),
  );
}

function chartParams(kind, i, run) {
  const metric = { expressionType: 'SQL', sqlExpression: `AVG(delay) + ${i}`, label: `avg_delay_${i}` };
  // A filter only this run uses: its queries are in no cache yet.
  const adhoc_filters = [
    {
      expressionType: 'SQL',
      clause: 'WHERE',
      sqlExpression: `distance > ${run * 1000 + i}`,
      subject: null,
      operator: null,
      comparator: null,
    },
  ];
  if (kind === 0) return { viz_type: 'big_number_total', metric, adhoc_filters };
  if (kind === 1)
    return {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'date',
      time_grain_sqla: 'P1W',
      metrics: [metric],
      groupby: [],
      adhoc_filters,
      row_limit: 10000,
    };
  if (kind === 2)
    return {
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'origin',
      metrics: [metric],
      groupby: [],
      adhoc_filters,
      row_limit: 10,
    };
  if (kind === 3) return { viz_type: 'pie', metric, groupby: ['destination'], adhoc_filters, row_limit: 8 };
  return {
    viz_type: 'table',
    query_mode: 'aggregate',
    metrics: [metric],
    groupby: ['origin'],
    adhoc_filters,
    row_limit: 20,
  };
}

function layoutOf(chartIds) {
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
  };
  chartIds.forEach((chartId, i) => {
    const row = `ROW-${Math.floor(i / 3)}`;
    if (!layout[row]) {
      layout[row] = {
        id: row,
        type: 'ROW',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      };
      layout.GRID_ID.children.push(row);
    }
    const id = `CHART-${chartId}`;
    layout[id] = {
      id,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', row],
      meta: { chartId, width: 4, height: 40 },
    };
    layout[row].children.push(id);
  });
  return JSON.stringify(layout);
}

/** In the page: ms from navigation start until the dashboard marks every chart painted. */
function paintedAll() {
  return new Promise((resolve) => {
    const check = () => {
      const root = document.querySelector('[data-loupe-dashboard]');
      if (
        root?.getAttribute('data-loupe-dashboard-state') === 'ready' &&
        document.querySelectorAll('[data-chart-status="success"]').length > 0
      )
        resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** BENCH_DASHBOARD_PROFILE=1: the warm run's main-thread CPU profile, by self time per function. */
async function startProfiler(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

async function printProfile(cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id);
    const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byScript = new Map();
  for (const [key, ms] of self) {
    const script = key.split(' ').pop().split(':')[0] || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const scripts = [...byScript.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log(
    `warm run CPU self time by script (ms):\n  ${scripts.map(([k, ms]) => `${fmt(ms, 1)} ${k}`).join('\n  ')}`,
  );
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
  console.log(`warm run CPU self time (ms):\n  ${top.map(([k, ms]) => `${fmt(ms, 1)} ${k}`).join('\n  ')}`);
}

/** BENCH_DASHBOARD_TIMELINE=1: the warm run's main-thread time by trace event (top level only). */
function printTimeline(trace) {
  const events = (trace.traceEvents ?? trace).filter((e) => e.ph === 'X' && e.dur);
  const all = trace.traceEvents ?? trace;
  const renderers = new Set(
    all
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map();
  for (const e of events)
    if (renderers.has(`${e.pid}:${e.tid}`))
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const total = new Map();
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main) continue;
    total.set(e.name, (total.get(e.name) ?? 0) + e.dur / 1000);
  }
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const navigation =
    all.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? onMain[0].ts;
  const long = onMain.filter((e) => e.name === 'RunTask' && e.dur > 20000);
  const lines = long.map((task) => {
    const inner = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 3000)
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : ''}${e.args?.data?.functionName ? `[${e.args.data.functionName}]` : ''} ${fmt(e.dur / 1000)}`,
      );
    return `${fmt((task.ts - navigation) / 1000)} +${fmt(task.dur / 1000)}: ${inner.join(', ')}`;
  });
  console.log(`warm run long tasks (ms from navigation):\n  ${lines.join('\n  ')}`);
  const top = [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(
    `warm run main thread by event (ms, nested events overlap):\n  ${top.map(([k, ms]) => `${fmt(ms, 1)} ${k}`).join('\n  ')}`,
  );
}

/** BENCH_DASHBOARD_TRACE=1: when each request of the first run started and ended (ms from navigation). */
async function printResources(page, label) {
  const trace = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const assets = performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/'));
    const lastAsset = Math.max(...assets.map((e) => e.responseEnd));
    return [
      `document ${Math.round(nav.responseEnd)}, DOMContentLoaded ${Math.round(nav.domContentLoadedEventEnd)}, ${assets.length} assets until ${Math.round(lastAsset)}`,
      ...performance
        .getEntriesByType('resource')
        .filter((e) => !e.name.includes('/assets/'))
        .map(
          (e) =>
            `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '')}`,
        ),
    ];
  });
  console.log(`${label} run requests:\n  ${trace.join('\n  ')}`);
}

ensureBuilt();
const chartChunks = chartTypeChunks();
const server = await startServer({ dataDir: tempDataDir('dashboard'), port: 18320 });
const browser = await launchChromium(chromium);
try {
  const { auth, post } = await adminApi(server.base);
  const flights = await datasetId(server.base, auth, 'flights');
  const makeDashboard = async (run) => {
    const ids = [];
    for (let i = 0; i < CHARTS; i++) {
      const params = { ...chartParams(i % 5, i, run), datasource: `${flights}__table` };
      const created = await post('/api/v1/chart/', {
        slice_name: `bench ${run}-${i}`,
        viz_type: params.viz_type,
        datasource_id: flights,
        datasource_type: 'table',
        params: JSON.stringify(params),
      });
      ids.push((await created.json()).id);
    }
    const dashboard = await (
      await post('/api/v1/dashboard/', { dashboard_title: `bench 30 charts ${run}`, published: true })
    ).json();
    const put = await fetch(`${server.base}/api/v1/dashboard/${dashboard.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ position_json: layoutOf(ids) }),
    });
    if (!put.ok) throw new Error(`PUT: ${put.status} ${await put.text()}`);
    return `/superset/dashboard/${dashboard.id}/?standalone=1`;
  };

  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await signInPage(page);

  // Warm the app's own code once (a first visit also compiles the server's routes).
  const warmUp = await makeDashboard(0);
  await page.goto(warmUp);
  await page.evaluate(paintedAll);

  const cold = [];
  const warm = [];
  let requests = [];
  let jsKb = 0;
  let pageJsKb = 0;
  let pageChunks = [];
  for (let run = 1; run <= RUNS; run++) {
    const path = await makeDashboard(run);
    const fresh = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 1600, height: 1000 },
      storageState: await context.storageState(),
    });
    const coldPage = await fresh.newPage();
    const scripts = new Map();
    coldPage.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      try {
        scripts.set(response.url(), zlib.gzipSync(await response.body()).length);
      } catch {
        // a script the page navigated away from
      }
    });
    await coldPage.goto(path, { waitUntil: 'commit' });
    cold.push(await coldPage.evaluate(paintedAll));
    if (process.env.BENCH_DASHBOARD_TRACE && run === 1) await printResources(coldPage, 'cold');
    await coldPage.waitForLoadState('networkidle');
    if (run === 1) {
      jsKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
      pageChunks = [...scripts.entries()]
        .map(([url, bytes]) => [url.split('/').pop(), bytes / 1024])
        .filter(([name]) => !chartChunks.has(name))
        .sort((a, b) => b[1] - a[1]);
      pageJsKb = pageChunks.reduce((a, [, kb]) => a + kb, 0);
      // Each chart's own timings, as the page measures them (chart/chartTimings.ts).
      requests = await coldPage.evaluate(() => {
        const byChart = new Map();
        for (const entry of performance.getEntriesByType('measure')) {
          const match = /^loupe:chart-(\d+):(request|render)$/.exec(entry.name);
          if (!match) continue;
          const timing = byChart.get(match[1]) ?? {};
          timing[match[2]] = Math.round(entry.duration);
          byChart.set(match[1], timing);
        }
        return [...byChart.entries()].map(([chart, timing]) => ({ chart, ...timing }));
      });
    }
    const profiler = process.env.BENCH_DASHBOARD_PROFILE && run === 1 ? await startProfiler(coldPage) : null;
    if (process.env.BENCH_DASHBOARD_TIMELINE && run === 1)
      await browser.startTracing(coldPage, {
        categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
      });
    await coldPage.goto(path, { waitUntil: 'commit' });
    warm.push(await coldPage.evaluate(paintedAll));
    if (profiler) await printProfile(profiler);
    if (process.env.BENCH_DASHBOARD_TIMELINE && run === 1)
      printTimeline(JSON.parse((await browser.stopTracing()).toString()));
    if (process.env.BENCH_DASHBOARD_TRACE && run === 1) await printResources(coldPage, 'warm');
    await fresh.close();
  }

  console.log('\nDashboard, 30 charts on flights (standalone, every chart at once), Chromium');
  console.log(
    `  cold (no cache) until every chart painted: median ${fmt(median(cold))} ms (runs: ${cold.map((v) => fmt(v)).join(', ')}); target < 2000 ms`,
  );
  console.log(
    `  warm (chart cache) until every chart painted: median ${fmt(median(warm))} ms (runs: ${warm.map((v) => fmt(v)).join(', ')}); target < 700 ms`,
  );
  console.log(
    `  JavaScript loaded: ${fmt(jsKb)} KB gzip in all; the page without chart-type chunks ${fmt(pageJsKb, 1)} KB; target <= 350 KB`,
  );
  console.log(`  page chunks (KB gzip): ${pageChunks.map(([name, kb]) => `${name} ${fmt(kb)}`).join(', ')}`);
  const requestMs = requests.map((timing) => timing.request);
  const renderMs = requests.map((timing) => timing.render);
  console.log(
    `  each chart (cold, first run), request ms / render ms: ${requests.map((t) => `#${t.chart} ${t.request}/${t.render}`).join(', ')}`,
  );
  console.log(
    `  ${requests.length} charts: request ms median ${fmt(median(requestMs))}, max ${fmt(Math.max(...requestMs))}; render ms median ${fmt(median(renderMs))}, max ${fmt(Math.max(...renderMs))}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
