import type { QueryFormData } from '@loupe/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMockDatasourceData } from '../../../../../testing/dataFactories';
import { renderWithProviders } from '../../../../../testing/renderApp';
import type { ControlType } from '../../../../../viz/types';
import { ControlPanel } from '../../ControlPanel';
import type { ControlEditorProps } from '../../controlProps';
import { CollectionControl } from './CollectionControl';
import { ColumnConfigControl } from './ColumnConfigControl';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';

/** The mock dataset has date (temporal), delay (numeric), origin (text) and the saved metric count. */
function renderEditor(
  Editor: ComponentType<ControlEditorProps>,
  type: ControlType,
  name: string,
  value: unknown,
  formData: Partial<QueryFormData> = {},
) {
  const onChange = vi.fn<(value: unknown) => void>();
  const view = renderWithProviders(
    <Editor
      id="ctl"
      config={{ name, type, label: 'Control' }}
      value={value}
      onChange={onChange}
      context={{
        formData: { datasource: '1__table', viz_type: 'table', ...formData },
        datasource: createMockDatasourceData(),
      }}
    />,
  );
  return { ...view, onChange };
}

function typeInto(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

async function pickOption(label: string, text: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  // Options may wrap their text (a colour swatch before its name): match the option's whole text.
  const options = await screen.findAllByText(
    (_, element) => !!element?.matches('.ant-select-item-option-content') && element.textContent === text,
  );
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

async function optionTexts(label: string): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  await screen.findAllByRole('option');
  const list = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return [...(list?.querySelectorAll('.ant-select-item-option-content') ?? [])].map(
    (node) => node.textContent ?? '',
  );
}

describe('CollectionControl: numeric bounds', () => {
  it('writes [min, max] with numbers, and null for an end left empty', () => {
    const { onChange } = renderEditor(CollectionControl, 'CollectionControl', 'y_axis_bounds', [null, null]);
    typeInto('Min', '0');
    expect(onChange).toHaveBeenLastCalledWith([0, null]);
  });

  it('shows the saved pair and clears one end to null', () => {
    const { onChange } = renderEditor(CollectionControl, 'CollectionControl', 'xAxisBounds', [1, '5']);
    expect((screen.getByLabelText('Min') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Max') as HTMLInputElement).value).toBe('5');
    typeInto('Max', '');
    expect(onChange).toHaveBeenLastCalledWith([1, null]);
  });

  it('is the editor the panel gives the shared y_axis_bounds control', async () => {
    const onChange = vi.fn<(name: string, value: unknown) => void>();
    renderWithProviders(
      <ControlPanel
        panel={{
          sections: [{ label: 'Axis', tab: 'data', expanded: true, controlSetRows: [['y_axis_bounds']] }],
        }}
        formData={{ datasource: '1__table', viz_type: 'echarts_timeseries_line' }}
        datasource={createMockDatasourceData()}
        onChange={onChange}
        errors={{}}
      />,
    );
    expect(await screen.findByRole('group', { name: 'Y Axis Bounds' })).toBeTruthy();
    typeInto('Max', '120');
    expect(onChange).toHaveBeenLastCalledWith('y_axis_bounds', [null, 120]);
  });
});

describe('CollectionControl: gantt time-of-day bounds', () => {
  it('shows the saved times and writes ["HH:mm:ss", null] when a start is typed', async () => {
    const { onChange } = renderEditor(CollectionControl, 'CollectionControl', 'x_axis_time_bounds', [
      null,
      '18:00:00',
    ]);
    expect((screen.getByLabelText('End time') as HTMLInputElement).value).toBe('18:00:00');
    const start = screen.getByLabelText('Start time');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '09:30:00' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['09:30:00', '18:00:00']));
  });
});

describe('ConditionalFormattingControl', () => {
  const table = { metrics: ['count'], groupby: ['origin', 'delay'] };

  it('offers the numeric result columns and adds a rule in Superset shape', async () => {
    const { onChange } = renderEditor(
      ConditionalFormattingControl,
      'ConditionalFormattingControl',
      'conditional_formatting',
      [],
      table,
    );
    fireEvent.click(screen.getByRole('button', { name: /Add new color formatter/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Column')));
    expect(await optionTexts('Column')).toEqual(['delay', 'count']);
    await pickOption('Column', 'count');
    const apply = screen.getByRole('button', { name: 'Apply' });
    await pickOption('Operator', '>');
    // A comparison needs its target value before it can be applied.
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    typeInto('Target value', '10');
    fireEvent.click(apply);
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'count', operator: '>', colorScheme: '#ACE1C4', targetValue: 10 },
    ]);
  });

  it('saves a range rule with left and right values only once left is below right', async () => {
    const { onChange } = renderEditor(
      ConditionalFormattingControl,
      'ConditionalFormattingControl',
      'conditional_formatting',
      undefined,
      table,
    );
    fireEvent.click(screen.getByRole('button', { name: /Add new color formatter/ }));
    await pickOption('Column', 'delay');
    await pickOption('Color scheme', 'Red');
    await pickOption('Operator', '≤ x ≤');
    typeInto('Left value', '5');
    typeInto('Right value', '1');
    expect(screen.getByText('This value should be smaller than the right target value')).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    typeInto('Right value', '50');
    fireEvent.click(apply);
    expect(onChange).toHaveBeenLastCalledWith([
      {
        column: 'delay',
        operator: '≤ x ≤',
        colorScheme: '#EFA1AA',
        targetValueLeft: 5,
        targetValueRight: 50,
      },
    ]);
  });

  it('edits a saved rule in place and removes rules', async () => {
    const saved = [
      { column: 'count', operator: '<', colorScheme: '#ACE1C4', targetValue: 3 },
      { column: 'count', operator: 'None', colorScheme: '#FDE380' },
    ];
    const { onChange } = renderEditor(
      ConditionalFormattingControl,
      'ConditionalFormattingControl',
      'conditional_formatting',
      saved,
      { metrics: ['count'] },
    );
    fireEvent.click(screen.getByRole('button', { name: /^count < 3/ }));
    expect((screen.getByLabelText('Target value') as HTMLInputElement).value).toBe('3');
    await pickOption('Operator', 'None');
    // "None" colours the whole range: no value is asked for, and none is saved.
    expect(screen.queryByLabelText('Target value')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'count', operator: 'None', colorScheme: '#ACE1C4' },
      saved[1],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove count < 3' }));
    expect(onChange).toHaveBeenLastCalledWith([saved[1]]);
  });

  it("takes big number's metric as the column to colour", async () => {
    const { onChange } = renderEditor(
      ConditionalFormattingControl,
      'ConditionalFormattingControl',
      'conditional_formatting',
      [],
      { viz_type: 'big_number_total', metric: 'count' },
    );
    fireEvent.click(screen.getByRole('button', { name: /Add new color formatter/ }));
    await pickOption('Operator', '=');
    typeInto('Target value', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'count', operator: '=', colorScheme: '#ACE1C4', targetValue: 0 },
    ]);
  });
});

