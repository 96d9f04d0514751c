import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { PropertiesModal, type PropertiesDashboard } from './PropertiesModal';

const METADATA = {
  color_scheme: 'supersetColors',
  label_colors: { JFK: '#ff0000' },
  refresh_frequency: 0,
  shared_label_colors: ['JFK', 'LAX'],
  native_filter_configuration: [],
};

const DASHBOARD: PropertiesDashboard = {
  id: 4,
  dashboard_title: 'Flights',
  slug: 'flights',
  owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
  roles: [{ id: 3, name: 'Gamma' }],
  certified_by: null,
  certification_details: null,
  json_metadata: JSON.stringify(METADATA),
};

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

function submit(label = 'Apply'): void {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: label }));
}

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

function related(items: [number, string][]): { body: unknown } {
  return {
    body: { count: items.length, result: items.map(([value, text]) => ({ value, text, extra: {} })) },
  };
}

describe('PropertiesModal', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on(
        'GET',
        '/api/v1/dashboard/related/owners',
        related([
          [1, 'Admin User'],
          [2, 'Olga Owner'],
        ]),
      )
      .on(
        'GET',
        '/api/v1/dashboard/related/roles',
        related([
          [3, 'Gamma'],
          [2, 'Alpha'],
        ]),
      );
  });

  afterEach(() => {
    delete window.__LOUPE_FEATURE_FLAGS__;
  });

  it('starts from the dashboard and hands back its edited properties', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <PropertiesModal
        open
        dashboard={DASHBOARD}
        onHide={() => undefined}
        onSubmit={onSubmit}
        submitLabel="Apply"
      />,
    );

    expect(screen.getByRole('dialog', { name: 'Dashboard properties' })).toBeTruthy();
    for (const section of ['Basic information', 'Access', 'Colors', 'Certification', 'Advanced'])
      expect(screen.getByText(section)).toBeTruthy();
    expect(field('Title').value).toBe('Flights');
    expect(field('URL slug').value).toBe('flights');
    expect(screen.getByTitle('Admin User')).toBeTruthy();
    expect(screen.getByTitle('Superset Colors')).toBeTruthy();
    // The editor leaves out what the dashboard computes on save.
    const shown = JSON.parse(field('JSON metadata').value) as Record<string, unknown>;
    expect(shown).toEqual({
      color_scheme: 'supersetColors',
      label_colors: { JFK: '#ff0000' },
      refresh_frequency: 0,
      native_filter_configuration: [],
    });

    fireEvent.change(field('Title'), { target: { value: ' Flights 2024 ' } });
    fireEvent.change(field('URL slug'), { target: { value: ' ' } });
    await choose('Owners', 'Olga Owner');
    fireEvent.change(field('Certified by'), { target: { value: 'Data team' } });
    fireEvent.change(field('Certification details'), { target: { value: 'Checked weekly' } });
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect({ ...values, json_metadata: JSON.parse(values.json_metadata as string) as unknown }).toEqual({
      dashboard_title: 'Flights 2024',
      slug: null,
      owners: [1, 2],
      roles: [3],
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
      color_scheme: 'supersetColors',
      // The keys left out of the editor are kept.
      json_metadata: METADATA,
    });
    expect(server.requestsTo('GET', '/api/v1/dashboard/related/owners').length).toBeGreaterThan(0);
  });

  it('writes the chosen colour scheme into the JSON metadata', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <PropertiesModal
        open
        dashboard={DASHBOARD}
        onHide={() => undefined}
        onSubmit={onSubmit}
        submitLabel="Save"
      />,
    );
    await choose('Color scheme', 'Airbnb Colors');
    expect((JSON.parse(field('JSON metadata').value) as Record<string, unknown>).color_scheme).toBe(
      'bnbColors',
    );
    submit('Save');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as { color_scheme: string; json_metadata: string };
    expect(values.color_scheme).toBe('bnbColors');
    expect(JSON.parse(values.json_metadata)).toMatchObject({
      color_scheme: 'bnbColors',
      label_colors: { JFK: '#ff0000' },
    });
  });

  it('drops certification details when nobody certifies the dashboard', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <PropertiesModal
        open
        dashboard={{ ...DASHBOARD, certified_by: 'Data team', certification_details: 'Weekly' }}
        onHide={() => undefined}
        onSubmit={onSubmit}
        submitLabel="Apply"
      />,
    );
    fireEvent.change(field('Certified by'), { target: { value: '  ' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ certified_by: null, certification_details: null });
  });

  it('refuses JSON metadata that is not a JSON object, and an unknown colour scheme in it', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <PropertiesModal
        open
        dashboard={DASHBOARD}
        onHide={() => undefined}
        onSubmit={onSubmit}
        submitLabel="Apply"
      />,
    );

    for (const text of ['{"color_scheme": ', '[1, 2]', '"text"']) {
      fireEvent.change(field('JSON metadata'), { target: { value: text } });
      submit();
      expect(await screen.findByText('JSON metadata is invalid!')).toBeTruthy();
    }
    fireEvent.change(field('JSON metadata'), { target: { value: '{"color_scheme": "rainbow"}' } });
    submit();
    expect(await screen.findByText('A valid color scheme is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field('JSON metadata'), { target: { value: '{"color_scheme": "d3Category10"}' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ color_scheme: 'd3Category10' });
  });

  it('shows roles only with DASHBOARD_RBAC on', async () => {
    const { unmount } = renderWithProviders(
      <PropertiesModal
        open
        dashboard={DASHBOARD}
        onHide={() => undefined}
        onSubmit={() => undefined}
        submitLabel="Apply"
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Roles' })).toBeNull();
    unmount();

    window.__LOUPE_FEATURE_FLAGS__ = { DASHBOARD_RBAC: true };
    const onSubmit = vi.fn();
    renderWithProviders(
      <PropertiesModal
        open
        dashboard={DASHBOARD}
        onHide={() => undefined}
        onSubmit={onSubmit}
        submitLabel="Apply"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Roles' })).toBeTruthy();
    expect(screen.getByTitle('Gamma')).toBeTruthy();
    await choose('Roles', 'Alpha');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ roles: [3, 2] });
  });

  it('cancels through onHide', () => {
    const onHide = vi.fn();
    renderWithProviders(
      <PropertiesModal
        open
        dashboard={DASHBOARD}
        onHide={onHide}
        onSubmit={() => undefined}
        submitLabel="Apply"
      />,
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
