import type { EngineSpec } from '../EngineSpec.js';
import { positiveInteger } from '../network.js';
import { maskUri, parseSqlalchemyUri } from '../uri.js';
import { SqliteConnection } from './connection.js';
import { SQLITE_DIALECT } from './dialect.js';

const DEFAULT_POOL_SIZE = 2;

export const SQLITE_SPEC: EngineSpec = {
  ...SQLITE_DIALECT,
  engine: 'sqlite',
  engineName: 'SQLite',
  schemes: ['sqlite', 'sqlite+pysqlite'],
  defaultDriver: 'pysqlite',
  sqlalchemyUriPlaceholder: 'sqlite:////path/to/file.db',
  parametersSchema: null,
  requiredParameters: [],
  supportsDynamicForm: false,
  allowsSubquery: true,
  allowsCostEstimate: false,
  supportsSchemas: false,

  parseUri(uri) {
    const parsed = parseSqlalchemyUri(uri);
    return { database: parsed.database || ':memory:', query: parsed.query };
  },
  buildUri(parameters) {
    const database = parameters.database ?? '';
    const query = new URLSearchParams(parameters.query ?? {}).toString();
    const path = database === '' || database === ':memory:' ? '' : `/${database}`;
    return `sqlite://${path}${query ? `?${query}` : ''}`;
  },
  maskUri,
  connect(settings) {
    const parsed = parseSqlalchemyUri(settings.uri);
    // SQLAlchemy's read-only form: sqlite:///file:path.db?mode=ro&uri=true; plain ?mode=ro works too.
    const file = (parsed.database ?? '').replace(/^file:/, '');
    return new SqliteConnection({
      file,
      readonly: parsed.query.mode === 'ro' || (settings.readOnly ?? false),
      baseDir: settings.baseDir,
      poolSize: positiveInteger(settings.engineParams?.pool_size, DEFAULT_POOL_SIZE),
    });
  },
};
