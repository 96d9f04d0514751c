import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetUpdateBody } from '../../../api/datasets';
import { createMockColumn, createMockDataset } from '../../../testing/dataFactories';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { EditDatasetModal } from './EditDatasetModal';

const ITEM_PATH = '/api/v1/dataset/7';
const CONFIRM_TEXT =
  'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.';

function editor(): HTMLElement {
  return screen.getAllByRole('dialog')[0]!;
}

/** The draft is ready once the tabs are there. */
async function loaded(): Promise<void> {
  await within(editor()).findByRole('tab', { name: /Source/ });
}

function saveButton(): HTMLElement {
  return within(editor()).getByRole('button', { name: 'Save' });
}

async function openTab(name: RegExp): Promise<void> {
  fireEvent.click(await within(editor()).findByRole('tab', { name }));
}

async function addMetric(name: string, expression: string): Promise<void> {
  await openTab(/Metrics/);
  fireEvent.click(within(editor()).getByRole('button', { name: /Add item/ }));
  fireEvent.change(within(editor()).getAllByLabelText('Metric key')[0]!, { target: { value: name } });
  fireEvent.change(within(editor()).getAllByLabelText('SQL expression')[0]!, {
    target: { value: expression },
  });
}

async function confirmSave(): Promise<void> {
  fireEvent.click(saveButton());
  // antd gives every dialog title the same id under test, so the dialog is found by its title text.
  const confirm = (await screen.findByText('Confirm save')).closest<HTMLElement>('[role="dialog"]')!;
  expect(within(confirm).getByText(CONFIRM_TEXT)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
}

function putBody(server: FakeServer): DatasetUpdateBody {
  return server.requestsTo('PUT', ITEM_PATH).at(-1)?.body as DatasetUpdateBody;
}

describe('EditDatasetModal', () => {
  let server: FakeServer;
  const onClose = vi.fn();

  beforeEach(() => {
    onClose.mockReset();
    server = installFakeServer()
      .on('GET', ITEM_PATH, { body: { id: 7, result: createMockDataset() } })
      .on('GET', '/api/v1/dataset/related/owners', {
        body: { count: 1, result: [{ value: 1, text: 'Ada Admin', extra: {} }] },
      })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-edit' } });
  });

  afterEach(() => {
    delete window.__LOUPE_FEATURE_FLAGS__;
  });

  it('titles the dialog with the table name and hides the legacy editor button by default', async () => {
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);

    await loaded();
    expect(within(editor()).getByText('Edit Dataset').closest('.ant-modal-title')?.textContent).toBe(
      'Edit Dataset flights',
    );
    for (const tab of [/Source/, /Metrics/, /Columns/, /Calculated columns/, /Settings/]) {
      expect(within(editor()).getByRole('tab', { name: tab })).toBeTruthy();
    }
    expect(within(editor()).queryByRole('button', { name: 'Use legacy datasource editor' })).toBeNull();
  });

  it('shows the legacy editor button when the flag is off', async () => {
    window.__LOUPE_FEATURE_FLAGS__ = { DISABLE_LEGACY_DATASOURCE_EDITOR: false };
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    expect(
      await within(editor()).findByRole('button', { name: 'Use legacy datasource editor' }),
    ).toBeTruthy();
  });

  it('adds a metric and saves it through Confirm save', async () => {
    server.on('PUT', ITEM_PATH, { body: { id: 7, result: createMockDataset() } });
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();

    await addMetric('avg_delay', 'AVG(delay)');
    await confirmSave();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = putBody(server);
    expect(body.metrics).toEqual([
      expect.objectContaining({ metric_name: 'avg_delay', expression: 'AVG(delay)', extra: null }),
      expect.objectContaining({ id: 21, metric_name: 'count', expression: 'COUNT(*)' }),
    ]);
    expect(body.metrics![0]).not.toHaveProperty('id');
    expect(body).toMatchObject({
      table_name: 'flights',
      database_id: 1,
      schema: 'main',
      sql: null,
      main_dttm_col: 'date',
      owners: [1],
    });
    expect(body.columns!.map((column) => column.id)).toEqual([11, 12, 13]);
    expect(server.requestsTo('PUT', ITEM_PATH)[0]?.headers.get('X-CSRFToken')).toBe('csrf-edit');
    expect(await screen.findByText('The dataset has been saved')).toBeTruthy();
  });

  it('blocks saving while a metric name is duplicated', async () => {
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();

    await addMetric('count', 'COUNT(DISTINCT origin)');

    expect(within(editor()).getByText('Metric name [count] is duplicated')).toBeTruthy();
    expect(saveButton().closest('button')!.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(editor()).getAllByLabelText('Metric key')[0]!, { target: { value: 'origins' } });
    expect(within(editor()).queryByText('Metric name [count] is duplicated')).toBeNull();
    expect(saveButton().closest('button')!.hasAttribute('disabled')).toBe(false);
  });

  it('blocks saving a calculated column without an expression', async () => {
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();
    await openTab(/Calculated columns/);
    fireEvent.click(within(editor()).getByRole('button', { name: /Add item/ }));
    fireEvent.change(within(editor()).getByLabelText('Column'), { target: { value: 'delay_hours' } });

    expect(within(editor()).getByText('Calculated column [delay_hours] requires an expression')).toBeTruthy();
    expect(saveButton().closest('button')!.hasAttribute('disabled')).toBe(true);
  });

  it('shows the server error in an Error dialog when saving fails', async () => {
    server.on('PUT', ITEM_PATH, { status: 422, body: { message: 'Dataset could not be updated.' } });
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();
    await confirmSave();

    const content = await screen.findByText('Dataset could not be updated.');
    const errorDialog = content.closest('.ant-modal-confirm')!;
    expect(errorDialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Error');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "An error has occurred" when the server says nothing', async () => {
    server.on('PUT', ITEM_PATH, { status: 500, body: {} });
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();
    await confirmSave();

    expect(await screen.findByText('An error has occurred')).toBeTruthy();
  });

  it('cannot be saved when the dataset is managed externally', async () => {
    server.on('GET', ITEM_PATH, {
      body: { id: 7, result: createMockDataset({ is_managed_externally: true }) },
    });
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();

    expect(saveButton().closest('button')!.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(saveButton().closest('span')!);
    expect(
      await screen.findByText("This dataset is managed externally, and can't be edited in Loupe"),
    ).toBeTruthy();
  });

  it('syncs columns from the source, keeping edits of columns that remain', async () => {
    let refreshed = false;
    server
      .on('PUT', `${ITEM_PATH}/refresh`, () => {
        refreshed = true;
        return { body: { message: 'OK' } };
      })
      .on('GET', ITEM_PATH, () => {
        const dataset = createMockDataset();
        if (refreshed) {
          dataset.columns = [
            createMockColumn({ id: 12, column_name: 'delay', type: 'BIGINT' }),
            createMockColumn({ id: 14, column_name: 'destination', type: 'VARCHAR' }),
          ];
        }
        return { body: { id: 7, result: dataset } };
      })
      .on('PUT', ITEM_PATH, { body: { id: 7, result: createMockDataset() } });
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();
    await openTab(/^Columns/);
    fireEvent.click(within(editor()).getByRole('checkbox', { name: 'Is filterable: delay' }));
    fireEvent.click(within(editor()).getByRole('button', { name: /Sync columns from source/ }));

    expect(await screen.findByText('Metadata has been synced')).toBeTruthy();
    expect(within(editor()).getByText('destination')).toBeTruthy();
    expect(within(editor()).queryByText('origin')).toBeNull();
    await confirmSave();

    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    expect(putBody(server).columns).toEqual([
      expect.objectContaining({ id: 12, column_name: 'delay', type: 'BIGINT', filterable: false }),
      expect.objectContaining({ id: 14, column_name: 'destination' }),
    ]);
  });

  it('saves certification and warning into extra, and the default datetime column', async () => {
    server.on('PUT', ITEM_PATH, { body: { id: 7, result: createMockDataset() } });
    renderWithProviders(<EditDatasetModal datasetId={7} onClose={onClose} />);
    await loaded();
    await openTab(/^Columns/);
    fireEvent.click(within(editor()).getByRole('checkbox', { name: 'Is temporal: date' }));
    await openTab(/Settings/);
    fireEvent.change(within(editor()).getByLabelText('Certified by'), { target: { value: 'Data team' } });
    fireEvent.change(within(editor()).getByLabelText('Warning (markdown)'), { target: { value: 'Sampled' } });
    await confirmSave();

    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    const body = putBody(server);
    expect(JSON.parse(body.extra!)).toEqual({
      certification: { certified_by: 'Data team', details: '' },
      warning_markdown: 'Sampled',
    });
    // Unticking "Is temporal" on the default datetime column clears the default.
    expect(body.main_dttm_col).toBeNull();
  });
});
