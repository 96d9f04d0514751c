import { createMockSqlLabBootstrap, createMockTabState } from '../../../testing/sqllabFactories';
import { defaultHighlightStyle } from '@codemirror/language';
import { me } from '../../../testing/wire';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeConfig } from '../../../app/theme/themeConfig';
import { THEME_STORAGE_KEY, useThemeMode } from '../../../app/theme/themeMode';
import { createMockListResponse } from '../../../testing/factories';
import { installFakeServer } from '../../../testing/fakeServer';
import { renderWithProviders } from '../../../testing/renderApp';
import { SqlLabPage } from '../SqlLabPage';
import { editor } from '../sqllabPage.testkit';
import { DARK_SYNTAX, LIGHT_SYNTAX } from './editorTheme';

function rgb(color: string): [number, number, number] {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const KEYWORD = '#708';

describe('the SQL editor theme', () => {
  it('gives every syntax colour at least 4.5:1 on the editor background, light and dark', () => {
    const dark = theme.getDesignToken(themeConfig('dark')).colorBgContainer;
    const light = theme.getDesignToken(themeConfig('light')).colorBgContainer;
    // The default keyword colour is what made keywords near-invisible on the dark background.
    expect(contrast(KEYWORD, dark)).toBeLessThan(2.5);
    expect(contrast(DARK_SYNTAX[KEYWORD]!, dark)).toBeGreaterThanOrEqual(4.5);
    const defaults = defaultHighlightStyle.specs
      .map((spec) => spec.color)
      .filter((color): color is string => typeof color === 'string');
    for (const color of defaults) {
      expect(DARK_SYNTAX[color], color).toBeDefined();
      expect(contrast(DARK_SYNTAX[color]!, dark), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast(LIGHT_SYNTAX[color] ?? color, light), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

function ThemeToggle(): ReactElement {
  const { onToggle } = useThemeMode();
  return (
    <button type="button" onClick={onToggle}>
      toggle theme
    </button>
  );
}

const TAB = createMockTabState({
  id: 1,
  label: 'Untitled Query 1',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 1000,
});

describe('the SQL editor in the app theme', () => {
  beforeEach(() => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    installFakeServer()
      .on('GET', '/api/v1/sqllab/', {
        body: createMockSqlLabBootstrap({
          tab_state_ids: [[1, 'Untitled Query 1']],
          active_tab: { id: 1 },
          databases: { 1: { id: 1, database_name: 'examples', backend: 'duckdb' } },
        }),
      })
      .on('GET', '/tabstateview/1', { body: TAB })
      .on('GET', '/api/v1/database/1/schemas/', { body: { result: ['main'], default_schema: null } })
      .on('GET', '/api/v1/database/1/tables/', { body: { count: 0, result: [] } })
      .on('GET', '/api/v1/me/', { body: { result: me(1, 'admin') } })
      .on('GET', '/api/v1/query/', { body: createMockListResponse([]) });
  });

  afterEach(() => {
    localStorage.removeItem(THEME_STORAGE_KEY);
  });

  it('is dark in the dark theme and switches live with the theme toggle', async () => {
    renderWithProviders(
      <>
        <ThemeToggle />
        <SqlLabPage />
      </>,
    );
    const view = await editor();
    await waitFor(() => expect(view.state.facet(EditorView.darkTheme)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'toggle theme' }));
    await waitFor(() => expect(view.state.facet(EditorView.darkTheme)).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'toggle theme' }));
    await waitFor(() => expect(view.state.facet(EditorView.darkTheme)).toBe(true));
  });
});
