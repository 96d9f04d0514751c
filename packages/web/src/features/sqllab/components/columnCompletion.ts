import type {
  Completion,
  CompletionContext,
  CompletionResult,
  CompletionSource,
} from '@codemirror/autocomplete';

/** A column offered by name alone: one of a table the schema browser shows or the SQL names. */
export interface CompletionColumn {
  name: string;
  table: string;
  type?: string | null;
}

/** Above SQL keywords (which CodeMirror's SQL language boosts by -1), below nothing else. */
const COLUMN_BOOST = 10;

/**
 * Completes bare column names (`SELECT orig` → `origin`) from the tables the user works with.
 * CodeMirror's SQL completion offers columns only after `table.`; keywords come from it as before.
 */
export function columnCompletionSource(columns: readonly CompletionColumn[]): CompletionSource {
  // One option per name: a column several tables share is offered once, naming its tables.
  const byName = new Map<string, Completion>();
  for (const column of columns) {
    const known = byName.get(column.name);
    if (known) known.detail = `${known.detail}, ${column.table}`;
    else
      byName.set(column.name, {
        label: column.name,
        type: 'property',
        detail: column.table,
        info: column.type ?? undefined,
        boost: COLUMN_BOOST,
      });
  }
  const options = [...byName.values()];
  return (context: CompletionContext): CompletionResult | null => {
    if (options.length === 0) return null;
    const word = context.matchBefore(/[\w$]+/);
    // After `table.` the SQL language lists that table's columns; inside quotes and comments, nothing.
    const before = context.state.sliceDoc(
      Math.max(0, (word?.from ?? context.pos) - 1),
      word?.from ?? context.pos,
    );
    if (before === '.' || before === '"' || before === "'" || before === '`') return null;
    if (!word && !context.explicit) return null;
    return { from: word?.from ?? context.pos, options, validFor: /^[\w$]*$/ };
  };
}
