import type { Page } from '@playwright/test';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

const CHART = 'e2e monthly flights with annotations';
const LAYER = 'e2e Timetable changes';
const DOOMED = 'e2e Retired layer';
const SPRING = Date.UTC(2001, 2, 1);

test.use({ viewport: { width: 1440, height: 900 } });
// The retired layer's own request is refused (400) on purpose: that is what marks it.
test.use({
  allowedErrors: [/status of 400 \(Bad Request\) \(http:\/\/[^)]*\/api\/v1\/chart\/data:0\)/],
});

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator(SELECTORS.selectOption(option)).click();
}

/** Whether a chart data request asks for this annotation layer (the chart's own request does not). */
function asksForLayer(body: string | null, name: string): boolean {
  const parsed = JSON.parse(body ?? '{}') as { queries?: { annotation_layers?: { name: string }[] }[] };
  return (parsed.queries?.[0]?.annotation_layers ?? []).some((layer) => layer.name === name);
}

/** Adds a layer through the control's popover. */
async function addLayer(page: Page, fill: (popover: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Add annotation layer' }).click();
  const popover = page.getByTestId('annotation-layer-popover');
  await expect(popover).toBeVisible();
  await fill(popover);
  await popover.getByRole('button', { name: 'OK' }).click();
  await expect(popover).toBeHidden();
}

test('an analyst lays an interval, a formula and a failing layer over a monthly line chart', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const flights = await api.datasetId('flights');
  await api.createAnnotationLayer(LAYER, [
    {
      short_descr: 'Spring timetable',
      long_descr: 'Airlines switch to the spring schedule',
      start_dttm: '2001-03-01T00:00:00',
      end_dttm: '2001-04-01T00:00:00',
    },
  ]);
  const doomed = await api.createAnnotationLayer(DOOMED);
  const chartId = await api.createChart(CHART, flights, {
    viz_type: 'echarts_timeseries_line',
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: ['count'],
    groupby: [],
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        subject: 'date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        clause: 'WHERE',
      },
    ],
    row_limit: 10000,
    annotation_layers: [],
  });

  await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.goto(`/explore/?slice_id=${chartId}`);
  await expect(page.getByTestId('chart-row-count')).toBeVisible();
  await page.getByRole('button', { name: 'Annotations and Layers' }).click();

  await test.step('the analyst adds an interval from a Superset annotation layer and a formula', async () => {
    await addLayer(page, async (popover) => {
      await popover.getByLabel('Name').fill('Timetable');
      await choose(page, 'Annotation layer type', 'Interval');
      await expect(popover.getByRole('combobox', { name: 'Annotation source' })).toBeVisible();
      await choose(page, 'Annotation layer', LAYER);
      await popover.getByText('Always show annotation label').click();
    });
    await addLayer(page, async (popover) => {
      await popover.getByLabel('Name').fill('Target');
      await popover.getByLabel('Formula').fill('y = 520000');
    });
    await addLayer(page, async (popover) => {
      await popover.getByLabel('Name').fill('Retired');
      await choose(page, 'Annotation layer type', 'Event');
      await choose(page, 'Annotation layer', DOOMED);
    });
    await expect(page.getByRole('button', { name: 'Timetable', exact: true })).toBeVisible();
    await shot('layers-added');
  });

  await test.step('each layer is asked for on its own; one the server no longer has is marked', async () => {
    // The retired layer is deleted before the chart is updated: its request must fail.
    await api.deleteAnnotationLayer(doomed);
    const timetable = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/chart/data') &&
        asksForLayer(response.request().postData(), 'Timetable'),
    );
    await page.getByRole('button', { name: 'Update chart' }).click();
    const answer = (await (await timetable).json()) as {
      result: {
        annotation_data?: Record<string, { records: { start_dttm: number; short_descr: string }[] }>;
      }[];
    };
    const records = answer.result[0]?.annotation_data?.Timetable?.records ?? [];
    expect(records.map((record) => [record.start_dttm, record.short_descr])).toEqual([
      [SPRING, 'Spring timetable'],
    ]);
    const retired = page.getByRole('button', { name: 'Retired', exact: true });
    await expect(retired).toHaveAttribute(
      'aria-description',
      /^Annotation layer Retired could not be drawn: /,
    );
    await expect(page.getByRole('button', { name: 'Timetable', exact: true })).not.toHaveAttribute(
      'aria-description',
      /.+/,
    );
    await expect(page.getByTestId('chart-row-count')).toBeVisible();
    await page.getByTestId('chart-container').scrollIntoViewIfNeeded();
    await shot('chart-with-layers');
  });
});
