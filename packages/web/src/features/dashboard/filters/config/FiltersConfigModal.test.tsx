import {
  parsePositionJson,
  type DashboardLayout,
  type NativeFilter,
  type NativeFilterDivider,
  type NativeFilterItem,
} from '@loupe/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import {
  createMockDataset,
  createMockDatasetListItem,
  createMockDatasourceData,
} from '../../../../testing/dataFactories';
import { createMockListResponse } from '../../../../testing/factories';
import { installFakeServer, type FakeServer } from '../../../../testing/fakeServer';
import { renderWithProviders, type RenderedApp } from '../../../../testing/renderApp';
import { DashboardContext, type DashboardContextValue } from '../../DashboardContext';
import { dashboardActions, nativeFiltersOf } from '../../state/dashboardSlice';
import { FiltersConfigModal } from './FiltersConfigModal';

const FLIGHTS = createMockDataset({ id: 7 });

const LAYOUT: DashboardLayout = parsePositionJson(
  JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-t'] },
    'TABS-t': { id: 'TABS-t', type: 'TABS', children: ['TAB-a', 'TAB-b'], meta: {} },
    'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['CHART-1'], meta: { text: 'Delays' } },
    'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['CHART-2'], meta: { text: 'Routes' } },
    'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'Delay' } },
    'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2, sliceName: 'Route' } },
  }),
);

const origin: NativeFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'origin' } }],
  controlValues: { multiSelect: true, enableEmptyFilter: false },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  description: '',
};
const carrier: NativeFilter = {
  ...origin,
  id: 'NATIVE_FILTER-carrier',
  name: 'Carrier',
  targets: [{ datasetId: 7, column: { name: 'carrier' } }],
};
const divider: NativeFilterDivider = {
  id: 'NATIVE_FILTER_DIVIDER-d',
  type: 'DIVIDER',
  title: 'Where',
  description: '',
};

const CONTEXT: DashboardContextValue = {
  dashboardId: 5,
  title: 'Flights',
  charts: new Map([
    [1, { id: 1, slice_name: 'Average delay' }],
    [2, { id: 2, slice_name: 'Routes by origin' }],
  ]),
  datasets: new Map([[7, createMockDatasourceData(FLIGHTS)]]),
  layout: LAYOUT,
  editMode: false,
  canExplore: true,
  loadAll: false,
  changeLayout: () => undefined,
  warn: () => undefined,
};

/** The dashboard's state loaded with these filters, then the modal (as the page opens it). */
function Harness({ items, onHide }: { items: NativeFilterItem[]; onHide: () => void }): ReactElement | null {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((root) => root.dashboard.id !== null);
  useEffect(() => {
    dispatch(
      dashboardActions.loaded({
        id: 5,
        published: true,
        changedOn: '2026-11-24T10:00:00',
        title: 'Flights',
        css: '',
        metadata: { native_filter_configuration: items },
        layout: LAYOUT,
        properties: { slug: null, owners: [1], roles: [], certified_by: null, certification_details: null },
      }),
    );
  }, [dispatch, items]);
  if (!loaded) return null;
  return (
    <DashboardContext.Provider value={CONTEXT}>
      <FiltersConfigModal onHide={onHide} />
    </DashboardContext.Provider>
  );
}

function open(items: NativeFilterItem[]): RenderedApp & { onHide: ReturnType<typeof vi.fn> } {
  const onHide = vi.fn();
  const rendered = renderWithProviders(<Harness items={items} onHide={onHide} />);
  return { ...rendered, onHide };
}

const dialog = () => screen.getByRole('dialog', { name: 'Add and edit filters' });
const list = () => within(dialog()).getByRole('navigation', { name: 'Filters and dividers' });
const rows = () => within(list()).getAllByTestId('filters-config-item');
const click = (name: string | RegExp) => fireEvent.click(within(dialog()).getByRole('button', { name }));

