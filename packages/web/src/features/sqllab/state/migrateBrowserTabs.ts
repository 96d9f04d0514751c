import type { LocalTabStore } from '../../../api/localTabStore';
import type { NewTableSchema, NewTabState } from '../../../api/sqllab';

/** What could not move; each kind has Superset's warning (spec 000 §8 migration warnings). */
export type MigrationWarning = 'queryEditor' | 'tableSchema' | 'query';

export interface MigrationDeps {
  createTab: (tab: NewTabState) => Promise<number>;
  addTableSchema: (table: NewTableSchema) => Promise<void>;
  /** Client ids of the user's runs made in a tab (by its sql_editor_id). */
  runsOf: (sqlEditorId: string) => Promise<string[]>;
  migrateRun: (tabId: number, clientId: string) => Promise<void>;
}

export interface MigrationReport {
  /** Tabs now on the server. */
  migrated: number;
  warnings: MigrationWarning[];
}

async function attempt(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves the tabs kept in the browser (while SQLLAB_BACKEND_PERSISTENCE was off) to the server: each
 * tab becomes a tab state, then its table cards and its runs follow. Whatever fails stays in the
 * browser's store and is tried again on the next visit; a tab is never created twice.
 */
export async function migrateBrowserTabs(
  store: LocalTabStore,
  deps: MigrationDeps,
): Promise<MigrationReport> {
  const warnings = new Set<MigrationWarning>();
  let migrated = 0;
  for (const tab of store.tabs()) {
    let serverId = store.migratedTo(tab.id);
    if (serverId === undefined) {
      try {
        serverId = await deps.createTab({
          name: tab.label ?? '',
          dbId: tab.database_id,
          schema: tab.schema,
          sql: tab.sql ?? '',
          queryLimit: tab.query_limit ?? 0,
        });
      } catch {
        warnings.add('queryEditor');
        continue;
      }
      store.markMigrated(tab.id, serverId);
      migrated += 1;
    }
    const tabId = serverId;
    for (const table of tab.table_schemas ?? []) {
      const name = table.table;
      if (name === null) continue;
      const moved = await attempt(() =>
        deps.addTableSchema({
          queryEditorId: tabId,
          dbId: table.database_id,
          schema: table.schema,
          name,
          expanded: table.expanded,
        }),
      );
      if (moved) store.removeTableSchema(table.id);
      else warnings.add('tableSchema');
    }
    const runsMoved = await attempt(async () => {
      for (const clientId of await deps.runsOf(String(tab.id))) await deps.migrateRun(tabId, clientId);
    });
    if (!runsMoved) warnings.add('query');
    const left = store.tabs().find((candidate) => candidate.id === tab.id);
    if (runsMoved && (left?.table_schemas ?? []).length === 0) store.remove(tab.id);
  }
  return { migrated, warnings: [...warnings] };
}
