import { beforeEach, describe, expect, it } from 'vitest';
import { LocalTabStore } from '../../../api/localTabStore';
import type { NewTableSchema, NewTabState } from '../../../api/sqllab';
import { migrateBrowserTabs, type MigrationDeps } from './migrateBrowserTabs';

/** A server that records what it was sent and fails the calls a test asks it to. */
function fakeServer(fail: { tabs?: boolean; tables?: boolean; runs?: boolean } = {}) {
  const created: NewTabState[] = [];
  const tables: NewTableSchema[] = [];
  const moved: [number, string][] = [];
  const deps: MigrationDeps = {
    createTab: async (tab) => {
      if (fail.tabs) throw new Error('500');
      created.push(tab);
      return 100 + created.length;
    },
    addTableSchema: async (table) => {
      if (fail.tables) throw new Error('500');
      tables.push(table);
    },
    runsOf: async (sqlEditorId) => (sqlEditorId === '-1' ? ['run-a', 'run-b'] : []),
    migrateRun: async (tabId, clientId) => {
      if (fail.runs) throw new Error('500');
      moved.push([tabId, clientId]);
    },
  };
  return { deps, created, tables, moved };
}

function storeWithTabs(): LocalTabStore {
  const store = new LocalTabStore(window.localStorage);
  const tab = store.create({ name: 'Flights', dbId: 1, schema: 'main', sql: 'SELECT 1', queryLimit: 500 });
  store.addTableSchema({ queryEditorId: tab.id, dbId: 1, schema: 'main', name: 'flights', expanded: true });
  store.create({ name: 'Other', dbId: 2, schema: null, sql: 'SELECT 2', queryLimit: 10 });
  return store;
}

describe('migrateBrowserTabs', () => {
  beforeEach(() => window.localStorage.clear());

  it('moves each tab, its table cards and its runs to the server, then forgets them', async () => {
    const store = storeWithTabs();
    const server = fakeServer();
    expect(await migrateBrowserTabs(store, server.deps)).toEqual({ migrated: 2, warnings: [] });
    expect(server.created).toEqual([
      { name: 'Flights', dbId: 1, schema: 'main', sql: 'SELECT 1', queryLimit: 500 },
      { name: 'Other', dbId: 2, schema: null, sql: 'SELECT 2', queryLimit: 10 },
    ]);
    expect(server.tables).toEqual([
      { queryEditorId: 101, dbId: 1, schema: 'main', name: 'flights', expanded: true },
    ]);
    expect(server.moved).toEqual([
      [101, 'run-a'],
      [101, 'run-b'],
    ]);
    expect(store.tabs()).toEqual([]);
  });

  it('warns and keeps a tab the server would not take, to try again later', async () => {
    const store = storeWithTabs();
    expect(await migrateBrowserTabs(store, fakeServer({ tabs: true }).deps)).toEqual({
      migrated: 0,
      warnings: ['queryEditor'],
    });
    expect(store.tabs()).toHaveLength(2);
  });

  it('retries only the table cards and runs that failed, never creating a tab twice', async () => {
    const store = storeWithTabs();
    const first = fakeServer({ tables: true, runs: true });
    expect(await migrateBrowserTabs(store, first.deps)).toEqual({
      migrated: 2,
      warnings: ['tableSchema', 'query'],
    });
    // The second tab had no cards and no runs: it is done.
    expect(store.tabs().map((tab) => tab.label)).toEqual(['Flights']);
    expect(store.migratedTo(-1)).toBe(101);

    const second = fakeServer();
    expect(await migrateBrowserTabs(store, second.deps)).toEqual({ migrated: 0, warnings: [] });
    expect(second.created).toEqual([]);
    expect(second.tables).toEqual([
      { queryEditorId: 101, dbId: 1, schema: 'main', name: 'flights', expanded: true },
    ]);
    expect(second.moved).toEqual([
      [101, 'run-a'],
      [101, 'run-b'],
    ]);
    expect(store.tabs()).toEqual([]);
  });
});
