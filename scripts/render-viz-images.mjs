#!/usr/bin/env node
/**
 * Draws the chart gallery's pictures from real saved charts: for each of the 28 example charts of
 * `packages/e2e/src/exampleCharts.ts` it saves the chart on a running Loupe (or updates the chart of
 * that name), opens it standalone in Chromium and writes
 *   packages/web/src/viz/<viz_type>/images/thumbnail.png  (240 × 160, the gallery tile)
 *   packages/web/src/viz/<viz_type>/images/example1.png   (800 × 500, the details panel's example)
 *
 * Re-run it (from the repository root) against a Loupe that has loaded the examples:
 *   npm run build && npm run serve          # or any running Loupe, e.g. http://localhost:8099
 *   node scripts/render-viz-images.mjs [--url http://localhost:8099] [--user admin] [--password admin]
 *                                      [--only pie,table]
 * The same settings may come from LOUPE_URL, LOUPE_USER, LOUPE_PASSWORD; CHROMIUM_PATH picks the
 * browser (default /usr/bin/chromium). Commit the PNGs it writes.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, variable, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0 && process.argv[index + 1]) return process.argv[index + 1];
  return process.env[variable] ?? fallback;
}

const BASE_URL = option('url', 'LOUPE_URL', 'http://localhost:8099').replace(/\/$/, '');
const USERNAME = option('user', 'LOUPE_USER', 'admin');
const PASSWORD = option('password', 'LOUPE_PASSWORD', 'admin');
const ONLY = option('only', 'LOUPE_ONLY', '')
  .split(',')
  .filter((name) => name !== '');

/**
 * The pictures: the chart is drawn at `width` × `height` CSS pixels and captured at `scale` device
 * pixels per CSS pixel, so a thumbnail keeps the layout of a readable chart, only smaller.
 */
const PICTURES = [
  { file: 'thumbnail.png', width: 360, height: 240, scale: 2 / 3, maxBytes: 30_000 },
  { file: 'example1.png', width: 800, height: 500, scale: 1, maxBytes: 120_000 },
];

/** The chart definitions, shared with the e2e spec: a TypeScript module without imports, transpiled here. */
async function loadExampleCharts() {
  const source = readFileSync(join(ROOT, 'packages/e2e/src/exampleCharts.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

async function api(token, method, path, body) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

function rison(filterColumn, value) {
  return encodeURIComponent(
    `(filters:!((col:${filterColumn},opr:eq,value:'${value.replaceAll("'", "!'")}')),page:0,page_size:1)`,
  );
}

/** The chart of this name, updated to the definition, or a new one; returns its id. */
async function saveChart(token, chart, datasetId, formData) {
  const body = {
    slice_name: chart.name,
    viz_type: chart.vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(formData),
  };
  const existing = await api(token, 'GET', `/api/v1/chart/?q=${rison('slice_name', chart.name)}`);
  const found = existing.result.find((row) => row.slice_name === chart.name);
  if (found) {
    await api(token, 'PUT', `/api/v1/chart/${found.id}`, body);
    return found.id;
  }
  return (await api(token, 'POST', '/api/v1/chart/', body)).id;
}

async function datasetId(token, tableName) {
  const list = await api(token, 'GET', `/api/v1/dataset/?q=${rison('table_name', tableName)}`);
  if (!list.result[0]) throw new Error(`no dataset ${tableName} on ${BASE_URL}`);
  return list.result[0].id;
}

const MEASURE_TO_VIEWPORT = 'main > section, [data-testid="chart-container"] { min-height: 0 !important; }';

async function signIn(page) {
  await page.goto(`${BASE_URL}/login/`);
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Waits until the chart is drawn and its entry animation is over. */
async function waitForChart(page) {
  const container = page.getByTestId('chart-container');
  await page.getByTestId('chart-row-count').waitFor();
  await page.locator('section[aria-busy="false"]').waitFor();
  // ECharts animates for up to a second after its first frame.
  await page.waitForTimeout(1500);
  const error = await page.locator('[data-testid="chart-render-error"], [data-testid="chart-error"]').count();
  if (error > 0) throw new Error('the chart failed to render');
  return container;
}

async function main() {
  const { EXAMPLE_CHARTS, exampleFormData } = await loadExampleCharts();
  const charts = EXAMPLE_CHARTS.filter((chart) => ONLY.length === 0 || ONLY.includes(chart.vizType));
  const { access_token: token } = await api(undefined, 'POST', '/api/v1/security/login', {
    username: USERNAME,
    password: PASSWORD,
    provider: 'db',
  });
  const datasetIds = new Map();
  const saved = [];
  for (const chart of charts) {
    if (!datasetIds.has(chart.dataset)) datasetIds.set(chart.dataset, await datasetId(token, chart.dataset));
    const id = datasetIds.get(chart.dataset);
    saved.push({ chart, sliceId: await saveChart(token, chart, id, exampleFormData(chart, id)) });
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  let failed = 0;
  try {
    for (const picture of PICTURES) {
      const context = await browser.newContext({
        viewport: { width: picture.width, height: picture.height },
        deviceScaleFactor: picture.scale,
      });
      const page = await context.newPage();
      await signIn(page);
      let fitted = false;
      for (const { chart, sliceId } of saved) {
        const out = join(ROOT, 'packages/web/src/viz', chart.vizType, 'images', picture.file);
        try {
          await page.goto(`${BASE_URL}/explore/?slice_id=${sliceId}&standalone=1`);
          // The chart pane's least heights (for the Explore page) would overflow a thumbnail.
          await page.addStyleTag({ content: MEASURE_TO_VIEWPORT });
          let container = await waitForChart(page);
          if (!fitted) {
            // The page's padding and the row-count line above the chart are not captured: the
            // viewport grows by them once, so the chart itself gets the picture's size.
            const box = await container.boundingBox();
            if (!box) throw new Error('the chart area is not shown');
            await page.setViewportSize({
              width: Math.round(2 * picture.width - box.width),
              height: Math.round(2 * picture.height - box.height),
            });
            fitted = true;
            container = await waitForChart(page);
          }
          mkdirSync(dirname(out), { recursive: true });
          await container.screenshot({ path: out, animations: 'disabled' });
          const { size } = statSync(out);
          const note = size > picture.maxBytes ? ` (over ${picture.maxBytes} bytes)` : '';
          console.log(`${chart.vizType}/${picture.file}: ${size} bytes${note}`);
        } catch (error) {
          failed += 1;
          console.error(
            `${chart.vizType}/${picture.file}: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (failed > 0) process.exitCode = 1;
}

await main();
