import { beforeAll, describe, expect, it } from 'vitest';

import { engineError } from './executeContract.testkit.js';
import type { ContractContext } from './fixture.testkit.js';

const PAGED = Array.from({ length: 50 }, (_, index) => `tbl_${String(index).padStart(2, '0')}`);
// Matches "l_0" only if "_" were a wildcard: proves the search escapes LIKE patterns.
const DECOY = 'tblx0';
const ODD_TABLE = `odd "name" \`x\` it's`;
const ODD_COLUMN = 'a "b" `c`';

/** Schemas, paged table search, table and query descriptions, identifier quoting, cost estimates. */
export function describeIntrospectionContract(ctx: ContractContext): void {
  describe('introspection', () => {
    beforeAll(async () => {
      const { q, fixture } = ctx;
      const t = fixture.types;
      const statements = [...PAGED, DECOY, 'Other_Mixed'].map(
        (name) => `CREATE TABLE ${q(name)} (id ${t.integer})`,
      );
      await ctx.run(
        ...statements,
        `CREATE TABLE ${q('parent')} (${q('id')} ${t.integer} NOT NULL, ${q('name')} ${t.varchar} NOT NULL, PRIMARY KEY (${q('id')}))`,
        `CREATE TABLE ${q('child')} (${q('id')} ${t.integer} NOT NULL, ${q('parent_id')} ${t.integer}, ${q('label')} ${t.varchar},
           PRIMARY KEY (${q('id')}), FOREIGN KEY (${q('parent_id')}) REFERENCES ${q('parent')} (${q('id')}))`,
        `CREATE INDEX ${q('child_label_idx')} ON ${q('child')} (${q('label')}, ${q('parent_id')})`,
        `CREATE VIEW ${q('view_ab')} AS SELECT ${q('id')} FROM ${q('parent')}`,
        ...(fixture.commentStatements?.(q) ?? []),
        `CREATE TABLE ${q(ODD_TABLE)} (${q(ODD_COLUMN)} ${t.integer})`,
        `INSERT INTO ${q(ODD_TABLE)} (${q(ODD_COLUMN)}) VALUES (7)`,
      );
    });

    it('lists the schemas without the system ones', async () => {
      const schemas = await ctx.connection.schemas();
      expect(schemas).toContain(ctx.schema);
      for (const hidden of ctx.fixture.hiddenSchemas) expect(schemas).not.toContain(hidden);
    });

    it('counts and pages tables in the engine', async () => {
      const all = await ctx.connection.tables(ctx.schema, { search: 'tbl' });
      expect(all.count).toBe(51);
      expect(all.result.map((table) => table.name).sort()).toEqual([...PAGED, DECOY].sort());
      const pages = [];
      for (let offset = 0; offset < 60; offset += 20) {
        const page = await ctx.connection.tables(ctx.schema, { search: 'tbl', offset, limit: 20 });
        expect(page.count).toBe(51);
        pages.push(...page.result);
      }
      expect(pages).toEqual(all.result);
      // A page past the end still says how many match.
      expect(await ctx.connection.tables(ctx.schema, { search: 'tbl', offset: 60, limit: 20 })).toEqual({
        count: 51,
        result: [],
      });
      expect(await ctx.connection.tables(ctx.schema, { search: 'no_such_table', limit: 20 })).toEqual({
        count: 0,
        result: [],
      });
      const everything = await ctx.connection.tables(ctx.schema);
      expect(everything.count).toBe(everything.result.length);
      expect(everything.result).toContainEqual({ name: 'child', type: 'table' });
    });

    it('searches case-insensitively, with LIKE wildcards taken literally', async () => {
      expect((await ctx.connection.tables(ctx.schema, { search: 'OTHER_mixed' })).result).toEqual([
        { name: 'Other_Mixed', type: 'table' },
      ]);
      const escaped = await ctx.connection.tables(ctx.schema, { search: 'l_0' });
      expect(escaped.result.map((table) => table.name).sort()).toEqual(PAGED.slice(0, 10));
      expect((await ctx.connection.tables(ctx.schema, { search: 'tbl%' })).count).toBe(0);
    });

    it('lists views as views', async () => {
      expect(await ctx.connection.tables(ctx.schema, { search: 'view_ab' })).toEqual({
        count: 1,
        result: [{ name: 'view_ab', type: 'view' }],
      });
    });

    it('describes a table: columns, nullability, primary key, foreign key, indexes', async () => {
      const table = await ctx.connection.describeTable(ctx.schema, 'child');
      expect(table).toMatchObject({ name: 'child', schema: ctx.schema });
      expect(table.columns.map(({ name, nullable }) => ({ name, nullable }))).toEqual([
        { name: 'id', nullable: false },
        { name: 'parent_id', nullable: true },
        { name: 'label', nullable: true },
      ]);
      const generic = table.columns.map((column) => ctx.fixture.spec.genericType(column.type));
      expect(generic).toEqual(['numeric', 'numeric', 'string']);
      expect(table.primaryKey?.column_names).toEqual(['id']);
      expect(table.foreignKeys).toEqual([
        expect.objectContaining({
          column_names: ['parent_id'],
          referred_schema: ctx.schema,
          referred_table: 'parent',
          referred_columns: ['id'],
        }),
      ]);
      expect(table.indexes).toContainEqual({ name: 'child_label_idx', column_names: ['label', 'parent_id'] });
      if (ctx.fixture.commentStatements) {
        expect(table.comment).toBe('children');
        expect(table.columns[2]!.comment).toBe('the label');
      }
    });

    it('describes a table of the default schema when the schema is null', async () => {
      const table = await ctx.connection.describeTable(null, 'parent');
      expect(table.schema).toBe(ctx.schema);
      expect(table.columns.map((column) => column.name)).toEqual(['id', 'name']);
      expect(table.foreignKeys).toEqual([]);
    });

    it('reports a missing table', async () => {
      const error = await engineError(ctx.connection.describeTable(ctx.schema, 'no_such_table'));
      expect(error.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    });

    it('describes the result columns of a query', async () => {
      const columns = await ctx.connection.describeQuery(
        `SELECT ${ctx.q('id')}, ${ctx.q('name')} AS ${ctx.q('n')} FROM ${ctx.q('parent')};`,
      );
      expect(columns.map((column) => column.name)).toEqual(['id', 'n']);
      expect(columns.map((column) => column.type && ctx.fixture.spec.genericType(column.type))).toEqual([
        'numeric',
        'string',
      ]);
    });

    it('quotes identifiers holding quote characters, usable in real queries', async () => {
      const result = await ctx.connection.execute(`SELECT ${ctx.q(ODD_COLUMN)} FROM ${ctx.q(ODD_TABLE)}`);
      expect(result.rows).toEqual([{ [ODD_COLUMN]: 7 }]);
      expect((await ctx.connection.tables(ctx.schema, { search: 'odd "name"' })).result).toEqual([
        { name: ODD_TABLE, type: 'table' },
      ]);
      const described = await ctx.connection.describeTable(ctx.schema, ODD_TABLE);
      expect(described.columns.map((column) => column.name)).toEqual([ODD_COLUMN]);
    });

    it('estimates cost with EXPLAIN where the engine has it', async () => {
      const sql = `SELECT * FROM ${ctx.q('child')}`;
      if (!ctx.fixture.spec.allowsCostEstimate) {
        expect(ctx.connection.estimateCost).toBeUndefined();
        return;
      }
      const cost = await ctx.connection.estimateCost!(sql);
      expect(cost.length).toBeGreaterThan(0);
      expect(Object.keys(cost[0]!).length).toBeGreaterThan(0);
    });
  });
}
