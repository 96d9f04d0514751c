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
      active_tab: expect.objectContaining({ id: -1, active: true }),
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
      expect.objectContaining({
        id: card.id,
        database_id: 1,
        schema: 'main',
        table: 'flights',
        expanded: false,
      }),
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

  it('reads tabs kept by older versions with the fields they lack filled in', () => {
    window.localStorage.setItem(
      'loupe.sqllab.tabs',
      JSON.stringify({
        nextId: -4,
        activeId: -1,
        tabs: [
          // As the version before the tab state followed core's schema kept it.
          {
            id: -1,
            label: 'Kept',
            database_id: 1,
            schema: 'main',
            sql: 'SELECT 1',
            query_limit: 100,
            template_params: null,
            saved_query: { id: 7 },
            table_schemas: [{ id: -2, database_id: 1, schema: 'main', table: 'flights', expanded: false }],
            hide_left_bar: true,
          },
          // Older still: no table cards, flags or saved query at all.
          { id: -3, label: 'Oldest', database_id: null, schema: null, sql: null, query_limit: null },
          // Not a tab: dropped rather than breaking the editor.
          { label: 'No id' },
          'junk',
        ],
        migrated: { '-9': 12, '-8': 'x' },
      }),
    );
    const store = new LocalTabStore(window.localStorage);
    expect(store.get(-1)).toEqual({
      id: -1,
      user_id: 0,
      label: 'Kept',
      active: true,
      database_id: 1,
      catalog: null,
      schema: 'main',
      table_schemas: [
        {
          id: -2,
          tab_state_id: -1,
          database_id: 1,
          catalog: null,
          schema: 'main',
          table: 'flights',
          description: null,
          expanded: false,
        },
      ],
      sql: 'SELECT 1',
      query_limit: 100,
      latest_query: null,
      autorun: false,
      template_params: null,
      hide_left_bar: true,
      saved_query: { id: 7, label: null },
      extra_json: null,
    });
    expect(store.get(-3)).toMatchObject({
      label: 'Oldest',
      active: false,
      table_schemas: [],
      autorun: false,
      hide_left_bar: false,
      saved_query: null,
      latest_query: null,
    });
    expect(store.summary()).toEqual({
      tab_state_ids: [
        [-1, 'Kept'],
        [-3, 'Oldest'],
      ],
      active_tab: expect.objectContaining({ id: -1, active: true, table_schemas: [expect.anything()] }),
    });
    expect(store.migratedTo(-9)).toBe(12);
    expect(store.migratedTo(-8)).toBeUndefined();
    // The filled-in tabs are what the next change writes back.
    store.setTableSchemaExpanded(-2, true);
    expect(new LocalTabStore(window.localStorage).get(-1).table_schemas[0]).toMatchObject({
      tab_state_id: -1,
      expanded: true,
    });
    expect(store.create({ name: 'New', dbId: 1, schema: null, sql: '', queryLimit: 1 }).id).toBe(-4);
  });

  it('starts over from storage it cannot read instead of breaking SQL Lab', () => {
    window.localStorage.setItem('loupe.sqllab.tabs', '{not json');
    const store = new LocalTabStore(window.localStorage);
    expect(store.tabs()).toEqual([]);
    expect(store.create({ name: 'A', dbId: null, schema: null, sql: '', queryLimit: 1 }).id).toBe(-1);
  });
});
