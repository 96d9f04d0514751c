import type { SQLNamespace } from '@codemirror/lang-sql';
import { Skeleton } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';
import type { EditorCommand } from '../shortcuts/sqlLabShortcuts';
import type { CompletionColumn } from './columnCompletion';

/** What the editor's keyboard shortcuts do (the keys come from the shortcut table). */
export type EditorCommands = Record<Exclude<EditorCommand, 'runCurrent'>, () => void> & {
  /** Runs the statement the cursor is in, which the editor finds. */
  runCurrent: (statement: string) => void;
};

export interface SqlEditorProps {
  value: string;
  onChange: (sql: string) => void;
  onSelectionChange: (selected: string) => void;
  commands: EditorCommands;
  /** Tables (and columns when known) for completion; keywords only without it. */
  schema?: SQLNamespace;
  defaultSchema?: string;
  /** Columns completed by bare name, ranked above keywords. */
  columns?: readonly CompletionColumn[];
  ariaLabel: string;
  height: number | string;
}

// CodeMirror is the heaviest part of the page: it loads on first use only (DESIGN: lazy editor).
const LazyCodeMirror = lazy(() =>
  import('./CodeMirrorEditor').then((m) => ({ default: m.CodeMirrorEditor })),
);

/** The SQL editor, loaded on demand. */
export function SqlEditor(props: SqlEditorProps): ReactElement {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <LazyCodeMirror {...props} />
    </Suspense>
  );
}
