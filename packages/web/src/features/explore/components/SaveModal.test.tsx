import type { QueryFormData } from '@loupe/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockListResponse } from '../../../testing/factories';
import { installFakeServer, type FakeServer, type RecordedRequest } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SaveModal, type SaveModalProps } from './SaveModal';

const DASHBOARDS = '/api/v1/dashboard/';
const ME = 7;
const FORM_DATA: QueryFormData = { datasource: '1__table', viz_type: 'table' };

function renderModal(props: Partial<SaveModalProps> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <SaveModal
      open
      onClose={onClose}
      formData={FORM_DATA}
      buildQueryContext={() => Promise.resolve(null)}
      sliceName="Delays"
      slice={null}
      userId={ME}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { onSaved, onClose };
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** Types into the dashboard select and picks the option showing `label`. */
async function pickDashboard(typed: string, label: RegExp): Promise<void> {
  const input = screen.getByRole('combobox', { name: 'Add to dashboard' });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: typed } });
  const option = await screen.findByText(label, {
    selector: '.ant-select-item-option-content, .ant-select-item-option-content *',
  });
  fireEvent.click(option);
}

// After a save, antd's leaving loading icon (its motion never ends in jsdom) keeps "loading" in the name.
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: /Save$/ }));

const bodyOf = (requests: RecordedRequest[]) => requests.at(-1)?.body as Record<string, unknown>;

describe('SaveModal', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } })
      .on('GET', DASHBOARDS, ({ q }) => {
        const filters = (q as { filters: { col: string; value: string }[] }).filters;
        const text = filters.find((f) => f.col === 'dashboard_title')?.value ?? '';
        const mine = [
          { id: 3, dashboard_title: 'Flights board' },
          { id: 4, dashboard_title: 'Weather' },
        ];
        return { body: createMockListResponse(mine.filter((d) => d.dashboard_title.includes(text))) };
      })
      .on('POST', DASHBOARDS, ({ body }) => ({ status: 201, body: { id: 12, result: body } }))
      .on('POST', '/api/v1/chart/', ({ body }) => ({ status: 201, body: { id: 50, result: body } }))
      .on('PUT', '/api/v1/chart/9', ({ body }) => ({ body: { id: 9, result: body } }))
      .on('GET', '/api/v1/chart/9', {
        body: { result: { id: 9, dashboards: [{ id: 1, dashboard_title: 'Old', json_metadata: null }] } },
      });
  });

  it("asks only for the user's own dashboards, searched by title", async () => {
    renderModal();
    const input = screen.getByRole('combobox', { name: 'Add to dashboard' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Flig' } });
    await waitFor(() =>
      expect(server.requestsTo('GET', DASHBOARDS).at(-1)?.q).toEqual({
        columns: ['id', 'dashboard_title'],
        filters: [
          { col: 'dashboard_title', opr: 'ct', value: 'Flig' },
          { col: 'owners', opr: 'rel_m_m', value: ME },
        ],
        order_column: 'dashboard_title',
        order_direction: 'asc',
        page: 0,
        page_size: 100,
      }),
    );
  });

  it('creates a new dashboard, then saves the chart onto it', async () => {
    const { onSaved } = renderModal();
    await pickDashboard('Delays board', /^New$/);
    save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 50, sliceName: 'Delays' }, 'saveas'));
    expect(bodyOf(server.requestsTo('POST', DASHBOARDS))).toEqual({ dashboard_title: 'Delays board' });
    expect(bodyOf(server.requestsTo('POST', '/api/v1/chart/'))).toMatchObject({
      slice_name: 'Delays',
      datasource_id: 1,
      dashboards: [12],
    });
    expect(await screen.findByText('Chart [Delays] has been saved')).toBeTruthy();
    expect(
      await screen.findByText('Dashboard [Delays board] just got created and chart [Delays] was added to it'),
    ).toBeTruthy();
  });

  it('offers no new dashboard when the typed title is one of them', async () => {
    renderModal();
    const input = screen.getByRole('combobox', { name: 'Add to dashboard' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Weather' } });
    await screen.findByText('Weather', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText(/^New$/)).toBeNull();
  });

  it('adds the chart to an existing dashboard without creating one', async () => {
    const { onSaved } = renderModal();
    await pickDashboard('Flig', /^Flights board$/);
    save();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.requestsTo('POST', DASHBOARDS)).toEqual([]);
    expect(bodyOf(server.requestsTo('POST', '/api/v1/chart/'))).toMatchObject({ dashboards: [3] });
    expect(await screen.findByText('Chart [Delays] was added to dashboard [Flights board]')).toBeTruthy();
  });

  it("keeps the chart's other dashboards when overwriting it onto one more", async () => {
    const { onSaved } = renderModal({ slice: { id: 9, owners: [ME] } });
    await pickDashboard('Weath', /^Weather$/);
    save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 9, sliceName: 'Delays' }, 'overwrite'));
    expect(bodyOf(server.requestsTo('PUT', '/api/v1/chart/9'))).toMatchObject({ dashboards: [1, 4] });
    expect(await screen.findByText('Chart [Delays] has been overwritten')).toBeTruthy();
  });

  it('leaves the dashboards alone when overwriting without choosing one', async () => {
    renderModal({ slice: { id: 9, owners: [ME] } });
    save();
    await waitFor(() => expect(server.requestsTo('PUT', '/api/v1/chart/9')).toHaveLength(1));
    expect(bodyOf(server.requestsTo('PUT', '/api/v1/chart/9'))).not.toHaveProperty('dashboards');
  });

  it('shows a failed dashboard creation and saves no chart', async () => {
    server.on('POST', DASHBOARDS, { status: 422, body: { message: { slug: ['Must be unique'] } } });
    const { onSaved } = renderModal();
    await pickDashboard('Delays board', /^New$/);
    save();

    expect(
      await within(dialog()).findByText('The dashboard could not be created: slug: Must be unique'),
    ).toBeTruthy();
    expect(server.requestsTo('POST', '/api/v1/chart/')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says so when the dashboard was created but the chart save failed, and reuses it on retry', async () => {
    server.on('POST', '/api/v1/chart/', { status: 403, body: { message: 'Forbidden' } });
    const { onSaved } = renderModal();
    await pickDashboard('Delays board', /^New$/);
    save();

    expect(
      await within(dialog()).findByText(
        'Dashboard [Delays board] was created, but the chart could not be saved: Forbidden',
      ),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    server.on('POST', '/api/v1/chart/', ({ body }) => ({ status: 201, body: { id: 51, result: body } }));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 51, sliceName: 'Delays' }, 'saveas'));
    expect(server.requestsTo('POST', DASHBOARDS)).toHaveLength(1);
    expect(bodyOf(server.requestsTo('POST', '/api/v1/chart/'))).toMatchObject({ dashboards: [12] });
  });
});
