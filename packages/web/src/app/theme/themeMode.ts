import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'loupe.theme';

export interface ThemeModeValue {
  mode: ThemeMode;
  onToggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', onToggle: () => undefined });

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}

/** The saved choice wins; without one, follow the operating system's preference. */
export function readInitialThemeMode(storage: Storage | undefined = globalThis.localStorage): ThemeMode {
  try {
    const saved = storage?.getItem(THEME_STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // Storage can be disabled (private mode, sandboxed frames); the default theme is then fine.
  }
  const prefersDark = globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  return prefersDark ? 'dark' : 'light';
}

export function saveThemeMode(mode: ThemeMode, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not persisting is acceptable; the toggle still applies for this page view.
  }
}
