import { useEffect, useRef } from 'react';
import { currentPlatform, matchesKey, pageShortcuts, type PageCommand } from './sqlLabShortcuts';

export type PageCommands = Record<PageCommand, () => void>;

/**
 * Binds the page-wide shortcuts (tabs) on the window while SQL Lab is shown. They listen in the capture
 * phase and keep the key from going further, so they also work in the editor, whose own keymap would
 * take Ctrl+[ and Ctrl+] to indent (Superset's editor lets these shortcuts win too).
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
      event.stopPropagation();
      latest.current[hit.command]();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
