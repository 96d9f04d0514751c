import { describe, expect, it } from 'vitest';

import { EngineError, type LoadColumn, type LoadMode, type LoadValue } from '../EngineSpec.js';
import type { ContractContext } from './fixture.testkit.js';

type Row = LoadValue[];

const COLUMNS: LoadColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'label', type: 'string' },
  { name: 'amount', type: 'float' },
  { name: 'price', type: 'decimal', precision: 10, scale: 2 },
  { name: 'ok', type: 'boolean' },
  { name: 'day', type: 'date' },
  { name: 'at', type: 'timestamp' },
];

const ROWS: Row[][] = [
  [
    [1n, 'plain', 1.5, '12.34', true, '2024-01-02', '2024-01-02 10:30:00'],
    [2, null, null, null, false, null, null],
  ],
  [
    [
      9007199254740993n,
      `it's "quoted"; DROP TABLE x`,
      -0.25,
      '-1.00',
      null,
      '1999-12-31',
      '2000-01-01 00:00:00.5',
    ],
  ],
];

async function* batches(list: readonly Row[][], failAfter?: number): AsyncGenerator<Row[]> {
  let sent = 0;
  for (const batch of list) {
    if (failAfter !== undefined && sent >= failAfter) throw new Error('the file could not be read');
    yield batch;
    sent++;
  }
}

/** Values as every engine reads them back comparably: numbers, booleans, dates and naive timestamps as text. */
function normalized(row: Record<string, unknown>): unknown[] {
  const text = (value: unknown): string | null => (value === null ? null : String(value));
  return [
    text(row.id),
    row.label,
    row.amount === null ? null : Number(row.amount),
    row.price === null ? null : Number(row.price),
    row.ok === null ? null : Boolean(Number(row.ok)),
    text(row.day)?.slice(0, 10) ?? null,
    text(row.at)
      ?.replace('T', ' ')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '') ?? null,
  ];
}

/** loadTable (file upload): typed tables, the three modes, and nothing half-made after a failure. */
export function describeLoadContract(ctx: ContractContext): void {
  describe('loadTable', () => {
    const table = (name: string): string => `${ctx.q(ctx.schema)}.${ctx.q(name)}`;
    const load = (name: string, mode: LoadMode, rows: AsyncIterable<Row[]>, columns = COLUMNS) =>
      ctx.connection.loadTable!({ schema: ctx.schema, table: name, columns, rows, mode });
    const read = async (name: string): Promise<unknown[][]> =>
      (await ctx.connection.execute(`SELECT * FROM ${table(name)} ORDER BY ${ctx.q('id')}`)).rows.map(
        normalized,
      );
    const tableNames = async (): Promise<string[]> =>
      (await ctx.connection.tables(ctx.schema)).result.map((t) => t.name);

    it('creates a table whose columns have the generic types of the load and holds every row', async () => {
      expect(await load('loaded', 'fail', batches(ROWS))).toEqual({ rowCount: 3 });
      const described = await ctx.connection.describeTable(ctx.schema, 'loaded');
      expect(described.columns.map((c) => [c.name, ctx.fixture.spec.genericType(c.type)])).toEqual([
        ['id', 'numeric'],
        ['label', 'string'],
        ['amount', 'numeric'],
        ['price', 'numeric'],
        ['ok', 'boolean'],
        ['day', 'temporal'],
        ['at', 'temporal'],
      ]);
      expect(await read('loaded')).toEqual([
        ['1', 'plain', 1.5, 12.34, true, '2024-01-02', '2024-01-02 10:30:00'],
        ['2', null, null, null, false, null, null],
        [
          '9007199254740993',
          `it's "quoted"; DROP TABLE x`,
          -0.25,
          -1,
          null,
          '1999-12-31',
          '2000-01-01 00:00:00.5',
        ],
      ]);
    });

    it('refuses to create over an existing table and leaves it as it was', async () => {
      await load('kept', 'fail', batches(ROWS.slice(0, 1)));
      await expect(load('kept', 'fail', batches(ROWS))).rejects.toBeInstanceOf(EngineError);
      expect(await read('kept')).toHaveLength(2);
    });

    it('leaves no table behind when the rows fail part way', async () => {
      await expect(load('half_made', 'fail', batches(ROWS, 1))).rejects.toThrow('could not be read');
      expect(await tableNames()).not.toContain('half_made');
    });

    it('replaces a table with new columns, leaving no scratch table', async () => {
      await load('swapped', 'fail', batches(ROWS));
      const columns: LoadColumn[] = [{ name: 'id', type: 'integer' }];
      expect(await load('swapped', 'replace', batches([[[7], [8]]]), columns)).toEqual({ rowCount: 2 });
      const rows = (await ctx.connection.execute(`SELECT * FROM ${table('swapped')} ORDER BY ${ctx.q('id')}`))
        .rows;
      expect(rows.map((r) => String(r.id))).toEqual(['7', '8']);
      expect((await tableNames()).filter((name) => name.startsWith('_loupe_'))).toEqual([]);
    });

    it('replace creates the table when there is none', async () => {
      expect(await load('fresh_replace', 'replace', batches(ROWS))).toEqual({ rowCount: 3 });
      expect(await read('fresh_replace')).toHaveLength(3);
    });

    it('keeps the old table whole when a replace fails part way', async () => {
      await load('survivor', 'fail', batches(ROWS.slice(0, 1)));
      await expect(load('survivor', 'replace', batches(ROWS, 1))).rejects.toThrow('could not be read');
      expect(await read('survivor')).toHaveLength(2);
      expect((await tableNames()).filter((name) => name.startsWith('_loupe_'))).toEqual([]);
    });

    it('appends rows, and adds none when an append fails part way', async () => {
      await load('grown', 'fail', batches(ROWS.slice(0, 1)));
      expect(await load('grown', 'append', batches(ROWS.slice(1)))).toEqual({ rowCount: 1 });
      expect(await read('grown')).toHaveLength(3);
      await expect(load('grown', 'append', batches([...ROWS, ...ROWS], 2))).rejects.toThrow(
        'could not be read',
      );
      expect(await read('grown')).toHaveLength(3);
    });

    it('names its default schema', async () => {
      expect(await ctx.connection.defaultSchema!()).toBe(ctx.schema);
    });
  });
}
