import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './themeMode';

/**
 * A preset tag's text colour, the 7th shade of its palette. antd keeps each shade under two names
 * (`green7`, `green-7`) and writes the CSS variable from the second, so both are set.
 */
function tagText(colors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([preset, color]) => [
      [`${preset}7`, color],
      [`${preset}-7`, color],
    ]),
  );
}

/**
 * The app's antd theme. antd's defaults fail WCAG AA's 4.5:1 text contrast in many places (its blue
 * #1677ff under white text or on white is 4.1:1; secondary and placeholder text are 0.45 and 0.25
 * black), so the colours that carry text are set here, once, for every page.
 */
const LIGHT: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    // antd's blue-7: 6.0:1 on white and under white text; hover and active go darker, never lighter.
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    // antd draws the keyboard focus ring in this colour: 4.1:1 on white, over WCAG's 3:1 for it.
    colorPrimaryBorder: '#1677ff',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorInfo: '#0958d9',
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    // Secondary, description and placeholder text stay readable on the grey layout background too.
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // A coloured tag's text is its palette's 7th shade on the 1st: one shade darker where that is too light.
    ...tagText({
      cyan: '#006d75',
      green: '#237804',
      orange: '#ad4e00',
      yellow: '#876800',
      volcano: '#ad2102',
      lime: '#3f6600',
      gold: '#874d00',
    }),
  },
};

const DARK: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    // A light blue reads on the dark backgrounds (links, the selected menu item, tabs); the buttons
    // filled with it carry dark text instead of white (see components below).
    // (The dark algorithm turns this seed into #5c99dc.)
    colorPrimary: '#69b1ff',
    colorPrimaryBg: '#111d2c',
    colorPrimaryHover: '#69b1ff',
    colorPrimaryActive: '#91caff',
    // The keyboard focus ring.
    colorPrimaryBorder: '#4096ff',
    colorLink: '#69b1ff',
    colorLinkHover: '#91caff',
    colorLinkActive: '#bae0ff',
    colorInfo: '#4096ff',
    colorError: '#ff7875',
    colorErrorText: '#ff7875',
    colorSuccessText: '#95de64',
    colorWarningText: '#ffd666',
    colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    // Coloured tags: the 7th shade on the 1st, one shade lighter where that is too dark.
    ...tagText({ purple: '#ab7ae0', geekblue: '#7f9ef3' }),
  },
  components: {
    Button: { primaryColor: '#000000', dangerColor: '#000000' },
  },
};

export function themeConfig(mode: ThemeMode): ThemeConfig {
  return mode === 'dark' ? DARK : LIGHT;
}

/** The text colour for content drawn on a `colorPrimary` fill (an owner's avatar, a primary button). */
export function onPrimaryText(mode: ThemeMode): string {
  return mode === 'dark' ? '#000000' : '#ffffff';
}
