import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderApp';
import { overwriteDiffs, type StoredDashboard } from '../overwriteDiff';
import { OverwriteConfirmModal } from './OverwriteConfirmModal';

const STORED: StoredDashboard = {
  dashboard_title: 'Flights',
  slug: null,
  css: '',
  json_metadata: '{"color_scheme":"supersetColors","refresh_frequency":0}',
  position_json: '{}',
  owners: [1],
  certified_by: null,
  certification_details: null,
};

describe('OverwriteConfirmModal', () => {
  it('shows each value the save would overwrite, before and after', () => {
    const diffs = overwriteDiffs(STORED, {
      ...STORED,
      css: '.a { color: red; }',
      json_metadata: '{"color_scheme":"bnbColors","refresh_frequency":0}',
    });
    renderWithProviders(
      <OverwriteConfirmModal open diffs={diffs} onConfirm={() => undefined} onCancel={() => undefined} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Confirm overwrite' });
    expect(within(dialog).getByText('Please confirm the overwrite values.')).toBeTruthy();
    expect(within(dialog).getByText('css')).toBeTruthy();
    expect(within(dialog).getByText('json_metadata.color_scheme')).toBeTruthy();
    expect(within(dialog).queryByText('json_metadata.refresh_frequency')).toBeNull();
    expect(within(dialog).getByText('.a { color: red; }')).toBeTruthy();
    expect(within(dialog).getByText('supersetColors')).toBeTruthy();
    expect(within(dialog).getByText('bnbColors')).toBeTruthy();
    // The empty stored CSS is said to be empty rather than shown as nothing.
    expect(within(dialog).getByText('(empty)')).toBeTruthy();
  });

  it('folds a long list, and a path opens its values', () => {
    const diffs = overwriteDiffs(STORED, {
      ...STORED,
      dashboard_title: 'Flights 2',
      slug: 'flights',
      css: 'x',
      owners: [1, 2],
    });
    expect(diffs).toHaveLength(4);
    renderWithProviders(
      <OverwriteConfirmModal open diffs={diffs} onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.queryByText('Flights 2')).toBeNull();
    fireEvent.click(screen.getByText('dashboard_title'));
    expect(screen.getByText('Flights 2')).toBeTruthy();
  });

  it('overwrites or cancels through its callbacks', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const diffs = [{ path: 'css', before: '', after: 'x' }];
    renderWithProviders(
      <OverwriteConfirmModal open diffs={diffs} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
