import { ConfigProvider } from 'antd';
import { useCallback, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { themeConfig } from './themeConfig';
import { readInitialThemeMode, saveThemeMode, ThemeModeContext, type ThemeMode } from './themeMode';

interface ThemeModeProviderProps {
  children: ReactNode;
}

/** antd's ConfigProvider with the app's light or dark theme (themeConfig.ts), switchable at run time. */
export function ThemeModeProvider({ children }: ThemeModeProviderProps): ReactElement {
  const [mode, setMode] = useState<ThemeMode>(() => readInitialThemeMode());
  const onToggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    saveThemeMode(next);
    setMode(next);
  }, [mode]);
  const value = useMemo(() => ({ mode, onToggle }), [mode, onToggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ConfigProvider theme={themeConfig(mode)}>{children}</ConfigProvider>
    </ThemeModeContext.Provider>
  );
}
