import { useEffect, useRef } from 'react';
import { currentPlatform, matchesKey, pageShortcuts, type PageCommand } from './sqlLabShortcuts';

export type PageCommands = Record<PageCommand, () => void>;

/**
 * Binds the page-wide shortcuts (tabs) on the window while SQL Lab is shown. Key presses in the editor
 * reach it too: CodeMirror only consumes the keys it binds.
 */
export function useSqlLabPageShortcuts(commands: PageCommands): void {
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });
  useEffect(() => {
    const shortcuts = pageShortcuts(currentPlatform());
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      const hit = shortcuts.find((shortcut) => shortcut.keys.some((keys) => matchesKey(event, keys)));
      if (!hit) return;
      event.preventDefault();
      latest.current[hit.command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
