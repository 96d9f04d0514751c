import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AppShell } from './pages/AppShell.js';
import { ANNOTATION_TEXT as T, AnnotationLayersPage } from './pages/AnnotationLayersPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

const LAYER = { name: 'e2e releases', description: 'Product releases, marked on time series charts' };
const LAUNCH = {
  name: 'e2e launch',
  start: '2024-01-31 10:00',
  end: '2024-02-02 18:30',
  description: 'Version 2 goes live',
  json: '{"color": "red"}',
};
const RENAMED = 'e2e big launch';

test.use({ viewport: { width: 1440, height: 900 } });
// Adding a second layer of the same name is part of the flow: the browser logs the POST's 422 answer.
test.use({
  allowedErrors: [/status of 422 \(Unprocessable Entity\) \(http:\/\/[^)]*\/api\/v1\/annotation_layer\/:0\)/],
});

test('an admin keeps an annotation layer: adds it, adds an interval annotation, edits and deletes it', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const layers = new AnnotationLayersPage(page);

  await test.step('the Settings menu leads to Annotation layers', async () => {
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await new AppShell(page).openSettingsItem(T.menuEntry);
    await expect(page).toHaveURL(new RegExp(`${T.layersPath}$`));
    await layers.expectLayers();
    await shot('layers-1440');
  });

  await test.step('adds a layer from the keyboard-opened dialog', async () => {
    await layers.openAdd(T.addLayer);
    await shot('add-layer-dialog');
    await page.keyboard.press('Escape');
    await expect(layers.dialog()).toHaveCount(0);
    await layers.addLayer(LAYER.name, LAYER.description);
    await expect(layers.row(LAYER.name)).toContainText(LAYER.description);
    await shot('layer-added');
  });

  await test.step("the server's 'Name must be unique' shows on the name field", async () => {
    await layers.openAdd(T.addLayer);
    await page.keyboard.type(LAYER.name);
    await layers.dialog().getByRole('button', { name: T.add, exact: true }).click();
    await expect(layers.dialog().getByText('Name must be unique')).toBeVisible();
    await expect(layers.dialog().getByLabel(T.layerName)).toHaveAttribute('aria-invalid', 'true');
    await shot('layer-name-taken');
    await page.keyboard.press('Escape');
    await expect(layers.dialog()).toHaveCount(0);
  });

  await test.step('adds an interval annotation to the layer', async () => {
    await layers.openLayer(LAYER.name);
    await expect(page.getByRole('link', { name: T.back })).toBeVisible();
    await layers.openAdd(T.addAnnotation);
    await layers.fillAnnotation(LAUNCH);
    await shot('add-annotation-dialog');
    await layers.submitDialog(T.add);
    const row = layers.row(LAUNCH.name);
    await expect(row).toContainText('2024-01-31 10:00:00');
    await expect(row).toContainText('2024-02-02 18:30:00');
    await shot('annotation-added');
  });

  await test.step('edits the annotation and keeps its dates and metadata', async () => {
    await layers.openEdit(LAUNCH.name);
    const name = layers.dialog().getByLabel(T.annotationName);
    await expect(name).toHaveValue(LAUNCH.name);
    await expect(layers.dialog().getByLabel(T.jsonMetadata)).toHaveValue(LAUNCH.json);
    await name.fill(RENAMED);
    await layers.submitDialog(T.save);
    await expect(layers.row(RENAMED)).toContainText('2024-02-02 18:30:00');
    await expect(layers.row(LAUNCH.name).filter({ hasNotText: RENAMED })).toHaveCount(0);
  });

  await test.step('at a phone’s width the list and dialog still fit', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(layers.row(RENAMED)).toBeVisible();
    await shot('annotations-390');
    await layers.openEdit(RENAMED);
    await shot('edit-annotation-390');
    await page.keyboard.press('Escape');
    await expect(layers.dialog()).toHaveCount(0);
    await page.getByRole('link', { name: T.back }).click();
    await layers.expectLayers();
    await shot('layers-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('deletes the annotation, then the layer', async () => {
    await layers.openLayer(LAYER.name);
    await layers.deleteRow(RENAMED);
    await shot('annotation-deleted');
    await page.getByRole('link', { name: T.back }).click();
    await layers.expectLayers();
    await layers.deleteRow(LAYER.name);
  });
});
