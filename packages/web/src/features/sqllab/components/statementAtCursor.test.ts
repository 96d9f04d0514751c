import { sql, StandardSQL } from '@codemirror/lang-sql';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { statementAtCursor } from './statementAtCursor';

const SCRIPT = "SELECT 1;\n\nSELECT ';' AS x\nFROM t; -- note\nSELECT 3";

function at(doc: string, cursor: number): string {
  const state = EditorState.create({
    doc,
    selection: { anchor: cursor },
    extensions: [sql({ dialect: StandardSQL })],
  });
  return statementAtCursor(state);
}

describe('statementAtCursor', () => {
  it.each([
    [0, 'SELECT 1;'],
    [4, 'SELECT 1;'],
    // On the blank line after the first statement: the one before the cursor.
    [10, 'SELECT 1;'],
    // The ';' in the string does not end the statement.
    [SCRIPT.indexOf('AS x'), "SELECT ';' AS x\nFROM t;"],
    [SCRIPT.indexOf('-- note') + 3, "SELECT ';' AS x\nFROM t;"],
    [SCRIPT.length, 'SELECT 3'],
  ])('at %i runs %j', (cursor, expected) => {
    expect(at(SCRIPT, cursor)).toBe(expected);
  });

  it('runs the whole text when the parser finds no statement', () => {
    expect(at('  ', 1)).toBe('');
  });
});
