import { parseDatabaseExtra } from '@loupe/core';
import type { ConnectionSettings, EngineConnection, EngineSpec } from '../../engines/EngineSpec.js';
import { engineSpecFor } from '../../engines/registry.js';
import type { SecretBox } from '../../security/secretBox.js';
import type { DatabaseRow } from './DatabaseRepository.js';

/**
 * Open engine connections (pools) per saved database, reused across requests and dropped when the
 * database changes or is deleted. Every caller that runs SQL on a saved database goes through here.
 */
export class DatabaseConnections {
  private readonly open = new Map<number, { connection: EngineConnection; changedOn: string | null }>();

  /** `dataDir`: relative database file paths (the examples database) resolve against it. */
  constructor(
    private readonly secrets: SecretBox,
    private readonly dataDir: string,
  ) {}

  /**
   * Whether the engine must refuse writes itself: the database allows neither DML, CREATE TABLE/VIEW
   * AS nor file uploads, so nothing legitimate ever writes through this connection.
   */
  static isReadOnly(
    row: Pick<DatabaseRow, 'allow_dml' | 'allow_ctas' | 'allow_cvas' | 'allow_file_upload'>,
  ): boolean {
    return !row.allow_dml && !row.allow_ctas && !row.allow_cvas && !row.allow_file_upload;
  }

  /** The settings any connection to this database is opened with (also a test connection's). */
  settingsOf(
    uri: string,
    password: string | undefined,
    extraText: string | null | undefined,
    readOnly: boolean,
  ): ConnectionSettings {
    const extra = parseDatabaseExtra(extraText ?? undefined);
    return {
      uri,
      password,
      engineParams: typeof extra === 'string' ? {} : (extra.engine_params ?? {}),
      readOnly,
      baseDir: this.dataDir,
    };
  }

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
    const connection = this.specOf(row).connect(
      this.settingsOf(
        row.sqlalchemy_uri,
        this.passwordOf(row),
        row.extra,
        DatabaseConnections.isReadOnly(row),
      ),
    );
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
