import type { EngineSpec } from '../EngineSpec.js';
import {
  NETWORK_PARAMETERS_SCHEMA,
  NETWORK_REQUIRED_PARAMETERS,
  networkParametersFromUri,
  networkUriFromParameters,
} from '../network.js';
import { maskUri } from '../uri.js';
import { mysqlSettings } from './config.js';
import { MysqlConnection } from './connection.js';
import { MYSQL_DIALECT } from './dialect.js';

const ENCRYPTION_QUERY = { ssl: '1' };

export const MYSQL_SPEC: EngineSpec = {
  ...MYSQL_DIALECT,
  engine: 'mysql',
  engineName: 'MySQL',
  schemes: [
    'mysql',
    'mysql+mysqldb',
    'mysql+pymysql',
    'mysql+mysqlconnector',
    'mariadb',
    'mariadb+mysqldb',
    'mariadb+pymysql',
    'mariadb+mariadbconnector',
  ],
  defaultDriver: 'mysqldb',
  sqlalchemyUriPlaceholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: NETWORK_PARAMETERS_SCHEMA,
  requiredParameters: NETWORK_REQUIRED_PARAMETERS,
  supportsDynamicForm: true,
  allowsSubquery: true,
  allowsCostEstimate: true,
  supportsSchemas: true,

  parseUri: (uri) => networkParametersFromUri(uri, ENCRYPTION_QUERY),
  buildUri: (parameters) => networkUriFromParameters('mysql+mysqldb', parameters, ENCRYPTION_QUERY),
  maskUri,
  connect: (settings) => new MysqlConnection(mysqlSettings(settings)),
};