describe('ColumnConfigControl', () => {
  const table = { metrics: ['count'], groupby: ['origin'] };

  it('lists the result columns and writes a metric display setting under its label', async () => {
    const { onChange } = renderEditor(ColumnConfigControl, 'ColumnConfigControl', 'column_config', {}, table);
    const group = screen.getByRole('group');
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['origin', 'count']);
    fireEvent.click(within(group).getByRole('button', { name: 'count' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Min width')));
    // The table-wide show_cell_bars (on by default) stands until the column sets its own.
    const bars = (await screen.findByLabelText('Show cell bars')) as HTMLInputElement;
    expect(bars.checked).toBe(true);
    fireEvent.click(bars);
    expect(onChange).toHaveBeenLastCalledWith({ count: { showCellBars: false } });
    typeInto('Min width', '120');
    expect(onChange).toHaveBeenLastCalledWith({ count: { columnWidth: 120 } });
    fireEvent.click(screen.getByRole('radio', { name: 'Center' }));
    expect(onChange).toHaveBeenLastCalledWith({ count: { horizontalAlign: 'center' } });
  });

  it('writes number formats and currency on the number formatting tab, keeping other columns', async () => {
    const saved = { origin: { truncateLongCells: true } };
    const { onChange } = renderEditor(
      ColumnConfigControl,
      'ColumnConfigControl',
      'column_config',
      saved,
      table,
    );
    fireEvent.click(screen.getByRole('button', { name: 'count' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Number formatting' }));
    await pickOption('D3 format', ',d (12345.432 => 12,345)');
    expect(onChange).toHaveBeenLastCalledWith({ ...saved, count: { d3NumberFormat: ',d' } });
    await pickOption('Currency format', '$ (USD)');
    expect(onChange).toHaveBeenLastCalledWith({ ...saved, count: { currencyFormat: { symbol: 'USD' } } });
  });

  it('offers text settings for a text column and drops a column whose last setting is cleared', async () => {
    const { onChange } = renderEditor(
      ColumnConfigControl,
      'ColumnConfigControl',
      'column_config',
      { origin: { columnWidth: 80 } },
      table,
    );
    fireEvent.click(screen.getByRole('button', { name: /origin/ }));
    expect(screen.queryByLabelText('Show cell bars')).toBeNull();
    fireEvent.click(screen.getByLabelText('Truncate long cells'));
    expect(onChange).toHaveBeenLastCalledWith({ origin: { columnWidth: 80, truncateLongCells: true } });
    typeInto('Min width', '');
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it("gives radar's metrics their axis max and min", async () => {
    const { onChange } = renderEditor(
      ColumnConfigControl,
      'ColumnConfigControl',
      'column_config',
      undefined,
      {
        ...table,
        viz_type: 'radar',
      },
    );
    expect(screen.queryByRole('button', { name: 'origin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'count' }));
    typeInto('Max', '200');
    expect(onChange).toHaveBeenLastCalledWith({ count: { radarMetricMaxValue: 200 } });
  });
});
