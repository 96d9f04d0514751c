import type { EngineSpec } from '../EngineSpec.js';
import {
  NETWORK_PARAMETERS_SCHEMA,
  NETWORK_REQUIRED_PARAMETERS,
  networkParametersFromUri,
  networkUriFromParameters,
} from '../network.js';
import { maskUri } from '../uri.js';
import { postgresSettings } from './config.js';
import { PostgresConnection } from './connection.js';
import { POSTGRES_DIALECT } from './dialect.js';

const ENCRYPTION_QUERY = { sslmode: 'require' };

export const POSTGRES_SPEC: EngineSpec = {
  ...POSTGRES_DIALECT,
  engine: 'postgresql',
  engineName: 'PostgreSQL',
  schemes: ['postgresql', 'postgres', 'postgresql+psycopg2', 'postgresql+psycopg', 'postgresql+pg8000'],
  defaultDriver: 'psycopg2',
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: NETWORK_PARAMETERS_SCHEMA,
  requiredParameters: NETWORK_REQUIRED_PARAMETERS,
  supportsDynamicForm: true,
  allowsSubquery: true,
  allowsCostEstimate: true,
  supportsSchemas: true,

  parseUri: (uri) => networkParametersFromUri(uri, ENCRYPTION_QUERY),
  buildUri: (parameters) => networkUriFromParameters('postgresql+psycopg2', parameters, ENCRYPTION_QUERY),
  maskUri,
  connect: (settings) => new PostgresConnection(postgresSettings(settings)),
};
