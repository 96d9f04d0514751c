import { EngineError } from '../EngineSpec.js';

/**
 * Settings of every DuckDB instance that runs users' SQL (SQL Lab, datasets, chart queries): no file,
 * network or other database beyond the connection's own file (`enable_external_access`), no extension
 * installed or loaded, ever (nothing is downloaded), and no setting changed afterwards
 * (`lock_configuration` must come last: DuckDB applies options in order). The progress bar, a
 * per-connection setting, is turned on with its PRAGMA, which a locked configuration still allows.
 */
/**
 * No extension is ever installed or loaded, so nothing is downloaded: for every instance, also the
 * examples loader's and the upload staging's (parquet, json and icu are built in).
 */
export const DUCKDB_NO_EXTENSIONS: Readonly<Record<string, string>> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_unsigned_extensions: 'false',
};

export const DUCKDB_SANDBOX_SETTINGS: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  ...DUCKDB_NO_EXTENSIONS,
  lock_configuration: 'true',
};

/**
 * DuckDB settings a connection URI may carry (`duckdb:///file.db?threads=2`, as duckdb_engine reads
 * them). Anything else could undo the sandbox (`enable_external_access`, `allowed_directories`,
 * `temp_directory`, `extension_directory`...) and is refused.
 */
const URI_SETTINGS = new Set([
  'access_mode',
  'threads',
  'memory_limit',
  'max_memory',
  'default_order',
  'timezone',
]);

/** The instance settings of a user-facing DuckDB database: the URI's allowed settings, then the sandbox. */
export function sandboxedSettings(
  uriSettings: Readonly<Record<string, string>>,
  readOnly: boolean,
): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(uriSettings)) {
    if (!URI_SETTINGS.has(name.toLowerCase())) {
      throw new EngineError(
        `The DuckDB setting "${name}" cannot be set in the connection URI: only ${[...URI_SETTINGS].join(', ')} can.`,
      );
    }
    settings[name.toLowerCase()] = value;
  }
  if (readOnly) settings.access_mode = 'read_only';
  return { ...settings, ...DUCKDB_SANDBOX_SETTINGS };
}
