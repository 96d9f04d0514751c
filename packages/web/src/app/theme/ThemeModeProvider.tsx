import { ConfigProvider, theme } from 'antd';
import { useCallback, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { readInitialThemeMode, saveThemeMode, ThemeModeContext, type ThemeMode } from './themeMode';

interface ThemeModeProviderProps {
  children: ReactNode;
}

/** antd's ConfigProvider with the light or dark algorithm, switchable at run time. */
export function ThemeModeProvider({ children }: ThemeModeProviderProps): ReactElement {
  const [mode, setMode] = useState<ThemeMode>(() => readInitialThemeMode());
  const onToggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    saveThemeMode(next);
    setMode(next);
  }, [mode]);
  const value = useMemo(() => ({ mode, onToggle }), [mode, onToggle]);
  const themeConfig = useMemo(
    () => ({ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }),
    [mode],
  );
  return (
    <ThemeModeContext.Provider value={value}>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </ThemeModeContext.Provider>
  );
}
