import type { EngineSpec } from '../EngineSpec.js';
import { maskUri, parseSqlalchemyUri } from '../uri.js';
import { DuckDbConnection } from './connection.js';
import { DUCKDB_DIALECT } from './dialect.js';

export const DUCKDB_SPEC: EngineSpec = {
  ...DUCKDB_DIALECT,
  engine: 'duckdb',
  engineName: 'DuckDB',
  schemes: ['duckdb'],
  defaultDriver: 'duckdb_engine',
  sqlalchemyUriPlaceholder: 'duckdb:////path/to/duck.db',
  parametersSchema: null,
  requiredParameters: [],
  supportsDynamicForm: false,
  allowsSubquery: true,
  allowsCostEstimate: true,
  supportsSchemas: true,

  parseUri(uri) {
    const parsed = parseSqlalchemyUri(uri);
    return { database: parsed.database || ':memory:', query: parsed.query };
  },
  buildUri(parameters) {
    const query = new URLSearchParams(parameters.query ?? {}).toString();
    return `duckdb:///${parameters.database ?? ':memory:'}${query ? `?${query}` : ''}`;
  },
  maskUri,
  connect(settings) {
    const parsed = parseSqlalchemyUri(settings.uri);
    // URI query parameters are DuckDB settings, as in duckdb_engine (e.g. ?access_mode=read_only);
    // sandbox.ts says which ones a URI may set.
    return new DuckDbConnection({
      file: parsed.database ?? '',
      settings: parsed.query,
      readOnly: settings.readOnly ?? false,
      baseDir: settings.baseDir,
    });
  },
};
