import type { Kysely } from 'kysely';

/**
 * Revocation of logins, shared by every server node through the metadata store.
 *
 * - `loupe_revoked_session`: logins ended by logout, by session id (the `sid` every session cookie,
 *   access and refresh token carries). A row is needed only until the last token of that login
 *   expires (`expires_on`), after which it is pruned.
 * - `loupe_user_token_generation`: each user's current token generation. Tokens carry the generation
 *   they were issued under; a password, role or activation change moves the user to the next one,
 *   revoking all their earlier tokens in one write. No row means generation 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loupe_revoked_session')
    .addColumn('sid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('revoked_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_loupe_revoked_session_expires_on')
    .on('loupe_revoked_session')
    .column('expires_on')
    .execute();
  await db.schema
    .createTable('loupe_user_token_generation')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('ab_user.id').onDelete('cascade'))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loupe_user_token_generation').ifExists().execute();
  await db.schema.dropTable('loupe_revoked_session').ifExists().execute();
}
