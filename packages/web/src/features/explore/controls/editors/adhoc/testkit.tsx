import type { DatasourceData } from '@loupe/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { createMockDataset, createMockDatasourceData } from '../../../../../testing/dataFactories';
import { renderWithProviders } from '../../../../../testing/renderApp';
import type { ControlType } from '../../../../../viz/types';
import type { ControlEditorProps } from '../../controlProps';

/** One popover editor on its own, with the mock flights-like dataset (date, delay, origin; metric count). */
export function renderEditor(
  Editor: ComponentType<ControlEditorProps>,
  type: ControlType,
  value: unknown,
  datasource: DatasourceData = createMockDatasourceData(),
) {
  const onChange = vi.fn<(value: unknown) => void>();
  const view = renderWithProviders(
    <Editor
      id="ctl"
      config={{ name: 'ctl', type, label: 'Control' }}
      value={value}
      onChange={onChange}
      context={{ formData: { datasource: '1__table', viz_type: 'table' }, datasource }}
    />,
  );
  return { ...view, onChange };
}

export function datasourceWithExtra(extra: string): DatasourceData {
  return createMockDatasourceData(createMockDataset({ extra }));
}

export async function pickOption(label: string, text: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const options = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

/** The option texts an open select shows. */
export async function optionTexts(label: string): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option-content')].map(
    (node) => node.textContent ?? '',
  );
}

/** A drop of the dataset panel's drag data (type → JSON name) on the control. */
export function dropOn(target: HTMLElement, data: Record<string, string>) {
  fireEvent.drop(target, { dataTransfer: { getData: (type: string) => data[type] ?? '' } });
}
