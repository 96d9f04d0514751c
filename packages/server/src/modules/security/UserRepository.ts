import type { RoleRef } from '@loupe/core';
import type { Selectable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import { nowIso, type UserTable } from '../../platform/metadata/schema.js';
import { advanceTokenGeneration } from './TokenRevocationRepository.js';

export type UserRow = Selectable<UserTable>;

export interface NewUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  passwordHash: string;
  roleIds: readonly number[];
  createdBy: number | null;
}

export type UserChanges = Partial<Omit<NewUser, 'createdBy' | 'roleIds'>> & {
  roleIds?: readonly number[];
  /** Revoke every token and session the user holds, with the change, in its transaction. */
  revokeTokens?: boolean;
};

export class UserRepository {
  constructor(private readonly db: MetadataDb) {}

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('ab_user').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('ab_user').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Another user already holding this username or email (case-insensitive for email). */
  async findConflict(
    username: string | undefined,
    email: string | undefined,
    exceptId?: number,
  ): Promise<UserRow | undefined> {
    let query = this.db.selectFrom('ab_user').selectAll();
    query = query.where((eb) =>
      eb.or([
        ...(username !== undefined ? [eb('username', '=', username)] : []),
        ...(email !== undefined ? [eb(eb.fn('lower', ['email']), '=', email.toLowerCase())] : []),
      ]),
    );
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return query.executeTakeFirst();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('ab_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async rolesOf(userId: number): Promise<RoleRef[]> {
    return this.db
      .selectFrom('ab_user_role as ur')
      .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.name'])
      .where('ur.user_id', '=', userId)
      .orderBy('r.id')
      .execute();
  }

  async create(user: NewUser): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const { id } = await trx
        .insertInto('ab_user')
        .values({
          first_name: user.first_name,
          last_name: user.last_name,
          username: user.username,
          email: user.email,
          active: user.active ? 1 : 0,
          password: user.passwordHash,
          created_on: now,
          changed_on: now,
          created_by_fk: user.createdBy,
          changed_by_fk: user.createdBy,
          last_login: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.roleIds.length) {
        await trx
          .insertInto('ab_user_role')
          .values(user.roleIds.map((role_id) => ({ user_id: id, role_id })))
          .execute();
      }
      return id;
    });
  }

  async update(id: number, changes: UserChanges, changedBy: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('ab_user')
        .set({
          ...(changes.first_name !== undefined && { first_name: changes.first_name }),
          ...(changes.last_name !== undefined && { last_name: changes.last_name }),
          ...(changes.username !== undefined && { username: changes.username }),
          ...(changes.email !== undefined && { email: changes.email }),
          ...(changes.active !== undefined && { active: changes.active ? 1 : 0 }),
          ...(changes.passwordHash !== undefined && { password: changes.passwordHash }),
          changed_on: nowIso(),
          changed_by_fk: changedBy,
        })
        .where('id', '=', id)
        .execute();
      if (changes.roleIds) {
        await trx.deleteFrom('ab_user_role').where('user_id', '=', id).execute();
        if (changes.roleIds.length) {
          await trx
            .insertInto('ab_user_role')
            .values(changes.roleIds.map((role_id) => ({ user_id: id, role_id })))
            .execute();
        }
      }
      if (changes.revokeTokens) await advanceTokenGeneration(trx, id);
    });
  }

  async delete(ids: readonly number[]): Promise<number> {
    const result = await this.db.deleteFrom('ab_user').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async recordLogin(id: number, success: boolean): Promise<void> {
    await this.db
      .updateTable('ab_user')
      .set((eb) =>
        success
          ? { last_login: nowIso(), login_count: eb('login_count', '+', 1), fail_login_count: 0 }
          : { fail_login_count: eb('fail_login_count', '+', 1) },
      )
      .where('id', '=', id)
      .execute();
  }
}
