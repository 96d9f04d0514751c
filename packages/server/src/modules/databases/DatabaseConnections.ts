import { parseDatabaseExtra } from '@loupe/core';
import type { EngineConnection, EngineSpec } from '../../engines/EngineSpec.js';
import { engineSpecFor } from '../../engines/registry.js';
import type { SecretBox } from '../../security/secretBox.js';
import type { DatabaseRow } from './DatabaseRepository.js';

/**
 * Open engine connections (pools) per saved database, reused across requests and dropped when the
 * database changes or is deleted. Every caller that runs SQL on a saved database goes through here.
 */
export class DatabaseConnections {
  private readonly open = new Map<number, { connection: EngineConnection; changedOn: string | null }>();

  constructor(private readonly secrets: SecretBox) {}

  specOf(row: Pick<DatabaseRow, 'sqlalchemy_uri'>): EngineSpec {
    return engineSpecFor(row.sqlalchemy_uri);
  }

  /** The stored password, decrypted. */
  passwordOf(row: Pick<DatabaseRow, 'password'>): string | undefined {
    return row.password ? this.secrets.decrypt(row.password) : undefined;
  }

  get(row: DatabaseRow): EngineConnection {
    const cached = this.open.get(row.id);
    if (cached && cached.changedOn === row.changed_on) return cached.connection;
    if (cached) void cached.connection.close();
    const extra = parseDatabaseExtra(row.extra);
    const connection = this.specOf(row).connect({
      uri: row.sqlalchemy_uri,
      password: this.passwordOf(row),
      engineParams: typeof extra === 'string' ? {} : (extra.engine_params ?? {}),
    });
    this.open.set(row.id, { connection, changedOn: row.changed_on });
    return connection;
  }

  async drop(id: number): Promise<void> {
    const cached = this.open.get(id);
    this.open.delete(id);
    if (cached) await cached.connection.close();
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    await Promise.all(all.map((c) => c.connection.close()));
  }
}
