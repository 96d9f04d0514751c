import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { sql, StandardSQL, type SQLNamespace } from '@codemirror/lang-sql';
import { bracketMatching } from '@codemirror/language';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { theme } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useThemeMode } from '../../../app/theme/themeMode';
import { currentPlatform, editorShortcuts } from '../shortcuts/sqlLabShortcuts';
import { editorTheme } from './editorTheme';
import { columnCompletionSource, type CompletionColumn } from './columnCompletion';
import type { SqlEditorProps } from './SqlEditor';
import { statementAtCursor } from './statementAtCursor';

/** SQL with keyword and table completion, plus bare column names of the tables in use. */
function sqlLanguage(
  schema: SQLNamespace | undefined,
  defaultSchema: string | undefined,
  columns: readonly CompletionColumn[] | undefined,
): Extension {
  const language = sql({ dialect: StandardSQL, schema, defaultSchema, upperCaseKeywords: true });
  return [language, language.language.data.of({ autocomplete: columnCompletionSource(columns ?? []) })];
}

/** CodeMirror 6 with SQL highlighting, keyword and table completion, and SQL Lab's editor shortcuts. */
export function CodeMirrorEditor(props: SqlEditorProps): ReactElement {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const appearance = useRef(new Compartment());
  const { token } = theme.useToken();
  const dark = useThemeMode().mode === 'dark';
  const look = useRef({ token, dark });
  useEffect(() => {
    look.current = { token, dark };
  });
  // The view is built once; callbacks are read through a ref so it always calls the latest ones.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!host.current) return undefined;
    // Ahead of CodeMirror's own keys; a shortcut always claims its key, so Ctrl+R never reloads the page.
    const sqlLabKeys = Prec.highest(
      keymap.of(
        editorShortcuts(currentPlatform()).flatMap((shortcut) =>
          shortcut.keys.map((key) => ({
            key,
            preventDefault: true,
            run: (target: EditorView) => {
              const { commands } = latest.current;
              if (shortcut.command === 'runCurrent') commands.runCurrent(statementAtCursor(target.state));
              else commands[shortcut.command]();
              return true;
            },
          })),
        ),
      ),
    );
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          sqlLabKeys,
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...historyKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          language.current.of(
            sqlLanguage(latest.current.schema, latest.current.defaultSchema, latest.current.columns),
          ),
          // tabindex: the editable content is focusable anyway; said so, its scroller counts as keyboard-reachable (axe).
          EditorView.contentAttributes.of({ 'aria-label': latest.current.ariaLabel, tabindex: '0' }),
          appearance.current.of(editorTheme(look.current.token, look.current.dark)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            if (update.selectionSet || update.docChanged) {
              const { from, to } = update.state.selection.main;
              latest.current.onSelectionChange(update.state.sliceDoc(from, to));
            }
          }),
        ],
      }),
    });
    view.current = created;
    // The completion list scrolls; focus stays in the editor (aria-activedescendant), yet axe's
    // scrollable-region-focusable wants a scrolling region in the tab order (tabindex -1 fails it).
    // The tooltip is drawn after update listeners run, so its list is caught as it is added.
    const lists = new MutationObserver(() => {
      for (const list of created.dom.querySelectorAll('.cm-tooltip-autocomplete > ul:not([tabindex])'))
        list.setAttribute('tabindex', '0');
    });
    lists.observe(created.dom, { childList: true, subtree: true });
    return () => {
      lists.disconnect();
      created.destroy();
      view.current = null;
    };
  }, []);

  // The app's theme toggles live: the editor follows it.
  useEffect(() => {
    view.current?.dispatch({ effects: appearance.current.reconfigure(editorTheme(token, dark)) });
  }, [token, dark]);

  // Table and column names arrive after the editor opens, and change with the schema.
  useEffect(() => {
    view.current?.dispatch({
      effects: language.current.reconfigure(sqlLanguage(props.schema, props.defaultSchema, props.columns)),
    });
  }, [props.schema, props.defaultSchema, props.columns]);

  return (
    <div
      ref={host}
      data-testid="sql-editor"
      style={{ height: props.height, border: `1px solid ${token.colorBorder}` }}
    />
  );
}
