import { ownValue, type ListFilter, type ListOperator } from '@loupe/core';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { BadRequestError } from '../../errors.js';
import type { ListColumn, ListResourceDef, ListRelation } from './ListResource.js';

// The list repository builds queries from a resource definition, so table and column names are
// dynamic; they only ever come from the definition, never from the request.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

export interface ListPage {
  count: number;
  rows: Row[];
}

/** Escapes LIKE wildcards so user text matches literally. */
function likePattern(value: unknown, prefix: string, suffix: string): string {
  const text = String(value).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${prefix}${text.toLowerCase()}${suffix}`;
}

function ilike(column: RawBuilder<unknown>, pattern: string, negate: boolean): RawBuilder<SqlBool> {
  const cond = sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
  return negate ? sql<SqlBool>`not (${cond})` : cond;
}

/** The conjunction of the conditions (true when there are none). */
function allOf(conditions: readonly Expression<SqlBool>[]): RawBuilder<SqlBool> {
  if (conditions.length === 0) return sql<SqlBool>`1 = 1`;
  // Each in parentheses: a scope may be an `or` of its own.
  return sql<SqlBool>`${sql.join(
    conditions.map((c) => sql`(${c})`),
    sql` and `,
  )}`;
}

function scalarValue(column: ListColumn, value: unknown): unknown {
  if (column.type === 'boolean') {
    if (value === true || value === 'true' || value === 1 || value === '1') return 1;
    if (value === false || value === 'false' || value === 0 || value === '0') return 0;
    throw new BadRequestError(`Not a valid boolean: ${String(value)}`);
  }
  if (column.type === 'integer' || column.type === 'number') {
    // Checked here: PostgreSQL fails on a text bound to an integer, SQLite compares it as text.
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n) || (column.type === 'integer' && !Number.isInteger(n))) {
      throw new BadRequestError(`Not a valid ${column.type}: ${String(value)}`);
    }
    return n;
  }
  if (typeof value === 'object' && value !== null) throw new BadRequestError('Filter value must be a scalar');
  return value;
}

function listValue(value: unknown): unknown[] {
  const values = Array.isArray(value) ? value : [value];
  if (values.length === 0) throw new BadRequestError('Filter value must not be empty');
  return values;
}

function idsOf(value: unknown): number[] {
  const values = (Array.isArray(value) ? value : [value]).map((v) =>
    typeof v === 'object' && v !== null && 'value' in v ? (v as { value: unknown }).value : v,
  );
  const ids = values.map(Number);
  if (ids.length === 0 || ids.some((n) => !Number.isInteger(n))) {
    throw new BadRequestError('Relation filter value must be an id or a list of ids');
  }
  return ids;
}

export class ListRepository {
  constructor(private readonly db: AnyDb) {}

  private scalarCondition(
    def: ListResourceDef,
    name: string,
    opr: ListOperator,
    value: unknown,
  ): RawBuilder<SqlBool> {
    const column = ownValue(def.columns, name);
    if (!column) throw new BadRequestError(`Filter column: ${name} not allowed to filter`);
    const ref = sql.ref(`${def.table}.${name}`);
    switch (opr) {
      case 'eq':
        return value === null
          ? sql<SqlBool>`${ref} is null`
          : sql<SqlBool>`${ref} = ${scalarValue(column, value)}`;
      case 'neq':
        return value === null
          ? sql<SqlBool>`${ref} is not null`
          : sql<SqlBool>`${ref} <> ${scalarValue(column, value)}`;
      case 'gt':
        return sql<SqlBool>`${ref} > ${scalarValue(column, value)}`;
      case 'lt':
        return sql<SqlBool>`${ref} < ${scalarValue(column, value)}`;
      case 'ct':
      case 'nct':
        return ilike(ref, likePattern(value, '%', '%'), opr === 'nct');
      case 'sw':
      case 'nsw':
        return ilike(ref, likePattern(value, '', '%'), opr === 'nsw');
      case 'ew':
      case 'new':
        return ilike(ref, likePattern(value, '%', ''), opr === 'new');
      case 'in':
      case 'not_in': {
        const values = listValue(value).map((v) => scalarValue(column, v));
        const list = sql.join(values);
        return opr === 'in' ? sql<SqlBool>`${ref} in (${list})` : sql<SqlBool>`${ref} not in (${list})`;
      }
      default:
        throw new BadRequestError(`Filter operator ${opr} is not allowed on ${name}`);
    }
  }

  private relationCondition(
    def: ListResourceDef,
    rel: ListRelation,
    opr: ListOperator,
    value: unknown,
  ): RawBuilder<SqlBool> {
    const ids = idsOf(value);
    if (rel.kind === 'm2m' && opr === 'rel_m_m') {
      return sql<SqlBool>`exists (select 1 from ${sql.table(rel.through)} l where l.${sql.ref(rel.localKey)} = ${sql.ref(`${def.table}.id`)} and l.${sql.ref(rel.foreignKey)} in (${sql.join(ids)}))`;
    }
    if (rel.kind === 'm2o' && (opr === 'rel_o_m' || opr === 'nrel_o_m')) {
      const ref = sql.ref(`${def.table}.${rel.localKey}`);
      return opr === 'rel_o_m'
        ? sql<SqlBool>`${ref} in (${sql.join(ids)})`
        : sql<SqlBool>`${ref} not in (${sql.join(ids)})`;
    }
    throw new BadRequestError(`Filter operator ${opr} is not allowed on this relation`);
  }

  /** One condition per filter; validated against the resource's allowed filters. */
  conditions(def: ListResourceDef, filters: readonly ListFilter[]): RawBuilder<SqlBool>[] {
    return filters.map(({ col, opr, value }) => {
      const custom = ownValue(ownValue(def.customFilters, col), opr);
      if (custom) return custom(value);
      const allowed = ownValue(def.searchFilters, col);
      if (!allowed) throw new BadRequestError(`Filter column: ${col} not allowed to filter`);
      if (!allowed.includes(opr as ListOperator)) {
        throw new BadRequestError(`Filter operator ${opr} is not allowed on ${col}`);
      }
      const rel = ownValue(def.relations, col);
      return rel
        ? this.relationCondition(def, rel, opr as ListOperator, value)
        : this.scalarCondition(def, col, opr as ListOperator, value);
    });
  }

  async page(
    def: ListResourceDef,
    opts: {
      conditions: readonly Expression<SqlBool>[];
      columns: readonly string[];
      order: readonly [string, 'asc' | 'desc'];
      offset: number;
      limit: number | null;
    },
  ): Promise<ListPage> {
    const where = opts.conditions.length
      ? sql<SqlBool>`${sql.join(opts.conditions, sql` and `)}`
      : sql<SqlBool>`1 = 1`;
    const countRow = await this.db
      .selectFrom(def.table)
      .select(sql<number>`count(*)`.as('count'))
      .where(where)
      .executeTakeFirst();
    const scalar = opts.columns.filter((c) => ownValue(def.columns, c));
    // Many-to-one relations are resolved from their foreign key, which is selected and then dropped.
    const foreignKeys = opts.columns.flatMap((c) => {
      const rel = ownValue(def.relations, c);
      return rel?.kind === 'm2o' && !scalar.includes(rel.localKey) ? [rel.localKey] : [];
    });
    const selected = [...new Set(['id', ...scalar, ...foreignKeys])].map((c) => `${def.table}.${c}`);
    let query = this.db
      .selectFrom(def.table)
      .select(selected)
      .where(where)
      .orderBy(this.orderExpression(def, opts.order[0], opts.order[1]))
      .orderBy(`${def.table}.id`, 'asc')
      .offset(opts.offset);
    query = opts.limit === null ? query.limit(-1) : query.limit(opts.limit);
    if (opts.limit === null && this.isPostgres()) query = query.clearLimit();
    const rows = (await query.execute()) as Row[];
    for (const row of rows) {
      for (const c of scalar) if (def.columns[c]?.type === 'boolean') row[c] = Boolean(row[c]);
    }
    await this.attachRelations(
      def,
      rows,
      opts.columns.filter((c) => ownValue(def.relations, c)),
    );
    for (const row of rows) for (const key of foreignKeys) delete row[key];
    return { count: Number(countRow?.count ?? 0), rows };
  }

  private orderExpression(
    def: ListResourceDef,
    column: string,
    direction: 'asc' | 'desc',
  ): RawBuilder<unknown> {
    const expression = def.orderExpressions?.[column]?.() ?? sql.ref(`${def.table}.${column}`);
    return sql`${expression} ${sql.raw(direction === 'desc' ? 'desc' : 'asc')}`;
  }

  private isPostgres(): boolean {
    return this.db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  }

  /** Loads each requested relation for all rows of the page in one query. */
  async attachRelations(def: ListResourceDef, rows: Row[], names: readonly string[]): Promise<void> {
    if (rows.length === 0) return;
    for (const name of names) {
      const rel = ownValue(def.relations, name);
      if (!rel) continue;
      const fields = [...new Set(['id', ...rel.fields])].map((f) => `t.${f}`);
      if (rel.kind === 'm2m') {
        const ids = rows.map((r) => r.id as number);
        const linked = (await this.db
          .selectFrom(`${rel.through} as l`)
          .innerJoin(`${rel.target} as t`, 't.id', `l.${rel.foreignKey}`)
          .select([`l.${rel.localKey} as __owner`, ...fields])
          .where(`l.${rel.localKey}`, 'in', ids)
          .orderBy('t.id')
          .execute()) as Row[];
        for (const row of rows) {
          row[name] = linked.filter((l) => l.__owner === row.id).map(({ __owner: _, ...rest }) => rest);
        }
      } else {
        const keys = [
          ...new Set(rows.map((r) => r[rel.localKey]).filter((v) => v !== null && v !== undefined)),
        ];
        const targets = keys.length
          ? ((await this.db
              .selectFrom(`${rel.target} as t`)
              .select(fields)
              .where('t.id', 'in', keys)
              .execute()) as Row[])
          : [];
        for (const row of rows) row[name] = targets.find((t) => t.id === row[rel.localKey]) ?? null;
      }
    }
  }

  /** Rows of a relation's target for related/<col>, searched on its text field. */
  async related(
    rel: ListRelation,
    opts: {
      filter: string;
      offset: number;
      limit: number;
      includeIds: readonly number[];
      /** Conditions on the target (alias `t`): rows outside them are never named, not even by include_ids. */
      scope: readonly Expression<SqlBool>[];
    },
  ): Promise<{ count: number; rows: Row[] }> {
    const text = rel.textSql ? rel.textSql('t') : sql.ref(`t.${rel.textField}`);
    const conditions = [...opts.scope];
    if (opts.filter) conditions.push(ilike(text, likePattern(opts.filter, '%', '%'), false));
    const where = allOf(conditions);
    const fields = [
      ...[...new Set(['id', rel.textField, ...rel.fields])].map((f) => sql.ref(`t.${f}`).as(f)),
      sql`${text}`.as('__text'),
    ];
    const countRow = await this.db
      .selectFrom(`${rel.target} as t`)
      .select(sql<number>`count(*)`.as('count'))
      .where(where)
      .executeTakeFirst();
    const rows = (await this.db
      .selectFrom(`${rel.target} as t`)
      .select(fields)
      .where(where)
      .orderBy(sql`${text}`)
      .offset(opts.offset)
      .limit(opts.limit)
      .execute()) as Row[];
    const missing = opts.includeIds.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) {
      const extra = (await this.db
        .selectFrom(`${rel.target} as t`)
        .select(fields)
        .where('t.id', 'in', missing)
        .where(allOf(opts.scope))
        .execute()) as Row[];
      rows.unshift(...extra);
    }
    return { count: Number(countRow?.count ?? 0), rows };
  }

  /** Distinct non-null values of a column for distinct/<col>. */
  async distinct(
    def: ListResourceDef,
    column: string,
    opts: { filter: string; offset: number; limit: number; scope: readonly Expression<SqlBool>[] },
  ): Promise<{ count: number; values: unknown[] }> {
    const ref = sql.ref(`${def.table}.${column}`);
    const conditions = [...opts.scope, sql<SqlBool>`${ref} is not null`];
    if (opts.filter) conditions.push(ilike(ref, likePattern(opts.filter, '%', '%'), false));
    const where = allOf(conditions);
    const countRow = await this.db
      .selectFrom(def.table)
      .select(sql<number>`count(distinct ${ref})`.as('count'))
      .where(where)
      .executeTakeFirst();
    const rows = (await this.db
      .selectFrom(def.table)
      .select(sql`${ref}`.as('value'))
      .distinct()
      .where(where)
      .orderBy('value')
      .offset(opts.offset)
      .limit(opts.limit)
      .execute()) as Row[];
    return { count: Number(countRow?.count ?? 0), values: rows.map((r) => r.value) };
  }
}
