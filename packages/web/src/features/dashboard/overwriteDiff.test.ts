import { describe, expect, it } from 'vitest';
import { overwriteDiffs, type StoredDashboard } from './overwriteDiff';

const POSITION = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] },
};

const STORED: StoredDashboard = {
  dashboard_title: 'Flights',
  slug: 'flights',
  css: '',
  json_metadata: JSON.stringify({
    color_scheme: 'supersetColors',
    refresh_frequency: 0,
    label_colors: { JFK: '#ff0000' },
  }),
  position_json: JSON.stringify(POSITION),
  owners: [1, 2],
  certified_by: null,
  certification_details: null,
};

describe('overwriteDiffs', () => {
  it('finds nothing when only formatting, key order or owner order differ', () => {
    const reformatted: StoredDashboard = {
      ...STORED,
      // Same metadata, keys in another order and indented.
      json_metadata: JSON.stringify(
        { label_colors: { JFK: '#ff0000' }, refresh_frequency: 0, color_scheme: 'supersetColors' },
        null,
        4,
      ),
      position_json: JSON.stringify(
        { GRID_ID: POSITION.GRID_ID, ROOT_ID: POSITION.ROOT_ID, DASHBOARD_VERSION_KEY: 'v2' },
        null,
        2,
      ),
      owners: [2, 1],
      // A null CSS and an empty one are the same stored value.
      css: null,
    };
    expect(overwriteDiffs(STORED, reformatted)).toEqual([]);
  });

  it('lists each changed field, metadata key by key, with the values before and after', () => {
    const mine: StoredDashboard = {
      ...STORED,
      dashboard_title: 'Flights 2024',
      css: '.header { color: red; }',
      certified_by: 'Data team',
      owners: [1],
      json_metadata: JSON.stringify({
        color_scheme: 'bnbColors',
        refresh_frequency: 0,
        label_colors: { JFK: '#ff0000' },
        cross_filters_enabled: true,
      }),
    };
    expect(overwriteDiffs(STORED, mine)).toEqual([
      { path: 'dashboard_title', before: 'Flights', after: 'Flights 2024' },
      { path: 'certified_by', before: '', after: 'Data team' },
      { path: 'css', before: '', after: '.header { color: red; }' },
      { path: 'owners', before: '[\n  1,\n  2\n]', after: '[\n  1\n]' },
      { path: 'json_metadata.color_scheme', before: 'supersetColors', after: 'bnbColors' },
      { path: 'json_metadata.cross_filters_enabled', before: '', after: 'true' },
    ]);
  });

  it('shows a changed metadata structure as indented JSON, and a removed key as empty', () => {
    const mine: StoredDashboard = {
      ...STORED,
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', label_colors: { JFK: '#00ff00' } }),
    };
    expect(overwriteDiffs(STORED, mine)).toEqual([
      { path: 'json_metadata.refresh_frequency', before: '0', after: '' },
      {
        path: 'json_metadata.label_colors',
        before: '{\n  "JFK": "#ff0000"\n}',
        after: '{\n  "JFK": "#00ff00"\n}',
      },
    ]);
  });

  it('compares the layout as a whole', () => {
    const moved = {
      ...POSITION,
      GRID_ID: { ...POSITION.GRID_ID, children: ['ROW-1'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: [], parents: ['ROOT_ID', 'GRID_ID'] },
    };
    const diffs = overwriteDiffs(STORED, { ...STORED, position_json: JSON.stringify(moved) });
    expect(diffs.map((diff) => diff.path)).toEqual(['position_json']);
    expect(JSON.parse(diffs[0]!.before)).toEqual(POSITION);
    expect(JSON.parse(diffs[0]!.after)).toEqual(moved);
  });

  it('treats empty stored metadata as an empty object and compares unreadable text as it is', () => {
    expect(overwriteDiffs({ ...STORED, json_metadata: '' }, { ...STORED, json_metadata: '{}' })).toEqual([]);
    expect(
      overwriteDiffs({ ...STORED, json_metadata: '{broken' }, { ...STORED, json_metadata: '{}' }),
    ).toEqual([{ path: 'json_metadata', before: '{broken', after: '{}' }]);
  });
});
