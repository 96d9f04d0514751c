import { DUCKDB_SPEC } from './duckdb/spec.js';
import { EngineError, type EngineSpec } from './EngineSpec.js';
import { MYSQL_SPEC } from './mysql/spec.js';
import { POSTGRES_SPEC } from './postgresql/spec.js';
import { SQLITE_SPEC } from './sqlite/spec.js';
import { uriScheme } from './uri.js';

/** Every engine Loupe can connect to, in the order the connect dialog lists them. */
export const ENGINE_SPECS: readonly EngineSpec[] = [POSTGRES_SPEC, MYSQL_SPEC, DUCKDB_SPEC, SQLITE_SPEC];

/**
 * The spec for a URI ("postgresql+psycopg2://...") or an engine key ("postgresql", "mariadb"). The
 * URI's scheme with its driver is matched first, then the backend alone, so an unlisted driver of a
 * known backend (postgresql+asyncpg) still finds its engine.
 */
export function engineSpecFor(uriOrEngine: string): EngineSpec {
  const trimmed = uriOrEngine.trim();
  const parsed = uriScheme(trimmed);
  const scheme = parsed?.scheme ?? trimmed.toLowerCase();
  const backend = parsed?.backend ?? scheme;
  const spec =
    ENGINE_SPECS.find((candidate) => candidate.engine === scheme || candidate.schemes.includes(scheme)) ??
    ENGINE_SPECS.find((candidate) => candidate.engine === backend || candidate.schemes.includes(backend));
  if (!spec) {
    // Only the scheme is echoed: the rest of a URI may hold a password.
    const shown =
      parsed?.scheme ??
      (/^[a-z0-9+._-]{1,64}$/i.test(trimmed) ? trimmed : trimmed.split(':')[0]!.slice(0, 64));
    throw new EngineError(`Could not load database driver: ${shown}`);
  }
  return spec;
}

/** The engines offered for new connections (all drivers ship with the server). */
export function availableEngines(): readonly EngineSpec[] {
  return ENGINE_SPECS;
}