describe('FiltersConfigModal', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf-filters' } })
      .on('GET', '/api/v1/dataset/', {
        body: createMockListResponse([createMockDatasetListItem({ id: 7, table_name: 'flights' })]),
      })
      .on('GET', '/api/v1/dataset/7', { body: { id: 7, result: FLIGHTS } })
      .on('PUT', '/api/v1/dashboard/5/filters', ({ body }) => ({
        body: { result: (body as { modified: unknown[] }).modified },
      }));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the filters and dividers in order and shows the first one', async () => {
    open([origin, divider, carrier]);
    await screen.findByRole('dialog', { name: 'Add and edit filters' });
    expect(rows().map((row) => row.textContent)).toEqual(['Origin', 'Where', 'Carrier']);
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeTruthy();
    expect((screen.getByLabelText('Filter name') as HTMLInputElement).value).toBe('Origin');
    click('Where');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Where');
  });

  it('blocks Save and selects the first item in error, marking each failing item', async () => {
    const { onHide } = open([origin, { ...divider, title: '' }]);
    await screen.findByRole('dialog');
    // A new filter: the dashboard's only dataset is chosen, its name and column are not.
    fireEvent.click(screen.getByTestId('filters-config-add'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Filter' }));
    expect(rows()).toHaveLength(3);
    click('Save');

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(within(list()).getAllByRole('img', { name: 'This item has errors' })).toHaveLength(2);
    click(/^\[untitled\]/);
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Column is required')).toBeTruthy();
    expect(server.requestsTo('PUT', '/api/v1/dashboard/5/filters')).toHaveLength(0);
    expect(onHide).not.toHaveBeenCalled();
  });

  it('refuses parents that make a cycle', async () => {
    open([
      { ...origin, cascadeParentIds: [carrier.id] },
      { ...carrier, cascadeParentIds: [origin.id] },
    ]);
    await screen.findByRole('dialog');
    click('Save');
    expect(await screen.findByText('Cannot create cyclic hierarchy')).toBeTruthy();
    expect(server.requestsTo('PUT', '/api/v1/dashboard/5/filters')).toHaveLength(0);
  });

  it('needs a default value when a value is required and the first one is not taken', async () => {
    server.on('POST', '/api/v1/chart/data', {
      body: {
        result: [
          {
            colnames: ['origin'],
            coltypes: [1],
            data: [{ origin: 'JFK' }, { origin: 'LAX' }],
            rowcount: 2,
            label_map: { origin: ['origin'] },
          },
        ],
      },
    });
    open([{ ...origin, controlValues: { enableEmptyFilter: true } }]);
    await screen.findByRole('dialog');
    const hasDefault = screen.getByRole('checkbox', { name: 'Filter has default value' });
    expect((hasDefault as HTMLInputElement).checked).toBe(true);
    expect((hasDefault as HTMLInputElement).disabled).toBe(true);
    // The switch's label and, once Save is tried, the default value's error.
    expect(screen.getAllByText('Filter value is required')).toHaveLength(1);
    click('Save');
    await waitFor(() => expect(screen.getAllByText('Filter value is required')).toHaveLength(2));
    // 'Select first filter value by default' takes the place of a default value.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select first filter value by default' }));
    await waitFor(() => expect(screen.getAllByText('Filter value is required')).toHaveLength(1));
  });

  it('offers a removed item back for five seconds, then lets it go', async () => {
    open([origin, divider]);
    await screen.findByRole('dialog');
    vi.useFakeTimers();
    click('Remove Where');
    expect(rows()[1]!.textContent).toContain('(Removed)');
    act(() => vi.advanceTimersByTime(4999));
    click('Restore Divider');
    expect(rows().map((row) => row.textContent)).toEqual(['Origin', 'Where']);
    // The restored item's window is over: it stays.
    act(() => vi.advanceTimersByTime(5000));
    expect(rows()).toHaveLength(2);

    click('Remove Origin');
    expect(screen.getByText('You have removed this filter.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(rows().map((row) => row.textContent)).toEqual(['Where']);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Where');
  });

  it('saves deletions, edits and the new order, and puts the stored configuration in the dashboard', async () => {
    const { store, onHide } = open([origin, divider, carrier]);
    await screen.findByRole('dialog');
    click('Remove Carrier');
    click('Where');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '  Airports  ' } });
    fireEvent.click(screen.getByTestId('filters-config-add'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Divider' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'More' } });
    click('Save');

    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const [request] = server.requestsTo('PUT', '/api/v1/dashboard/5/filters');
    const body = request!.body as { deleted: string[]; modified: NativeFilterItem[]; reordered: string[] };
    expect(body.deleted).toEqual([carrier.id]);
    expect(body.modified).toHaveLength(2);
    expect(body.modified[0]).toEqual({ ...divider, description: 'Airports' });
    expect(body.modified[1]).toMatchObject({ type: 'DIVIDER', title: 'More', description: '' });
    expect(body.modified[1]!.id).toMatch(/^NATIVE_FILTER_DIVIDER-/);
    // New items at the end, the rest in the stored order: no reordering to send.
    expect(body.reordered).toEqual([]);
    expect(nativeFiltersOf(store.getState().dashboard.metadata)).toEqual(body.modified);
  });

  it('scopes a filter to the tabs and charts checked in the tree', async () => {
    open([origin]);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('tab', { name: 'Scoping' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Apply to specific panels' }));
    const tree = screen.getByRole('tree', { name: 'Panels the filter applies to' });
    expect(within(tree).getByText('Average delay')).toBeTruthy();
    // Unchecking the "Delays" tab leaves "Routes": its tab becomes the scope.
    fireEvent.click(
      within(tree).getByText('Delays').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
    );
    click('Save');
    await waitFor(() => expect(server.requestsTo('PUT', '/api/v1/dashboard/5/filters')).toHaveLength(1));
    const body = server.requestsTo('PUT', '/api/v1/dashboard/5/filters')[0]!.body as {
      modified: NativeFilter[];
    };
    expect(body.modified[0]).toMatchObject({
      scope: { rootPath: ['TAB-b'], excluded: [] },
      chartsInScope: [2],
      tabsInScope: ['TAB-b'],
    });
  });

  it('asks before cancelling with changes', async () => {
    const { onHide } = open([origin]);
    await screen.findByRole('dialog');
    click('Cancel');
    expect(onHide).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Filter name'), { target: { value: 'From' } });
    click('Cancel');
    expect(screen.getByText('There are unsaved changes.')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to cancel?')).toBeTruthy();
    click('Keep editing');
    expect((screen.getByLabelText('Filter name') as HTMLInputElement).value).toBe('From');
    click('Cancel');
    click('Yes, cancel');
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it("toasts the server's message when the save fails and stays open", async () => {
    server.on('PUT', '/api/v1/dashboard/5/filters', { status: 403, body: { message: 'Forbidden' } });
    const { onHide } = open([origin]);
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('Filter name'), { target: { value: 'From' } });
    click('Save');
    expect(
      await screen.findByText('Sorry, there was an error saving this dashboard: Forbidden'),
    ).toBeTruthy();
    expect(onHide).not.toHaveBeenCalled();
  });
});
