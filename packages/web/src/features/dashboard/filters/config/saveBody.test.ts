import {
  CYCLIC_HIERARCHY_MESSAGE,
  parsePositionJson,
  type NativeFilter,
  type NativeFilterDivider,
  type NativeFilterItem,
} from '@loupe/core';
import { describe, expect, it } from 'vitest';
import {
  draftReducer,
  hasChanges,
  initialDraft,
  newDivider,
  newFilter,
  type ConfigDraft,
  type DraftAction,
} from './configDraft';
import { filtersSaveBody } from './saveBody';
import { draftErrors, firstInvalidId } from './validation';
import { DASHBOARD_FILTERS_CONFIG_EN } from '../../../../app/i18n/en/dashboardFiltersConfig';

// Two tabs: chart 1 in TAB-a, chart 2 in TAB-b.
const layout = parsePositionJson(
  JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-t'] },
    'TABS-t': { id: 'TABS-t', type: 'TABS', children: ['TAB-a', 'TAB-b'], meta: {} },
    'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['CHART-1'], meta: { text: 'A' } },
    'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['CHART-2'], meta: { text: 'B' } },
    'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'One' } },
    'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2, sliceName: 'Two' } },
  }),
);

const origin: NativeFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'origin' } }],
  controlValues: { multiSelect: true, enableEmptyFilter: false },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  description: '',
};
const destination: NativeFilter = {
  ...origin,
  id: 'NATIVE_FILTER-destination',
  name: 'Destination',
  targets: [{ datasetId: 3, column: { name: 'destination' } }],
  cascadeParentIds: [origin.id],
};
const divider: NativeFilterDivider = {
  id: 'NATIVE_FILTER_DIVIDER-d',
  type: 'DIVIDER',
  title: 'Where',
  description: '',
};

const run = (draft: ConfigDraft, ...actions: DraftAction[]): ConfigDraft =>
  actions.reduce(draftReducer, draft);
const stored = (...items: NativeFilterItem[]) => initialDraft(items);

describe('filtersSaveBody', () => {
  it('is null when nothing changed, and once an edit is undone by restoring', () => {
    const draft = stored(origin, divider);
    expect(hasChanges(draft)).toBe(false);
    expect(filtersSaveBody(draft, layout)).toBeNull();
    const restored = run(draft, { type: 'removed', id: divider.id }, { type: 'restored', id: divider.id });
    expect(filtersSaveBody(restored, layout)).toBeNull();
  });

  it('sends an edited filter trimmed, with its scope computed, and leaves the others out', () => {
    const draft = run(stored(origin, destination), {
      type: 'changed',
      item: {
        ...destination,
        description: '  Where the flight lands  ',
        scope: { rootPath: ['TAB-b'], excluded: [] },
      },
    });
    expect(filtersSaveBody(draft, layout)).toEqual({
      deleted: [],
      modified: [
        {
          ...destination,
          description: 'Where the flight lands',
          scope: { rootPath: ['TAB-b'], excluded: [] },
          chartsInScope: [2],
          tabsInScope: ['TAB-b'],
          // The dependency section was on when loaded (it has a parent).
          cascadeParentIds: [origin.id],
          defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
        },
      ],
      reordered: [],
    });
  });

  it('deletes removed items (pending or expired) and drops a deleted parent from its children', () => {
    const draft = run(
      stored(origin, destination, divider),
      { type: 'removed', id: origin.id },
      { type: 'expired', id: divider.id },
    );
    // Only pending ones expire.
    expect(draft.items.map((item) => item.id)).toContain(divider.id);
    const expired = run(draft, { type: 'removed', id: divider.id }, { type: 'expired', id: divider.id });
    const body = filtersSaveBody(expired, layout)!;
    expect(body.deleted).toEqual([origin.id, divider.id]);
    expect(body.modified).toEqual([
      { ...destination, cascadeParentIds: [], chartsInScope: [1, 2], tabsInScope: ['TAB-a', 'TAB-b'] },
    ]);
    expect(body.reordered).toEqual([]);
  });

  it('sends the order only when it is not the stored one with new items at the end', () => {
    const added = newDivider();
    const appended = run(stored(origin, destination), { type: 'added', item: { ...added, title: 'Later' } });
    expect(filtersSaveBody(appended, layout)!.reordered).toEqual([]);
    const moved = run(appended, { type: 'moved', id: added.id, overId: origin.id });
    expect(filtersSaveBody(moved, layout)!.reordered).toEqual([added.id, origin.id, destination.id]);
    const swapped = run(stored(origin, destination), {
      type: 'moved',
      id: destination.id,
      overId: origin.id,
    });
    expect(filtersSaveBody(swapped, layout)).toEqual({
      deleted: [],
      modified: [],
      reordered: [destination.id, origin.id],
    });
  });

  it("stores a new filter's default as the filter's data mask and only the sections switched on", () => {
    const filter = {
      ...newFilter(3),
      name: 'Origin',
      targets: [{ datasetId: 3, column: { name: 'origin' } }],
    };
    const draft = run(
      stored(),
      { type: 'added', item: filter },
      { type: 'sectionSet', id: filter.id, section: 'defaultValue', on: true },
      {
        type: 'changed',
        item: {
          ...filter,
          defaultDataMask: { filterState: { value: ['JFK'] } },
          adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'delay > 0' }],
          controlValues: { ...filter.controlValues, inverseSelection: true },
        },
      },
    );
    const [saved] = filtersSaveBody(draft, layout)!.modified as NativeFilter[];
    expect(saved!.id).toMatch(/^NATIVE_FILTER-[\w-]{21}$/);
    expect(saved!.defaultDataMask).toEqual({
      id: filter.id,
      extraFormData: { filters: [{ col: 'origin', op: 'NOT IN', val: ['JFK'] }] },
      filterState: { value: ['JFK'] },
    });
    // The pre-filter section is off: its clause is not saved.
    expect(saved!.adhoc_filters).toBeUndefined();
    expect(saved!.chartsInScope).toEqual([1, 2]);
  });
});

