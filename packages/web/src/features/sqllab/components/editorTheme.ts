import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { GlobalToken } from 'antd';

/**
 * CodeMirror's default syntax colours, swapped for the dark theme: each dark one is over 4.5:1 on
 * antd's dark container background (the default purple keyword, rgb(119, 0, 136), is 1.9:1 there).
 * Keyed by the default colour, so every tag the default style colours gets its dark counterpart.
 */
export const DARK_SYNTAX: Readonly<Record<string, string>> = {
  '#708': '#d2a8ff', // keywords
  '#219': '#79c0ff', // atoms, booleans
  '#164': '#7ee787', // literals, numbers
  '#a11': '#a5d6ff', // strings
  '#e40': '#ffa198', // escapes, special strings
  '#00f': '#ffa657', // defined names
  '#30a': '#e0c8ff', // local names
  '#085': '#ffa657', // type names
  '#167': '#79c0ff', // class names
  '#256': '#79c0ff', // special names
  '#00c': '#79c0ff', // defined properties
  '#940': '#9ba3ad', // comments
  '#f00': '#ff7875', // invalid
  '#404740': '#9ba3ad', // meta
};

/** The two default colours under 4.5:1 on white, darkened for the light theme. */
export const LIGHT_SYNTAX: Readonly<Record<string, string>> = {
  '#e40': '#b83200',
  '#f00': '#cf1322',
};

function recolored(colors: Readonly<Record<string, string>>, dark: boolean): HighlightStyle {
  return HighlightStyle.define(
    defaultHighlightStyle.specs.map((spec) =>
      typeof spec.color === 'string' && colors[spec.color] ? { ...spec, color: colors[spec.color] } : spec,
    ),
    dark ? { themeType: 'dark' } : {},
  );
}

const darkHighlight = recolored(DARK_SYNTAX, true);
const lightHighlight = recolored(LIGHT_SYNTAX, false);

/**
 * The editor's look from the app's antd theme: background, text, gutter, selection, cursor and the
 * completion popup follow the light or dark theme, with matching syntax colours. Rebuilt when the
 * app's theme toggles, so the editor switches with the rest of the page.
 */
export function editorTheme(token: GlobalToken, dark: boolean): Extension {
  const view = EditorView.theme(
    {
      '&': {
        height: '100%',
        color: token.colorText,
        backgroundColor: token.colorBgContainer,
        fontSize: `${token.fontSize}px`,
      },
      '.cm-scroller': { overflow: 'auto', fontFamily: token.fontFamilyCode },
      '.cm-content': { caretColor: token.colorText },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: token.colorText },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
        backgroundColor: token.controlItemBgActive,
      },
      '.cm-activeLine': { backgroundColor: token.colorFillQuaternary },
      '.cm-gutters': {
        backgroundColor: token.colorBgLayout,
        color: token.colorTextSecondary,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
      },
      '.cm-activeLineGutter': { backgroundColor: token.colorFillSecondary, color: token.colorText },
      '&.cm-focused .cm-matchingBracket': { backgroundColor: token.colorFillSecondary, outline: 'none' },
      '.cm-tooltip': {
        backgroundColor: token.colorBgElevated,
        color: token.colorText,
        border: `1px solid ${token.colorBorderSecondary}`,
      },
      '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
        backgroundColor: token.controlItemBgActive,
        color: token.colorText,
      },
      '.cm-completionDetail': { color: token.colorTextSecondary },
    },
    { dark },
  );
  return [view, syntaxHighlighting(dark ? darkHighlight : lightHighlight)];
}
