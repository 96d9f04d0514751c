import type { QueryFormData } from '@loupe/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMockDatasourceData } from '../../../../testing/dataFactories';
import { renderWithProviders } from '../../../../testing/renderApp';
import type { ControlConfig, ControlSetItem } from '../../../../viz/types';
import { ControlPanel } from '../ControlPanel';

/** One control in a one-section panel, with the form data given; returns the change spy. */
function renderControl(item: ControlSetItem, formData: Record<string, unknown> = {}) {
  const onChange = vi.fn<(name: string, value: unknown) => void>();
  const data: QueryFormData = { datasource: '7__table', viz_type: 'pie', ...formData };
  const view = renderWithProviders(
    <ControlPanel
      panel={{ sections: [{ label: 'Options', tab: 'data', expanded: true, controlSetRows: [[item]] }] }}
      formData={data}
      datasource={createMockDatasourceData()}
      onChange={onChange}
      errors={{}}
    />,
  );
  return { ...view, onChange };
}

async function openSelect(label: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
}

async function pickOption(text: string) {
  const options = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

function typeAndEnter(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('select editors', () => {
  it('shows the null choice of a select when the form data holds null, and stores it', async () => {
    const shown = renderControl('contribution_mode', { contribution_mode: null });
    expect(within(shown.container).getByText('None')).toBeTruthy();
    await openSelect('Contribution Mode');
    await pickOption('Row');
    await waitFor(() => expect(shown.onChange).toHaveBeenCalledWith('contribution_mode', 'row'));
    shown.unmount();
    const { onChange } = renderControl('contribution_mode', { contribution_mode: 'row' });
    await openSelect('Contribution Mode');
    await pickOption('None');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('contribution_mode', null));
  });

  it('adds typed values to a free-form multi select (time shifts)', async () => {
    const { onChange } = renderControl('time_compare');
    await openSelect('Time shift');
    typeAndEnter('Time shift', '5 days ago');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('time_compare', ['5 days ago']));
  });

  it('takes a typed d3 format in a number format select', async () => {
    const { onChange } = renderControl('y_axis_format');
    await openSelect('Y Axis Format');
    typeAndEnter('Y Axis Format', ',.4f');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('y_axis_format', ',.4f'));
  });

  it('offers Superset time formats and shows its adaptive default', async () => {
    const { onChange, container } = renderControl('x_axis_time_format');
    expect(within(container).getByText('Adaptive formatting')).toBeTruthy();
    await openSelect('Time format');
    await pickOption('%Y-%m-%d | 2019-01-14');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('x_axis_time_format', '%Y-%m-%d'));
  });

  it('shows each color scheme with its swatches and stores the scheme id', async () => {
    const { onChange } = renderControl('color_scheme');
    await openSelect('Color Scheme');
    expect((await screen.findAllByRole('img', { name: 'Colors of D3 Category 10' })).length).toBeGreaterThan(
      0,
    );
    const option = (await screen.findAllByText('D3 Category 10')).at(-1);
    fireEvent.click(option as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('color_scheme', 'd3Category10'));
  });
});

describe('value editors', () => {
  it('stores a number within bounds, and null when emptied', () => {
    const config: ControlConfig = { name: 'size', type: 'NumberControl', label: 'Size', min: 0, max: 10 };
    const { onChange } = renderControl(config, { size: 4 });
    const input = screen.getByLabelText<HTMLInputElement>('Size');
    expect(input.value).toBe('4');
    fireEvent.change(input, { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith('size', 7);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('size', null);
  });

  it('stores text and multi-line text', () => {
    const text: ControlConfig = { name: 'x_axis_title', type: 'TextControl', label: 'X Axis Title' };
    const first = renderControl(text);
    fireEvent.change(screen.getByLabelText('X Axis Title'), { target: { value: 'Day' } });
    expect(first.onChange).toHaveBeenCalledWith('x_axis_title', 'Day');
    first.unmount();
    const area: ControlConfig = { name: 'markdown', type: 'TextAreaControl', label: 'Markdown' };
    const second = renderControl(area, { markdown: '# Hi' });
    const box = screen.getByLabelText<HTMLTextAreaElement>('Markdown');
    expect(box.value).toBe('# Hi');
    fireEvent.change(box, { target: { value: '# Hi\nthere' } });
    expect(second.onChange).toHaveBeenCalledWith('markdown', '# Hi\nthere');
  });

  it('moves a slider with the keyboard and labels its handle', async () => {
    const config: ControlConfig = {
      name: 'outerRadius',
      type: 'SliderControl',
      label: 'Outer Radius',
      default: 70,
      min: 10,
      max: 100,
      step: 1,
    };
    const { onChange } = renderControl(config);
    const handle = await screen.findByRole('slider', { name: 'Outer Radius' });
    expect(handle.getAttribute('aria-valuenow')).toBe('70');
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
    expect(onChange).toHaveBeenCalledWith('outerRadius', 71);
  });

  it('keeps a currency as Superset {symbol, symbolPosition}', async () => {
    const { onChange } = renderControl('currency_format', { currency_format: { symbolPosition: 'suffix' } });
    await openSelect('Currency format');
    await pickOption('€ (EUR)');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith('currency_format', { symbol: 'EUR', symbolPosition: 'suffix' }),
    );
    await openSelect('Currency prefix or suffix');
    await pickOption('Prefix');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('currency_format', { symbolPosition: 'prefix' }),
    );
  });

  it('shows a stored {r, g, b, a} colour and stores a preset as one', async () => {
    const config: ControlConfig = { name: 'color_picker', type: 'ColorPickerControl', label: 'Color' };
    const { onChange } = renderControl(config, { color_picker: { r: 31, g: 168, b: 201, a: 1 } });
    const button = await screen.findByRole('button', { name: 'Color' });
    expect(button.textContent).toContain('rgba(31,168,201,1)');
    fireEvent.click(button);
    const presets = await screen.findAllByText('Scheme colors');
    expect(presets.length).toBeGreaterThan(0);
    // The second preset is Superset's #454E7C.
    const swatches = document.querySelectorAll<HTMLElement>('.ant-color-picker-presets-color');
    expect(swatches.length).toBe(7);
    fireEvent.click(swatches[1] as HTMLElement);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('color_picker', { r: 69, g: 78, b: 124, a: 1 }),
    );
  });
});
