import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { sql, StandardSQL } from '@codemirror/lang-sql';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { columnCompletionSource } from './columnCompletion';

const COLUMNS = [
  { name: 'origin', table: 'flights', type: 'VARCHAR' },
  { name: 'dest', table: 'flights' },
  { name: 'origin', table: 'routes' },
];

async function complete(doc: string, explicit = false): Promise<CompletionResult | null> {
  const state = EditorState.create({ doc, extensions: [sql({ dialect: StandardSQL })] });
  return columnCompletionSource(COLUMNS)(new CompletionContext(state, doc.length, explicit));
}

describe('columnCompletionSource', () => {
  it('offers bare column names of the known tables, once each, ranked above keywords', async () => {
    const result = await complete('SELECT orig');
    expect(result?.from).toBe('SELECT '.length);
    expect(result?.options.map((option) => option.label)).toEqual(['origin', 'dest']);
    const origin = result!.options[0]!;
    expect(origin.detail).toBe('flights, routes');
    // SQL keywords come with a boost of -1 from CodeMirror's SQL language.
    expect(origin.boost).toBeGreaterThan(0);
  });

  it('leaves `table.` completion to the SQL language and offers nothing without a word unless asked', async () => {
    expect(await complete('SELECT flights.or')).toBeNull();
    expect(await complete('SELECT ')).toBeNull();
    expect((await complete('SELECT ', true))?.options).toHaveLength(2);
  });
});
