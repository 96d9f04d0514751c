import { beforeEach, describe, expect, it } from 'vitest';
import { LocalTabMissing, LocalTabStore } from './localTabStore';

describe('LocalTabStore', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the autorun flag of a tab opened to run until the editor clears it', () => {
    const store = new LocalTabStore(window.localStorage);
    const { id } = store.create({
      name: 'From chart',
      dbId: 1,
      schema: null,
      sql: 'SELECT 1',
      queryLimit: 1000,
      autorun: true,
    });
    expect(store.get(id).autorun).toBe(true);
    store.update(id, { autorun: false });
    expect(new LocalTabStore(window.localStorage).get(id).autorun).toBe(false);
  });

  it('keeps tabs in the browser with ids that never meet a server tab id, across instances', () => {
    const store = new LocalTabStore(window.localStorage);
    const first = store.create({
      name: 'Untitled Query 1',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT 1',
      queryLimit: 1000,
    });
    const second = store.create({
      name: 'Untitled Query 2',
      dbId: 1,
      schema: null,
      sql: '',
      queryLimit: 100,
    });
    expect([first.id, second.id]).toEqual([-1, -2]);
    store.update(first.id, { sql: 'SELECT 2', label: 'Mine', hide_left_bar: true, saved_query_id: 7 });
    store.activate(first.id);

    // A reload reads the same storage.
    const again = new LocalTabStore(window.localStorage);
    expect(again.summary()).toEqual({
      tab_state_ids: [
        [-1, 'Mine'],
        [-2, 'Untitled Query 2'],
      ],
      active_tab: { id: -1 },
    });
    expect(again.get(-1)).toMatchObject({
      label: 'Mine',
      sql: 'SELECT 2',
      database_id: 1,
      schema: 'main',
      query_limit: 1000,
      hide_left_bar: true,
      saved_query: { id: 7 },
    });
  });

  it('keeps table cards with their tab, and answers a missing tab or card as not found', () => {
    const store = new LocalTabStore(window.localStorage);
    const tab = store.create({ name: 'T', dbId: 1, schema: 'main', sql: '', queryLimit: 10 });
    const card = store.addTableSchema({
      queryEditorId: tab.id,
      dbId: 1,
      schema: 'main',
      name: 'flights',
      expanded: true,
    });
    store.setTableSchemaExpanded(card.id, false);
    expect(store.get(tab.id).table_schemas).toEqual([
      { id: card.id, database_id: 1, schema: 'main', table: 'flights', expanded: false },
    ]);
    store.removeTableSchema(card.id);
    expect(store.get(tab.id).table_schemas).toEqual([]);
    expect(() => store.get(-99)).toThrow(LocalTabMissing);
    expect(() => store.removeTableSchema(card.id)).toThrow(LocalTabMissing);
    store.remove(tab.id);
    expect(store.summary()).toEqual({ tab_state_ids: [], active_tab: null });
    // Nothing left: the storage key goes too.
    expect(window.localStorage.length).toBe(0);
  });

  it('starts over from storage it cannot read instead of breaking SQL Lab', () => {
    window.localStorage.setItem('loupe.sqllab.tabs', '{not json');
    const store = new LocalTabStore(window.localStorage);
    expect(store.tabs()).toEqual([]);
    expect(store.create({ name: 'A', dbId: null, schema: null, sql: '', queryLimit: 1 }).id).toBe(-1);
  });
});
