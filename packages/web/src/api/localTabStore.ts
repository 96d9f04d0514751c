import { isRecord } from '@loupe/core';
import type {
  NewTableSchema,
  NewTabState,
  SqlLabBootstrap,
  TableSchemaState,
  TabState,
  TabStateUpdate,
} from './sqllab';

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

function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function stringOr<T>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' ? value : fallback;
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** A kept table card, its missing fields filled (older versions kept fewer); null if it has no id. */
function storedTableSchema(value: unknown, tabId: number): TableSchemaState | null {
  if (!isRecord(value)) return null;
  const id = numberOr(value.id, null);
  const databaseId = numberOr(value.database_id, null);
  if (id === null || databaseId === null) return null;
  return {
    id,
    tab_state_id: tabId,
    database_id: databaseId,
    catalog: stringOr(value.catalog, null),
    schema: stringOr(value.schema, null),
    table: stringOr(value.table, null),
    description: value.description ?? null,
    expanded: booleanOr(value.expanded, true),
  };
}

/**
 * A kept tab as GET /tabstateview/<id> answers it. Tabs kept by older versions lack fields the answer
 * now always has (user_id, catalog, latest_query, extra_json, the table cards' tab_state_id...): they
 * get the values a new tab starts with. Null if it has no id.
 */
function storedTab(value: unknown): TabState | null {
  if (!isRecord(value)) return null;
  const id = numberOr(value.id, null);
  if (id === null) return null;
  const saved = isRecord(value.saved_query) ? value.saved_query : null;
  const savedId = saved ? numberOr(saved.id, null) : null;
  const tables = Array.isArray(value.table_schemas) ? value.table_schemas : [];
  return {
    id,
    user_id: numberOr(value.user_id, 0),
    label: stringOr(value.label, ''),
    active: booleanOr(value.active, false),
    database_id: numberOr(value.database_id, null),
    catalog: stringOr(value.catalog, null),
    schema: stringOr(value.schema, null),
    table_schemas: tables.flatMap((table) => storedTableSchema(table, id) ?? []),
    sql: stringOr(value.sql, null),
    query_limit: numberOr(value.query_limit, null),
    // Runs made in the browser are the user's queries on the server; the tab does not keep its last one.
    latest_query: null,
    autorun: booleanOr(value.autorun, false),
    template_params: stringOr(value.template_params, null),
    hide_left_bar: booleanOr(value.hide_left_bar, false),
    saved_query: saved && savedId !== null ? { id: savedId, label: stringOr(saved.label, null) } : null,
    extra_json: stringOr(value.extra_json, null),
  };
}

function storedMigrated(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, serverId]) =>
      typeof serverId === 'number' ? [[key, serverId]] : [],
    ),
  );
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
      const parsed: unknown = JSON.parse(raw);
      if (!isRecord(parsed)) return empty();
      return {
        nextId: numberOr(parsed.nextId, -1),
        activeId: numberOr(parsed.activeId, null),
        tabs: Array.isArray(parsed.tabs) ? parsed.tabs.flatMap((tab) => storedTab(tab) ?? []) : [],
        migrated: storedMigrated(parsed.migrated),
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
  summary(): Pick<SqlLabBootstrap, 'tab_state_ids' | 'active_tab'> {
    const { tabs, activeId } = this.read();
    const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
    return {
      tab_state_ids: tabs.map((tab) => [tab.id, tab.label]),
      active_tab: active ? { ...active, active: true } : null,
    };
  }

  get(id: number): TabState {
    const stored = this.read();
    const tab = this.tabOf(stored, id);
    return { ...tab, active: tab.id === stored.activeId };
  }

  create(tab: NewTabState): { id: number } {
    return this.change((stored) => {
      const id = stored.nextId;
      stored.nextId -= 1;
      stored.tabs.push({
        id,
        // The browser's tabs are the signed-in user's own; the server's user id is not needed here.
        user_id: 0,
        label: tab.name,
        active: false,
        database_id: tab.dbId,
        catalog: null,
        schema: tab.schema,
        sql: tab.sql,
        query_limit: tab.queryLimit,
        latest_query: null,
        template_params: null,
        saved_query: null,
        table_schemas: [],
        hide_left_bar: false,
        autorun: tab.autorun === true,
        extra_json: null,
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
      if (fields.saved_query_id !== undefined) tab.saved_query = { id: fields.saved_query_id, label: null };
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
        {
          id,
          tab_state_id: tab.id,
          database_id: table.dbId,
          catalog: null,
          schema: table.schema,
          table: table.name,
          description: table,
          expanded: table.expanded,
        },
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
