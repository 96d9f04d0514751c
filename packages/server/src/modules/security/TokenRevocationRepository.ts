import type { Kysely } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import { nowIso, type MetadataSchema } from '../../platform/metadata/schema.js';

/** What the store says about one token's login: the user's current generation, and a logout. */
export interface TokenStanding {
  generation: number;
  revoked: boolean;
}

/**
 * Moves a user to the next token generation, revoking every token issued before. Takes the caller's
 * transaction so the revocation commits with the change that caused it (a new password, new roles).
 */
export async function advanceTokenGeneration(db: Kysely<MetadataSchema>, userId: number): Promise<void> {
  await db
    .insertInto('loupe_user_token_generation')
    .values({ user_id: userId, generation: 1 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        generation: eb('loupe_user_token_generation.generation', '+', 1),
      })),
    )
    .execute();
}

/**
 * Token revocation in the metadata store, so every node sees it: logouts by session id and each
 * user's token generation (migration 0002).
 */
export class TokenRevocationRepository {
  constructor(private readonly db: MetadataDb) {}

  /** One round trip: the user's generation and whether the login was logged out. */
  async standing(userId: number, sid: string): Promise<TokenStanding> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('loupe_user_token_generation')
          .select('generation')
          .where('user_id', '=', userId)
          .as('generation'),
        eb.selectFrom('loupe_revoked_session').select('sid').where('sid', '=', sid).as('revoked_sid'),
      ])
      .executeTakeFirst();
    return { generation: Number(row?.generation ?? 0), revoked: row?.revoked_sid != null };
  }

  async generationOf(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('loupe_user_token_generation')
      .select('generation')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.generation ?? 0);
  }

  /**
   * Records a logout until `expiresOn` (when the login's last token would have expired anyway) and
   * prunes entries whose tokens have all expired.
   */
  async revokeSession(sid: string, expiresOn: Date): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('loupe_revoked_session').where('expires_on', '<', now).execute();
      await trx
        .insertInto('loupe_revoked_session')
        .values({ sid, revoked_on: now, expires_on: expiresOn.toISOString() })
        .onConflict((oc) => oc.column('sid').doNothing())
        .execute();
    });
  }
}
