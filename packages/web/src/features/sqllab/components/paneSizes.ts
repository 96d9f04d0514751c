/** react-resizable-panels' useDefaultLayout stores a layout under this prefix plus the layout's id. */
const STORAGE_PREFIX = 'react-resizable-panels:';
const LAYOUT_PREFIX = 'loupe-sqllab-';

/** The id a tab's split ('columns': schema browser | main, 'rows': editor / results) is saved under. */
export function paneLayoutId(tabId: number, split: 'columns' | 'rows'): string {
  return `${LAYOUT_PREFIX}${tabId}-${split}`;
}

/**
 * Drops the saved pane sizes of tabs that are gone, so closed tabs leave nothing behind in the
 * browser. A layout key reads `react-resizable-panels:loupe-sqllab-<tab id>-<split>[:<panel ids>]`;
 * tabs kept in the browser (backend persistence off) have negative ids.
 */
export function prunePaneSizes(storage: Storage, openTabIds: readonly number[]): void {
  const open = new Set(openTabIds.map(String));
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(STORAGE_PREFIX + LAYOUT_PREFIX)) continue;
    const tabId = /^(-?\d+)-/.exec(key.slice(STORAGE_PREFIX.length + LAYOUT_PREFIX.length))?.[1];
    if (tabId !== undefined && !open.has(tabId)) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}
