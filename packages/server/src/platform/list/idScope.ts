import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * A list condition keeping the rows whose `ref` column is one of the visible ids ('all': no
 * condition; none visible: no row).
 */
export function idScope(ref: string, visible: 'all' | readonly number[]): Expression<SqlBool>[] {
  if (visible === 'all') return [];
  return [visible.length ? sql<SqlBool>`${sql.ref(ref)} in (${sql.join(visible)})` : sql<SqlBool>`1 = 0`];
}