describe('draft validation', () => {
  const messages = DASHBOARD_FILTERS_CONFIG_EN.errors;

  it("names each item's missing fields, and the first failing item in the order shown", () => {
    const untitled = { ...newFilter(), filterType: 'filter_range' };
    const draft = stored(origin, { ...divider, title: '  ' }, untitled);
    const errors = draftErrors(draft);
    expect(errors).toEqual({
      [divider.id]: { title: 'titleRequired' },
      [untitled.id]: { name: 'nameRequired', dataset: 'datasetRequired', column: 'columnRequired' },
    });
    expect(firstInvalidId(draft, errors)).toBe(divider.id);
    expect(messages.titleRequired).toBe('Title is required');
  });

  it('needs no dataset for a time range and no column for a time grain', () => {
    const time = { ...newFilter(), name: 'When', filterType: 'filter_time', targets: [{}] };
    const grain = { ...newFilter(3), name: 'Grain', filterType: 'filter_timegrain' };
    expect(draftErrors(stored(time, grain))).toEqual({});
  });

  it('refuses a cycle of parents, and a required value left empty unless the first value is taken', () => {
    const cyclic = stored({ ...origin, cascadeParentIds: [destination.id] }, destination);
    expect(draftErrors(cyclic)).toEqual({
      [origin.id]: { parents: 'cyclic' },
      [destination.id]: { parents: 'cyclic' },
    });
    expect(messages.cyclic).toBe(CYCLIC_HIERARCHY_MESSAGE);
    const required = { ...origin, controlValues: { enableEmptyFilter: true } };
    expect(draftErrors(stored(required))).toEqual({ [origin.id]: { defaultValue: 'valueRequired' } });
    const first = { ...origin, controlValues: { enableEmptyFilter: true, defaultToFirstItem: true } };
    expect(draftErrors(stored(first))).toEqual({});
    const withValue = { ...required, defaultDataMask: { filterState: { value: ['JFK'] } } };
    expect(draftErrors(stored(withValue))).toEqual({});
  });

  it('does not check removed items', () => {
    const draft = run(stored({ ...origin, name: '' }), { type: 'removed', id: origin.id });
    expect(draftErrors(draft)).toEqual({});
  });
});
