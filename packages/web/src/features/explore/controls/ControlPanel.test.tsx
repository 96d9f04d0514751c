import type { QueryFormData } from '@loupe/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createMockColumn,
  createMockDataset,
  createMockDatasourceData,
  GENERIC_TYPE,
} from '../../../testing/dataFactories';
import { renderWithProviders } from '../../../testing/renderApp';
import { controlPanel as piePanel } from '../../../viz/pie/controlPanel';
import type { ControlPanelConfig } from '../../../viz/types';
import { ControlPanel } from './ControlPanel';
import { CONTROL_EDITORS } from './editorRegistry';

/** The flights example: a temporal `date`, numeric `delay` and `distance`, text `origin` and `destination`. */
const flights = {
  ...createMockDatasourceData(
    createMockDataset({
      columns: [
        createMockColumn({
          id: 11,
          column_name: 'date',
          type: 'TIMESTAMP',
          type_generic: GENERIC_TYPE.temporal,
          is_dttm: true,
        }),
        createMockColumn({
          id: 12,
          column_name: 'delay',
          type: 'INTEGER',
          type_generic: GENERIC_TYPE.numeric,
        }),
        createMockColumn({
          id: 13,
          column_name: 'distance',
          type: 'INTEGER',
          type_generic: GENERIC_TYPE.numeric,
        }),
        createMockColumn({ id: 14, column_name: 'origin' }),
        createMockColumn({ id: 15, column_name: 'destination' }),
      ],
    }),
  ),
  // The grains a DuckDB database offers, as the server lists them.
  time_grain_sqla: [
    ['PT1H', 'Hour'],
    ['P1D', 'Day'],
    ['P1W', 'Week'],
    ['P1M', 'Month'],
  ],
};

const pieFormData = (extra: Record<string, unknown> = {}): QueryFormData => ({
  datasource: '7__table',
  viz_type: 'pie',
  groupby: ['origin'],
  metric: 'count',
  ...extra,
});

function renderPanel(
  options: { panel?: ControlPanelConfig; formData?: QueryFormData; errors?: Record<string, string[]> } = {},
) {
  const onChange = vi.fn<(name: string, value: unknown) => void>();
  const view = renderWithProviders(
    <ControlPanel
      panel={options.panel ?? piePanel}
      formData={options.formData ?? pieFormData()}
      datasource={flights}
      onChange={onChange}
      errors={options.errors ?? {}}
    />,
  );
  return { ...view, onChange };
}

/** The block of one control (label, editor, errors), found by the form-data key it writes. */
function controlBlock(container: HTMLElement, name: string): HTMLElement {
  const block = container.querySelector<HTMLElement>(`[data-control="${name}"]`);
  if (!block) throw new Error(`no control ${name}`);
  return block;
}

async function openCustomize() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Customize' }));
  await screen.findByText('Chart Options');
}

