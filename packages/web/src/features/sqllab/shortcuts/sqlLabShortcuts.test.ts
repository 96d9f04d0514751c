import { describe, expect, it } from 'vitest';
import { editorShortcuts, keyLabels, matchesKey, pageShortcuts, sqlLabShortcuts } from './sqlLabShortcuts';

function keysOf(platform: 'mac' | 'windows' | 'other', command: string): readonly string[] | undefined {
  return sqlLabShortcuts(platform).find((shortcut) => shortcut.command === command)?.keys;
}

describe('sqlLabShortcuts', () => {
  it.each([
    ['mac', 'stop', ['Ctrl-x']],
    ['windows', 'stop', ['Ctrl-e']],
    ['other', 'stop', ['Ctrl-e']],
    ['mac', 'newTab', ['Ctrl-t']],
    ['windows', 'newTab', ['Ctrl-q']],
    ['other', 'newTab', ['Ctrl-q']],
    ['mac', 'run', ['Ctrl-Enter', 'Cmd-Enter', 'Ctrl-r', 'Alt-Enter']],
    ['other', 'run', ['Ctrl-Enter', 'Ctrl-r', 'Alt-Enter']],
    ['other', 'formatSql', ['Ctrl-Shift-f']],
  ] as const)('on %s binds %s to %j', (platform, command, keys) => {
    expect(keysOf(platform, command)).toEqual(keys);
  });

  it('splits the table into editor and page commands without losing one', () => {
    const editor = editorShortcuts('other').map((s) => s.command);
    const page = pageShortcuts('other').map((s) => s.command);
    expect(editor).toEqual(['run', 'runCurrent', 'stop', 'formatSql', 'saveQuery']);
    expect(page).toEqual(['newTab', 'previousTab', 'nextTab']);
  });

  it.each([
    [{ key: 'F', ctrlKey: true, shiftKey: true }, 'Ctrl-Shift-f', true],
    [{ key: 'f', ctrlKey: true }, 'Ctrl-Shift-f', false],
    [{ key: ']', ctrlKey: true }, 'Ctrl-]', true],
    [{ key: ']', metaKey: true }, 'Ctrl-]', false],
    [{ key: 'Enter', metaKey: true }, 'Cmd-Enter', true],
    [{ key: 'q', ctrlKey: true, altKey: true }, 'Ctrl-q', false],
  ])('matches %j against %s: %s', (init, keys, expected) => {
    expect(matchesKey(new KeyboardEvent('keydown', init), keys)).toBe(expected);
  });

  it('names the keys as the list shows them', () => {
    expect(keyLabels('Ctrl-Shift-f')).toEqual(['Ctrl', 'Shift', 'F']);
    expect(keyLabels('Cmd-Enter')).toEqual(['Cmd', 'Enter']);
    expect(keyLabels('Ctrl-[')).toEqual(['Ctrl', '[']);
  });
});
