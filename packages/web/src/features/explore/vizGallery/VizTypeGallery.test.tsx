import { fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderApp';
import { TEST_CHARTS } from './testCharts';
import { VizTypeGallery } from './VizTypeGallery';
import { VizTypePicker } from './VizTypePicker';

function Harness({
  onConfirm,
  initial,
}: {
  onConfirm: (vizType: string) => void;
  initial?: string;
}): ReactElement {
  const [selected, setSelected] = useState(initial);
  return (
    <VizTypeGallery charts={TEST_CHARTS} selected={selected} onSelect={setSelected} onConfirm={onConfirm} />
  );
}

const tileNames = (): string[] =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((tile) => tile.textContent ?? '');

describe('VizTypeGallery', () => {
  it('shows the selected type’s category, hides deprecated types, and filters by section', async () => {
    renderWithProviders(<Harness initial="pie" onConfirm={vi.fn()} />);
    expect(tileNames()).toEqual(['Pie Chart']);
    // The details pane describes the selected type.
    expect(within(screen.getByTestId('viz-details')).getByText('The classic.')).toBeTruthy();

    fireEvent.click(screen.getByRole('menuitem', { name: 'All charts' }));
    expect(tileNames()).not.toContain('Line Chart (legacy)');
    expect(tileNames()).toEqual([
      'Table',
      'Line Chart',
      'Area Chart',
      'Bar Chart',
      'Pie Chart',
      'Smooth Line',
    ]);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Table' }));
    expect(tileNames()).toEqual(['Table']);
    // The Tags section starts folded.
    expect(screen.queryByRole('menuitem', { name: 'Bar' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bar' }));
    expect(tileNames()).toEqual(['Bar Chart']);
  });

  it('searches with the line charts first, and no broken pictures', () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search all charts' }), {
      target: { value: 'line' },
    });
    expect(tileNames().slice(0, 2).sort()).toEqual(['Line Chart', 'Smooth Line']);
    expect(tileNames()).not.toContain('Pie Chart');
    // Every tile shows the picture its plugin ships (drawn from a real chart), never a broken one.
    const pictures = [...screen.getByRole('listbox').querySelectorAll('img')];
    expect(pictures).toHaveLength(tileNames().length);
    expect(pictures.every((img) => /thumbnail.*\.png/.test(img.getAttribute('src') ?? ''))).toBe(true);
  });

  it('selects on click and confirms on double-click', () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const tile = screen.getByRole('option', { name: 'Table' });
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-selected')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.doubleClick(screen.getByRole('option', { name: 'Bar Chart' }));
    expect(onConfirm).toHaveBeenCalledWith('echarts_timeseries_bar');
  });

  it('moves the selection with the arrow keys and confirms with Enter', () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness initial="echarts_area" onConfirm={onConfirm} />);
    const grid = screen.getByRole('listbox');
    expect(screen.getByRole('option', { name: 'Area Chart' }).tabIndex).toBe(0);
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    expect(screen.getByRole('option', { name: 'Line Chart' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(screen.getByRole('option', { name: 'Bar Chart' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Bar Chart' }));
    fireEvent.keyDown(grid, { key: 'End' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledWith('echarts_timeseries_smooth');
  });
});

describe('VizTypePicker', () => {
  it('shows the current type and changes it from the gallery modal', async () => {
    const onChange = vi.fn();
    renderWithProviders(<VizTypePicker value="pie" onChange={onChange} />);
    expect(within(screen.getByTestId('viz-type-current')).getByText('Pie Chart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View all charts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a visualization type' });
    fireEvent.click(await within(dialog).findByRole('menuitem', { name: 'All charts' }));
    fireEvent.doubleClick(within(dialog).getByRole('option', { name: 'Table' }));
    expect(onChange).toHaveBeenCalledWith('table');
  });

  it('switches with one click on a quick tile, the current type among them', () => {
    const onChange = vi.fn();
    // funnel is not a featured type: it joins the tiles, pressed, in front.
    renderWithProviders(<VizTypePicker value="funnel" onChange={onChange} />);
    const tiles = within(screen.getByRole('group', { name: 'Visualization type' })).getAllByRole('button');
    expect(tiles[0]?.getAttribute('title')).toBe('Funnel Chart');
    expect(tiles[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(onChange).toHaveBeenCalledWith('table');
  });
});
