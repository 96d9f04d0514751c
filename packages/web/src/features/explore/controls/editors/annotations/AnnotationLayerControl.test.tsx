import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../../../testing/fakeServer';
import { createMockMe } from '../../../../../testing/factories';
import { renderWithProviders } from '../../../../../testing/renderApp';
import { optionTexts, pickOption, renderEditor } from '../adhoc/testkit';
import { AnnotationLayerControl } from './AnnotationLayerControl';
import { AnnotationStatusContext } from './annotationStatus';

const LAYERS_PATH = '/api/v1/annotation_layer/';
const ME_PATH = '/api/v1/me/roles/';
const CHARTS_PATH = '/api/v1/chart/';
/** The list fields every Superset list answer carries. */
const LIST_ENVELOPE = {
  list_columns: ['id', 'slice_name', 'viz_type'],
  order_columns: ['slice_name'],
  label_columns: {},
  description_columns: {},
  list_title: 'List Slice',
};

async function openAdd() {
  fireEvent.click(screen.getByRole('button', { name: /Add annotation layer/ }));
  return screen.findByTestId('annotation-layer-popover');
}

describe('AnnotationLayerControl', () => {
  it('adds a formula layer once it has a name and a formula mathjs reads', async () => {
    installFakeServer().on('GET', ME_PATH, { body: { result: createMockMe() } });
    const { onChange } = renderEditor(AnnotationLayerControl, 'AnnotationLayerControl', []);
    await openAdd();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Formula is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Goal ' } });
    fireEvent.change(screen.getByLabelText('Formula'), { target: { value: '2x +' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Bad formula')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Formula'), { target: { value: 'y = 2x + 5' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).toEqual([
      expect.objectContaining({ name: 'Goal', annotationType: 'FORMULA', value: 'y = 2x + 5', show: true }),
    ]);
  });

  it("adds an event layer from one of Superset's annotation layers, listed by the server", async () => {
    const server = installFakeServer()
      .on('GET', ME_PATH, { body: { result: createMockMe() } })
      .on('GET', LAYERS_PATH, { body: { count: 1, ids: [4], result: [{ id: 4, name: 'Releases' }] } });
    const { onChange } = renderEditor(AnnotationLayerControl, 'AnnotationLayerControl', []);
    await openAdd();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Deploys' } });
    await pickOption('Annotation layer type', 'Event');
    await pickOption('Annotation layer', 'Releases');
    expect(server.requestsTo('GET', LAYERS_PATH)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).toEqual([
      expect.objectContaining({ name: 'Deploys', annotationType: 'EVENT', sourceType: 'NATIVE', value: 4 }),
    ]);
  });

  it("offers Superset's layers only to a user who may read them", async () => {
    const server = installFakeServer().on('GET', ME_PATH, {
      body: { result: createMockMe({ roles: { Gamma: [['can_read', 'Chart']] } }) },
    });
    renderEditor(AnnotationLayerControl, 'AnnotationLayerControl', []);
    await openAdd();
    await waitFor(() => expect(server.requestsTo('GET', ME_PATH)).toHaveLength(1));
    await pickOption('Annotation layer type', 'Event');
    const texts = await optionTexts('Annotation source');
    expect(texts).toContain('Table');
    expect(texts).not.toContain('Superset annotation');
    expect(server.requestsTo('GET', LAYERS_PATH)).toHaveLength(0);
  });

  it("reads an interval layer from a table chart's columns, which it requires", async () => {
    installFakeServer()
      .on('GET', ME_PATH, { body: { result: createMockMe() } })
      .on('GET', CHARTS_PATH, {
        body: {
          ...LIST_ENVELOPE,
          count: 1,
          ids: [9],
          result: [{ id: 9, slice_name: 'Outages', viz_type: 'table' }],
        },
      })
      .on('GET', `${CHARTS_PATH}9`, {
        body: {
          id: 9,
          result: {
            id: 9,
            params: JSON.stringify({ viz_type: 'table', all_columns: ['began', 'ended', 'what'] }),
          },
        },
      });
    const { onChange } = renderEditor(AnnotationLayerControl, 'AnnotationLayerControl', []);
    await openAdd();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Outages' } });
    await pickOption('Annotation layer type', 'Interval');
    await pickOption('Annotation source', 'Table');
    await pickOption('Chart', 'Outages');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Time column is required')).toBeTruthy();
    expect(screen.getByText('Interval end column is required')).toBeTruthy();
    await pickOption('Time column', 'began');
    await pickOption('Interval end column', 'ended');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        annotationType: 'INTERVAL',
        sourceType: 'table',
        value: 9,
        timeColumn: 'began',
        intervalEndColumn: 'ended',
        overrides: { time_range: null },
      }),
    ]);
  });

  it('marks a layer that failed with its error, and removes a layer from its popover', async () => {
    const layers = [
      { name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 4, show: true },
      { name: 'Goal', annotationType: 'FORMULA', value: '1', show: false },
    ];
    installFakeServer()
      .on('GET', ME_PATH, { body: { result: createMockMe() } })
      .on('GET', LAYERS_PATH, { body: { count: 1, ids: [4], result: [{ id: 4, name: 'Releases' }] } });
    const onChange = vi.fn();
    renderWithProviders(
      <AnnotationStatusContext value={{ Releases: { loading: false, error: 'Query timeout' } }}>
        <AnnotationLayerControl
          id="ctl"
          config={{ name: 'annotation_layers', type: 'AnnotationLayerControl', label: 'Annotation Layers' }}
          value={layers}
          onChange={onChange}
          context={{
            formData: { datasource: '1__table', viz_type: 'echarts_timeseries_line' },
            datasource: null,
          }}
        />
      </AnnotationStatusContext>,
    );
    const failed = screen.getByText('Releases');
    expect(failed.getAttribute('aria-description')).toBe(
      'Annotation layer Releases could not be drawn: Query timeout',
    );
    expect(screen.getByText('Goal (hidden)')).toBeTruthy();
    fireEvent.click(failed);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith([layers[1]]);
  });
});
