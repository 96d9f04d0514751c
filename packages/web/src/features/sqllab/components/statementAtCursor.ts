import { ensureSyntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';

/**
 * The SQL statement the cursor is in, as Superset's 'Run current query' picks it: the statement around
 * the cursor, else the last one before it, else the first. Statements come from the SQL parser, so a
 * ';' inside a string or a comment does not split one.
 */
export function statementAtCursor(state: EditorState): string {
  const tree = ensureSyntaxTree(state, state.doc.length, 500);
  const cursor = state.selection.main.head;
  const statements: { from: number; to: number }[] = [];
  const node = tree?.topNode.cursor();
  if (node?.firstChild()) {
    do {
      if (node.name === 'Statement') statements.push({ from: node.from, to: node.to });
    } while (node.nextSibling());
  }
  if (statements.length === 0) return state.doc.toString().trim();
  const before = statements.filter((statement) => statement.from <= cursor);
  const picked = before.at(-1) ?? statements[0]!;
  return state.sliceDoc(picked.from, picked.to).trim();
}
