import { sql } from 'kysely';
import type { ManyToManyRelation, ManyToOneRelation } from './ListResource.js';

/** Users are shown by full name in related/<col> pickers, as Superset shows owners. */
const fullName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/** created_by / changed_by style relations through a foreign key on the base table. */
export function userRelation(localKey: string, label: string): ManyToOneRelation {
  return {
    kind: 'm2o',
    label,
    localKey,
    target: 'ab_user',
    fields: ['id', 'first_name', 'last_name'],
    textField: 'username',
    textSql: fullName,
  };
}

/** Owners through a link table (`sqlatable_user`, `slice_user`, `dashboard_user`...). */
export function ownersRelation(through: string, localKey: string): ManyToManyRelation {
  return {
    kind: 'm2m',
    label: 'Owners',
    through,
    localKey,
    foreignKey: 'user_id',
    target: 'ab_user',
    fields: ['id', 'first_name', 'last_name'],
    textField: 'username',
    textSql: fullName,
  };
}