/** Opens an antd select (by its input's label) and picks the option with the given text. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const choices = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(choices[choices.length - 1] as HTMLElement);
}

describe('ControlPanel', () => {
  it('shows the pie chart Data tab: the Query section, its controls and their defaults', async () => {
    const { container } = renderPanel();
    expect(await screen.findByRole('tab', { name: 'Data', selected: true })).toBeTruthy();
    expect(screen.getByText('Query')).toBeTruthy();
    for (const name of ['groupby', 'metric', 'adhoc_filters', 'row_limit', 'sort_by_metric'])
      expect(controlBlock(container, name)).toBeTruthy();
    expect(screen.getByText('Row limit')).toBeTruthy();
    // Pie overrides row_limit's default to 100; it is absent from the form data.
    expect(within(controlBlock(container, 'row_limit')).getByText('100')).toBeTruthy();
    // sort_by_metric defaults to true for pie.
    expect(screen.getByLabelText<HTMLInputElement>('Sort by metric').checked).toBe(true);
    // Customize controls are not on the Data tab.
    expect(container.querySelector('[data-control="color_scheme"]')).toBeNull();
  });

  it('shows the Customize sections when that tab is chosen, hiding controls whose visibility is false', async () => {
    const { container } = renderPanel();
    await openCustomize();
    expect(controlBlock(container, 'color_scheme')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Labels' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pie shape' })).toBeTruthy();
    expect(screen.getByText('Superset Colors')).toBeTruthy();
    // label_template shows only with the template label type; innerRadius only for a donut.
    expect(container.querySelector('[data-control="label_template"]')).toBeNull();
    expect(container.querySelector('[data-control="innerRadius"]')).toBeNull();
  });

  it('shows a hidden control once the form data makes it visible', async () => {
    const { container } = renderPanel({ formData: pieFormData({ label_type: 'template', donut: true }) });
    await openCustomize();
    expect(controlBlock(container, 'label_template')).toBeTruthy();
    expect(controlBlock(container, 'innerRadius')).toBeTruthy();
  });

  it('reports a checkbox change as its form-data key and value', async () => {
    const { onChange } = renderPanel();
    await openCustomize();
    fireEvent.click(screen.getByLabelText('Donut'));
    expect(onChange).toHaveBeenCalledWith('donut', true);
  });

  it('reports a select change as its form-data key and the choice value', async () => {
    const { onChange } = renderPanel();
    await openCustomize();
    await pick('Label Type', 'Category and Percentage');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('label_type', 'key_percent'));
  });

  it('stores a picked row limit as a number', async () => {
    const { onChange } = renderPanel();
    await screen.findByText('Query');
    await pick('Row limit', '1000');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('row_limit', 1000));
  });

  it('shows a control error in red under it and marks its label', async () => {
    const { container } = renderPanel({
      formData: pieFormData({ metric: undefined }),
      errors: { metric: ['cannot be empty'] },
    });
    const block = controlBlock(container, 'metric');
    expect(within(block).getByText('cannot be empty')).toBeTruthy();
    expect(within(block).getByLabelText('Metric has errors')).toBeTruthy();
    expect(within(controlBlock(container, 'row_limit')).queryByText('cannot be empty')).toBeNull();
    // As in Superset, the tab and the section holding the control are marked too.
    expect(screen.getByRole('tab', { name: 'Data has errors' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Customize' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Query has errors/ })).toBeTruthy();
  });

  it('takes temporal columns, time grains and their defaults from the dataset', async () => {
    const panel: ControlPanelConfig = {
      sections: [
        {
          label: 'Time',
          tab: 'data',
          expanded: true,
          controlSetRows: [['granularity_sqla', 'time_grain_sqla']],
        },
      ],
    };
    const { container, onChange } = renderPanel({
      panel,
      formData: { datasource: '7__table', viz_type: 'pie' },
    });
    // The dataset's main temporal column and Superset's P1D grain are the defaults.
    expect(within(controlBlock(container, 'granularity_sqla')).getByText('date')).toBeTruthy();
    expect(within(controlBlock(container, 'time_grain_sqla')).getByText('Day')).toBeTruthy();
    // No Customize sections: no Customize tab.
    expect(screen.queryByRole('tab', { name: 'Customize' })).toBeNull();
    await pick('Time Grain', 'Week');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('time_grain_sqla', 'P1W'));
  });

  it('shows the value of a control type without an editor read-only', () => {
    const saved = CONTROL_EDITORS.AnnotationLayerControl;
    delete CONTROL_EDITORS.AnnotationLayerControl;
    try {
      const panel: ControlPanelConfig = {
        sections: [
          {
            label: 'Annotations',
            tab: 'data',
            expanded: true,
            controlSetRows: [
              [{ name: 'annotation_layers', type: 'AnnotationLayerControl', label: 'Annotation Layers' }],
              [{ name: 'other_layers', type: 'AnnotationLayerControl', label: 'Other Layers' }],
            ],
          },
        ],
      };
      const layers = [{ name: 'Holidays', annotationType: 'FORMULA', value: 'x * 2', show: true }];
      const { container } = renderPanel({
        panel,
        formData: { datasource: '7__table', viz_type: 'line', annotation_layers: layers },
      });
      const block = controlBlock(container, 'annotation_layers');
      expect(block.querySelector('pre')?.textContent).toBe(JSON.stringify(layers, null, 2));
      expect(within(block).getByText('This value is kept as saved; it cannot be edited here.')).toBeTruthy();
      const empty = controlBlock(container, 'other_layers');
      expect(within(empty).getByText('No value set; it cannot be edited here.')).toBeTruthy();
    } finally {
      if (saved) CONTROL_EDITORS.AnnotationLayerControl = saved;
    }
  });
});
