import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chart } from '../../api/charts';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { ChartPropertiesModal } from './ChartPropertiesModal';

const CHART_PATH = '/api/v1/chart/7';

// The show columns of GET /api/v1/chart/<id>, as the server sends them.
const CHART: Chart = {
  id: 7,
  uuid: '5b0f3b52-8f8c-4c59-9a57-0e0c5b1c2f11',
  url: '/explore/?slice_id=7',
  slice_name: 'Delays by origin',
  viz_type: 'pie',
  params: '{"viz_type":"pie","datasource":"1__table"}',
  query_context: null,
  description: 'Average delay',
  cache_timeout: 600,
  certified_by: 'Data team',
  certification_details: 'Checked weekly',
  is_managed_externally: false,
  thumbnail_url: null,
  tags: [],
  changed_on_delta_humanized: '7 minutes ago',
  owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
  dashboards: [],
  datasource_id: 1,
  datasource_type: 'table',
  datasource_name_text: 'main.flights',
  datasource_url: '/explore/?datasource_type=table&datasource_id=1',
  datasource_uuid: '27e25406-276b-4421-ba47-16091c07cff3',
};

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

function save(): void {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
}

describe('ChartPropertiesModal', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', CHART_PATH, { body: { result: CHART } })
      .on('GET', '/api/v1/chart/related/owners', {
        body: {
          count: 2,
          result: [
            { value: 1, text: 'Admin User', extra: {} },
            { value: 9, text: 'Olga Owner', extra: {} },
          ],
        },
      })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-chart' } });
  });

  it("loads the chart's properties and PUTs the edited ones", async () => {
    server.on('PUT', CHART_PATH, (request) => ({ body: { id: 7, result: request.body } }));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ChartPropertiesModal chartId={7} open onClose={onClose} onSaved={onSaved} />);

    await waitFor(() => expect(field('Name').value).toBe('Delays by origin'));
    expect(screen.getByRole('dialog', { name: 'Edit Chart Properties' })).toBeTruthy();
    expect(field('Description').value).toBe('Average delay');
    expect(field('Certified by').value).toBe('Data team');
    expect(field('Certification details').value).toBe('Checked weekly');
    expect(field('Cache timeout').value).toBe('600');
    expect(screen.getByTitle('Admin User')).toBeTruthy();

    fireEvent.change(field('Name'), { target: { value: '  Delays by airport ' } });
    fireEvent.change(field('Description'), { target: { value: '' } });
    fireEvent.change(field('Cache timeout'), { target: { value: '-1' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Owners' }));
    fireEvent.click(await screen.findByTitle('Olga Owner'));
    save();

    await waitFor(() => expect(server.requestsTo('PUT', CHART_PATH)).toHaveLength(1));
    expect(server.requestsTo('PUT', CHART_PATH)[0]?.body).toEqual({
      slice_name: 'Delays by airport',
      description: null,
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
      cache_timeout: -1,
      owners: [1, 9],
    });
    expect(await screen.findByText('Chart properties updated')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('Delays by airport');
    expect(onClose).toHaveBeenCalled();
  });

  it('drops certification details when nobody certifies the chart, and an empty timeout is null', async () => {
    server.on('PUT', CHART_PATH, (request) => ({ body: { id: 7, result: request.body } }));
    renderWithProviders(<ChartPropertiesModal chartId={7} open onClose={() => undefined} />);
    await waitFor(() => expect(field('Name').value).toBe('Delays by origin'));

    fireEvent.change(field('Certified by'), { target: { value: ' ' } });
    fireEvent.change(field('Cache timeout'), { target: { value: '' } });
    save();

    await waitFor(() => expect(server.requestsTo('PUT', CHART_PATH)).toHaveLength(1));
    expect(server.requestsTo('PUT', CHART_PATH)[0]?.body).toMatchObject({
      certified_by: null,
      certification_details: null,
      cache_timeout: null,
    });
  });

  it('refuses an empty name and a cache timeout that is not a whole number', async () => {
    renderWithProviders(<ChartPropertiesModal chartId={7} open onClose={() => undefined} />);
    await waitFor(() => expect(field('Name').value).toBe('Delays by origin'));

    fireEvent.change(field('Name'), { target: { value: '   ' } });
    fireEvent.change(field('Cache timeout'), { target: { value: '1.5' } });
    save();

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(await screen.findByText('Cache timeout must be a whole number of seconds')).toBeTruthy();

    fireEvent.change(field('Cache timeout'), { target: { value: 'ten' } });
    expect(await screen.findByText('Cache timeout must be a whole number of seconds')).toBeTruthy();
    expect(server.requestsTo('PUT', CHART_PATH)).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    server.on('PUT', CHART_PATH, {
      status: 422,
      body: { message: 'Changing this chart is forbidden' },
    });
    const onClose = vi.fn();
    renderWithProviders(<ChartPropertiesModal chartId={7} open onClose={onClose} />);
    await waitFor(() => expect(field('Name').value).toBe('Delays by origin'));

    save();

    expect(await screen.findByText('Changing this chart is forbidden')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('marks the field the server rejected', async () => {
    server.on('PUT', CHART_PATH, {
      status: 400,
      body: { message: { slice_name: ['Longer than maximum length 250.'] } },
    });
    renderWithProviders(<ChartPropertiesModal chartId={7} open onClose={() => undefined} />);
    await waitFor(() => expect(field('Name').value).toBe('Delays by origin'));

    save();

    expect(await screen.findByText('Longer than maximum length 250.')).toBeTruthy();
    expect(screen.getByText('slice_name: Longer than maximum length 250.')).toBeTruthy();
  });

  it('reports a chart that cannot be read', async () => {
    server.on('GET', CHART_PATH, { status: 404, body: { message: 'Not found' } });
    renderWithProviders(<ChartPropertiesModal chartId={7} open onClose={() => undefined} />);

    expect(await screen.findByText('An error occurred while fetching the chart: Not found')).toBeTruthy();
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('asks nothing while closed', () => {
    renderWithProviders(<ChartPropertiesModal chartId={7} open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('GET', CHART_PATH)).toHaveLength(0);
  });
});
