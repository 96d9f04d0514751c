/**
 * SQL Lab's keyboard shortcuts, after Superset's SQL Lab (its KEY_MAP and the editor's hotkeys). One table
 * feeds both the bindings and the 'Keyboard shortcuts' list, so the two never disagree.
 *
 * Keys use CodeMirror's notation ('Ctrl-Shift-f'): the editor binds them as they are, the page matches
 * them against keydown events. Modifiers are named as pressed (Ctrl is the Control key on a Mac too,
 * as in Superset), never CodeMirror's platform-dependent 'Mod'.
 */

/** What a shortcut does. */
export type SqlLabCommand =
  'run' | 'runCurrent' | 'stop' | 'newTab' | 'formatSql' | 'saveQuery' | 'previousTab' | 'nextTab';

/** Commands that act on one editor; they bind in that editor's CodeMirror keymap. */
export type EditorCommand = Extract<SqlLabCommand, 'run' | 'runCurrent' | 'stop' | 'formatSql' | 'saveQuery'>;
/** Commands that act on the tabs; they bind on the SQL Lab page. */
export type PageCommand = Exclude<SqlLabCommand, EditorCommand>;

export type Platform = 'mac' | 'windows' | 'other';

export interface SqlLabShortcut<C extends SqlLabCommand = SqlLabCommand> {
  command: C;
  keys: readonly string[];
}

const EDITOR_COMMANDS: ReadonlySet<SqlLabCommand> = new Set<SqlLabCommand>([
  'run',
  'runCurrent',
  'stop',
  'formatSql',
  'saveQuery',
]);

export function isEditorCommand(command: SqlLabCommand): command is EditorCommand {
  return EDITOR_COMMANDS.has(command);
}

/** The shortcuts on a platform, in the order the list shows them. */
export function sqlLabShortcuts(platform: Platform): SqlLabShortcut[] {
  const mac = platform === 'mac';
  return [
    {
      command: 'run',
      keys: mac ? ['Ctrl-Enter', 'Cmd-Enter', 'Ctrl-r', 'Alt-Enter'] : ['Ctrl-Enter', 'Ctrl-r', 'Alt-Enter'],
    },
    // The statement the cursor is in.
    { command: 'runCurrent', keys: mac ? ['Ctrl-Shift-Enter', 'Cmd-Shift-Enter'] : ['Ctrl-Shift-Enter'] },
    // Superset stops with Ctrl+X on a Mac, where Ctrl+E moves to the line end.
    { command: 'stop', keys: [mac ? 'Ctrl-x' : 'Ctrl-e'] },
    // Superset opens a tab with Ctrl+T except on Windows (Ctrl+Q); Chromium keeps Ctrl+T for itself on
    // Linux as well, so only a Mac (whose browser tab key is Cmd+T) gets Ctrl+T.
    { command: 'newTab', keys: [mac ? 'Ctrl-t' : 'Ctrl-q'] },
    { command: 'formatSql', keys: ['Ctrl-Shift-f'] },
    // Not in Superset's list: the save dialog, as in most editors.
    { command: 'saveQuery', keys: mac ? ['Cmd-s', 'Ctrl-s'] : ['Ctrl-s'] },
    { command: 'previousTab', keys: ['Ctrl-['] },
    { command: 'nextTab', keys: ['Ctrl-]'] },
  ];
}

export function editorShortcuts(platform: Platform): SqlLabShortcut<EditorCommand>[] {
  return sqlLabShortcuts(platform).filter((s): s is SqlLabShortcut<EditorCommand> =>
    isEditorCommand(s.command),
  );
}

export function pageShortcuts(platform: Platform): SqlLabShortcut<PageCommand>[] {
  return sqlLabShortcuts(platform).filter(
    (s): s is SqlLabShortcut<PageCommand> => !isEditorCommand(s.command),
  );
}

/** The browser's platform, read once per call (tests may change it). */
export function currentPlatform(): Platform {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const name = `${nav?.platform ?? ''} ${nav?.userAgent ?? ''}`;
  if (/Mac|iPhone|iPad|iPod/i.test(name)) return 'mac';
  if (/Win/i.test(name)) return 'windows';
  return 'other';
}

interface ParsedKey {
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
  meta: boolean;
  key: string;
}

function parseKey(keys: string): ParsedKey {
  // The last part is the key itself, which may be '-' only in principle: none of ours is.
  const parts = keys.split('-');
  const key = parts.pop() ?? '';
  const has = (name: string): boolean => parts.includes(name);
  return { ctrl: has('Ctrl'), shift: has('Shift'), alt: has('Alt'), meta: has('Cmd'), key };
}

/** Whether a keydown event is this key combination. */
export function matchesKey(event: KeyboardEvent, keys: string): boolean {
  const parsed = parseKey(keys);
  return (
    event.ctrlKey === parsed.ctrl &&
    event.shiftKey === parsed.shift &&
    event.altKey === parsed.alt &&
    event.metaKey === parsed.meta &&
    event.key.toLowerCase() === parsed.key.toLowerCase()
  );
}

/** The keys of a combination as shown to the user: ['Ctrl', 'Shift', 'F']. */
export function keyLabels(keys: string): string[] {
  const parsed = parseKey(keys);
  const labels: string[] = [];
  if (parsed.ctrl) labels.push('Ctrl');
  if (parsed.meta) labels.push('Cmd');
  if (parsed.alt) labels.push('Alt');
  if (parsed.shift) labels.push('Shift');
  labels.push(parsed.key.length === 1 ? parsed.key.toUpperCase() : parsed.key);
  return labels;
}
