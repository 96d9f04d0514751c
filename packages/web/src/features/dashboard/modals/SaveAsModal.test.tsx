import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderApp';
import { SaveAsModal } from './SaveAsModal';

function titleField(): HTMLInputElement {
  return screen.getByLabelText('Save as:');
}

function save(): void {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
}

describe('SaveAsModal', () => {
  it("offers the dashboard's title marked as a copy, without copying the charts", async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <SaveAsModal open dashboardTitle="Flights" onHide={() => undefined} onSave={onSave} />,
    );

    expect(screen.getByRole('dialog', { name: 'Save dashboard' })).toBeTruthy();
    expect(titleField().value).toBe('Flights [copy]');
    save();

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ dashboard_title: 'Flights [copy]', duplicate_slices: false });
  });

  it('hands back the typed title, trimmed, and the choice to duplicate the charts', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <SaveAsModal open dashboardTitle="Flights" onHide={() => undefined} onSave={onSave} />,
    );

    fireEvent.change(titleField(), { target: { value: '  Flights for Ops ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'also copy (duplicate) charts' }));
    save();

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ dashboard_title: 'Flights for Ops', duplicate_slices: true });
  });

  it('refuses an empty title', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <SaveAsModal open dashboardTitle="Flights" onHide={() => undefined} onSave={onSave} />,
    );

    fireEvent.change(titleField(), { target: { value: '   ' } });
    save();

    expect(await screen.findByText('You must pick a name for the new dashboard')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cancels through onHide', () => {
    const onHide = vi.fn();
    renderWithProviders(
      <SaveAsModal open dashboardTitle="Flights" onHide={onHide} onSave={() => undefined} />,
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
