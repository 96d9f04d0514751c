import { expect, type Locator, type Page } from '@playwright/test';

/** The words of the annotation pages (the web app's `annotations` strings) the spec finds things by. */
export const ANNOTATION_TEXT = {
  layersPath: '/annotationlayer/list/',
  layersHeading: 'Annotation layers',
  menuEntry: 'Annotation layers',
  addLayer: 'Annotation Layer',
  addAnnotation: 'Annotation',
  layerName: 'Annotation layer name',
  annotationName: 'Annotation name',
  description: 'Description',
  jsonMetadata: 'JSON metadata',
  back: 'Back to annotation layers',
  add: 'Add',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  confirmWord: 'DELETE',
  typeToConfirm: 'Type "DELETE" to confirm',
  deleted: (name: string) => `Deleted: ${name}`,
} as const;

const T = ANNOTATION_TEXT;

/** Settings › Annotation layers, and a layer's annotations (`/annotationlayer/<id>/annotation/`). */
export class AnnotationLayersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(T.layersPath);
    await this.expectLayers();
  }

  async expectLayers(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: T.layersHeading, exact: true })).toBeVisible();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** A body row of the list on screen holding `text`. */
  row(text: string): Locator {
    return this.page.getByRole('table').locator('tbody tr.ant-table-row').filter({ hasText: text });
  }

  /** The header's add button, pressed from the keyboard. */
  async openAdd(label: string): Promise<void> {
    const button = this.page.getByTestId('list-add-button');
    await expect(button).toHaveText(label);
    await button.focus();
    await this.page.keyboard.press('Enter');
    await expect(this.dialog()).toBeVisible();
  }

  async addLayer(name: string, description: string): Promise<void> {
    await this.openAdd(T.addLayer);
    // The name field has the focus: a keyboard user types straight away.
    await expect(this.dialog().getByLabel(T.layerName)).toBeFocused();
    await this.page.keyboard.type(name);
    await this.dialog().getByLabel(T.description).fill(description);
    await this.dialog().getByRole('button', { name: T.add, exact: true }).click();
    await expect(this.dialog()).toHaveCount(0);
    await expect(this.page.getByRole('link', { name, exact: true })).toBeVisible();
  }

  async openLayer(name: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(this.page).toHaveURL(/\/annotationlayer\/\d+\/annotation\/$/);
  }

  /** Types both ends of the dialog's date range, committing each with Enter as the picker expects. */
  async fillRange(start: string, end: string): Promise<void> {
    const startInput = this.dialog().getByPlaceholder('Start');
    await startInput.click();
    await startInput.fill(start);
    await startInput.press('Enter');
    const endInput = this.dialog().getByPlaceholder('End');
    await endInput.click();
    await endInput.fill(end);
    await endInput.press('Enter');
    // The picker's panel closes once both ends are set; a screenshot should show the form.
    await expect(this.page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
  }

  async fillAnnotation(values: {
    name: string;
    start: string;
    end: string;
    description: string;
    json: string;
  }): Promise<void> {
    await this.dialog().getByLabel(T.annotationName).fill(values.name);
    await this.fillRange(values.start, values.end);
    await this.dialog().getByLabel(T.description).fill(values.description);
    await this.dialog().getByLabel(T.jsonMetadata).fill(values.json);
  }

  async submitDialog(button: string): Promise<void> {
    await this.dialog().getByRole('button', { name: button, exact: true }).click();
    await expect(this.dialog()).toHaveCount(0);
  }

  async openEdit(rowText: string): Promise<void> {
    await this.row(rowText).getByRole('button', { name: T.edit }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Deletes the row through the typed-DELETE dialog and waits until it is gone. */
  async deleteRow(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: T.delete }).click();
    await this.dialog().getByLabel(T.typeToConfirm).fill(T.confirmWord);
    await this.dialog().getByRole('button', { name: T.delete }).click();
    await expect(this.page.getByText(T.deleted(name))).toBeVisible();
    await expect(this.row(name)).toHaveCount(0);
  }
}
