import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Column helpers shared by migrations, so one migration file serves SQLite and PostgreSQL.
 * Booleans are stored as integer 0/1 and timestamps as ISO-8601 text in both stores: better-sqlite3
 * cannot bind booleans and returns dates as text, so one representation keeps repositories identical.
 */
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<unknown>): Dialect {
  const name = db.getExecutor().adapter.constructor.name;
  return name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_on / changed_on and the users who made the change, as Superset's AuditMixin has them. */
export function withAudit<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'created_on' | 'changed_on' | 'created_by_fk' | 'changed_by_fk'> {
  return table
    .addColumn('created_on', 'text')
    .addColumn('changed_on', 'text')
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'));
}

export function bool<T extends string, C extends string, N extends string>(
  table: CreateTableBuilder<T, C>,
  name: N,
  defaultValue: boolean,
): CreateTableBuilder<T, C | N> {
  return table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(defaultValue ? 1 : 0));
}
