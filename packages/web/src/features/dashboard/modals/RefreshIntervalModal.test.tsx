import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderApp';
import { RefreshIntervalModal } from './RefreshIntervalModal';

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

function button(name: string): HTMLElement {
  return within(screen.getByRole('dialog')).getByRole('button', { name });
}

describe('RefreshIntervalModal', () => {
  it("offers Superset's intervals and, outside edit mode, sets one for this session only", async () => {
    const onChange = vi.fn();
    const onHide = vi.fn();
    renderWithProviders(
      <RefreshIntervalModal open refreshFrequency={0} editMode={false} onChange={onChange} onHide={onHide} />,
    );

    expect(screen.getByRole('dialog', { name: 'Refresh interval' })).toBeTruthy();
    expect(
      screen.getByText('The interval applies to this session only; it is not saved with the dashboard.'),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Refresh interval' }));
    // The list is virtual: the first ten choices are drawn.
    for (const label of ["Don't refresh", '10 seconds', '1 minute', '30 minutes', '6 hours'])
      expect((await screen.findAllByTitle(label)).length).toBeGreaterThan(0);
    fireEvent.click((await screen.findAllByTitle('5 minutes')).at(-1)!);
    fireEvent.click(button('Save for this session'));

    expect(onChange).toHaveBeenCalledWith(300, false);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('in edit mode saves the interval with the dashboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RefreshIntervalModal
        open
        refreshFrequency={300}
        editMode
        onChange={onChange}
        onHide={() => undefined}
      />,
    );
    expect(screen.getByText('The interval is saved with the dashboard when you save it.')).toBeTruthy();
    await choose('Refresh interval', '1 hour');
    fireEvent.click(button('Save'));
    expect(onChange).toHaveBeenCalledWith(3600, true);
  });

  it('takes a custom interval in hours, minutes and seconds, refusing none', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RefreshIntervalModal
        open
        refreshFrequency={0}
        editMode
        onChange={onChange}
        onHide={() => undefined}
      />,
    );
    await choose('Refresh interval', 'Custom interval');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Put some positive value greater than 0')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'HOUR' }), { target: { value: '1' } });
    await choose('Minutes value', '7 minutes');
    await choose('Seconds value', '9 seconds');
    fireEvent.click(button('Save'));
    expect(onChange).toHaveBeenCalledWith(3600 + 7 * 60 + 9, true);
  });

  it('opens an interval that is none of the choices as a custom one', () => {
    renderWithProviders(
      <RefreshIntervalModal
        open
        refreshFrequency={90}
        editMode
        onChange={() => undefined}
        onHide={() => undefined}
      />,
    );
    expect(screen.getByTitle('Custom interval')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'HOUR' }).value).toBe('0');
    expect(screen.getByTitle('1 minute')).toBeTruthy();
    expect(screen.getByTitle('30 seconds')).toBeTruthy();
  });

  it('warns about an interval shorter than the configured limit', async () => {
    renderWithProviders(
      <RefreshIntervalModal
        open
        refreshFrequency={0}
        editMode={false}
        refreshLimit={300}
        onChange={() => undefined}
        onHide={() => undefined}
      />,
    );
    expect(screen.queryByText('Are you sure you want to proceed?')).toBeNull();
    await choose('Refresh interval', '10 seconds');
    expect(
      screen.getByText(
        'Refreshing every 10 seconds runs every chart of this dashboard that often, which may load the database heavily.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Are you sure you want to proceed?')).toBeTruthy();
    await choose('Refresh interval', '30 minutes');
    expect(screen.queryByText('Are you sure you want to proceed?')).toBeNull();
  });
});
