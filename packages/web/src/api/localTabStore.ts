import type { NewTableSchema, NewTabState, TabState, TabStateUpdate } from './sqllab';

const STORAGE_KEY = 'loupe.sqllab.tabs';

interface StoredTabs {
  /** Local ids count down from -1, so they never meet a server tab id (runs carry them as sql_editor_id). */
  nextId: number;
  activeId: number | null;
  tabs: TabState[];
  /** Local tab id → the server tab it became, while its tables or runs still wait to move there. */
  migrated: Record<string, number>;
}

function empty(): StoredTabs {
  return { nextId: -1, activeId: null, tabs: [], migrated: {} };
}

/** The error a missing tab gives, shaped like the server's 404 so the editor drops the tab the same way. */
export class LocalTabMissing extends Error {
  constructor(readonly id: number) {
    super('Not found');
  }
}

/**
 * SQL Lab's tab states kept in the browser, for when SQLLAB_BACKEND_PERSISTENCE is off: the same
 * operations and shapes as the server's /tabstateview/ and /tableschemaview/, so the editor does not
 * know which one it talks to. Tabs wait here to be migrated once persistence is turned back on.
 */
export class LocalTabStore {
  constructor(private readonly storage: Storage) {}

  private read(): StoredTabs {
    const raw = this.storage.getItem(STORAGE_KEY);
    if (!raw) return empty();
    try {
      const parsed = JSON.parse(raw) as Partial<StoredTabs>;
      return {
        nextId: typeof parsed.nextId === 'number' ? parsed.nextId : -1,
        activeId: typeof parsed.activeId === 'number' ? parsed.activeId : null,
        tabs: Array.isArray(parsed.tabs) ? parsed.tabs : [],
        migrated: typeof parsed.migrated === 'object' && parsed.migrated !== null ? parsed.migrated : {},
      };
    } catch {
      // Unreadable storage (edited by hand, another version) starts over instead of breaking SQL Lab.
      return empty();
    }
  }

  private write(stored: StoredTabs): void {
    if (stored.tabs.length === 0) this.storage.removeItem(STORAGE_KEY);
    else this.storage.setItem(STORAGE_KEY, JSON.stringify(stored));
  }

  private change<T>(work: (stored: StoredTabs) => T): T {
    const stored = this.read();
    const result = work(stored);
    this.write(stored);
    return result;
  }

  private tabOf(stored: StoredTabs, id: number): TabState {
    const tab = stored.tabs.find((candidate) => candidate.id === id);
    if (!tab) throw new LocalTabMissing(id);
    return tab;
  }

  tabs(): TabState[] {
    return this.read().tabs;
  }

  /** The bootstrap's tab list and active tab. */
  summary(): { tab_state_ids: [number, string][]; active_tab: { id: number } | null } {
    const { tabs, activeId } = this.read();
    const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
    return {
      tab_state_ids: tabs.map((tab) => [tab.id, tab.label]),
      active_tab: active ? { id: active.id } : null,
    };
  }

  get(id: number): TabState {
    return this.tabOf(this.read(), id);
  }

  create(tab: NewTabState): { id: number } {
    return this.change((stored) => {
      const id = stored.nextId;
      stored.nextId -= 1;
      stored.tabs.push({
        id,
        label: tab.name,
        database_id: tab.dbId,
        schema: tab.schema,
        sql: tab.sql,
        query_limit: tab.queryLimit,
        template_params: null,
        saved_query: null,
        table_schemas: [],
        hide_left_bar: false,
        autorun: tab.autorun === true,
      });
      stored.activeId = id;
      return { id };
    });
  }

  update(id: number, fields: TabStateUpdate): void {
    this.change((stored) => {
      const tab = this.tabOf(stored, id);
      if (fields.sql !== undefined) tab.sql = fields.sql;
      if (fields.label !== undefined) tab.label = fields.label;
      if (fields.dbId !== undefined) tab.database_id = fields.dbId;
      if (fields.schema !== undefined) tab.schema = fields.schema;
      if (fields.query_limit !== undefined) tab.query_limit = fields.query_limit;
      if (fields.template_params !== undefined) tab.template_params = fields.template_params;
      if (fields.saved_query_id !== undefined) tab.saved_query = { id: fields.saved_query_id };
      if (fields.hide_left_bar !== undefined) tab.hide_left_bar = fields.hide_left_bar;
      if (fields.autorun !== undefined) tab.autorun = fields.autorun;
    });
  }

  /** The server tab a local tab was migrated to, if it was. */
  migratedTo(id: number): number | undefined {
    return this.read().migrated[String(id)];
  }

  markMigrated(id: number, serverId: number): void {
    this.change((stored) => {
      stored.migrated[String(id)] = serverId;
    });
  }

  remove(id: number): void {
    this.change((stored) => {
      this.tabOf(stored, id);
      stored.tabs = stored.tabs.filter((tab) => tab.id !== id);
      delete stored.migrated[String(id)];
      if (stored.activeId === id) stored.activeId = stored.tabs.at(-1)?.id ?? null;
    });
  }

  activate(id: number): void {
    this.change((stored) => {
      this.tabOf(stored, id);
      stored.activeId = id;
    });
  }

  addTableSchema(table: NewTableSchema): { id: number } {
    return this.change((stored) => {
      const tab = this.tabOf(stored, table.queryEditorId);
      const id = stored.nextId;
      stored.nextId -= 1;
      tab.table_schemas = [
        ...(tab.table_schemas ?? []),
        { id, database_id: table.dbId, schema: table.schema, table: table.name, expanded: table.expanded },
      ];
      return { id };
    });
  }

  private withTableSchema(stored: StoredTabs, id: number): TabState {
    const tab = stored.tabs.find((candidate) => candidate.table_schemas?.some((t) => t.id === id));
    if (!tab) throw new LocalTabMissing(id);
    return tab;
  }

  removeTableSchema(id: number): void {
    this.change((stored) => {
      const tab = this.withTableSchema(stored, id);
      tab.table_schemas = (tab.table_schemas ?? []).filter((table) => table.id !== id);
    });
  }

  setTableSchemaExpanded(id: number, expanded: boolean): void {
    this.change((stored) => {
      const tab = this.withTableSchema(stored, id);
      tab.table_schemas = (tab.table_schemas ?? []).map((table) =>
        table.id === id ? { ...table, expanded } : table,
      );
    });
  }
}
