import { ownValue, type DatabaseParameters } from '@loupe/core';
import { EngineError, type EngineSpec } from '../../engines/EngineSpec.js';
import { availableEngines, engineSpecFor } from '../../engines/registry.js';
import { ApiError, BadRequestError } from '../../errors.js';
import { connectionError } from './connectionError.js';

export interface AvailableEngine {
  name: string;
  engine: string;
  available_drivers: string[];
  default_driver: string;
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  parameters?: Record<string, unknown>;
  engine_information: {
    supports_file_upload: boolean;
    disable_ssh_tunneling: boolean;
    supports_dynamic_catalog: boolean;
  };
}

/** GET /api/v1/database/available/: the engines Loupe can connect to, with their form schema. */
export function listAvailableEngines(): { databases: AvailableEngine[] } {
  return {
    databases: availableEngines().map((spec: EngineSpec) => ({
      name: spec.engineName,
      engine: spec.engine,
      available_drivers: [spec.defaultDriver],
      default_driver: spec.defaultDriver,
      sqlalchemy_uri_placeholder: spec.sqlalchemyUriPlaceholder,
      preferred: spec.engine === 'postgresql' || spec.engine === 'mysql' || spec.engine === 'duckdb',
      ...(spec.supportsDynamicForm && spec.parametersSchema ? { parameters: spec.parametersSchema } : {}),
      engine_information: {
        supports_file_upload: true,
        disable_ssh_tunneling: true,
        supports_dynamic_catalog: false,
      },
    })),
  };
}

/** Connection errors that point at one form field. */
const FIELD_OF_ERROR: Partial<Record<EngineError['errorType'], string[]>> = {
  CONNECTION_INVALID_HOSTNAME_ERROR: ['host'],
  CONNECTION_HOST_DOWN_ERROR: ['host', 'port'],
  CONNECTION_PORT_CLOSED_ERROR: ['port'],
  CONNECTION_INVALID_USERNAME_ERROR: ['username'],
  CONNECTION_INVALID_PASSWORD_ERROR: ['username', 'password'],
  CONNECTION_ACCESS_DENIED_ERROR: ['username', 'password'],
  CONNECTION_UNKNOWN_DATABASE_ERROR: ['database'],
};

/**
 * POST validate_parameters/: each missing required field is "This is a required field"; when all are
 * there, the connection is tried and a failure names the field it points at. `beforeConnect` may
 * refuse the built URI before anything connects (SQLite, the data dir).
 */
export async function validateParameters(
  body: { engine?: string | undefined; parameters?: DatabaseParameters | undefined },
  beforeConnect: (spec: EngineSpec, uri: string) => void = () => undefined,
): Promise<void> {
  if (!body.engine) throw new BadRequestError({ engine: ['Missing data for required field.'] });
  let spec: EngineSpec;
  try {
    spec = engineSpecFor(body.engine);
  } catch (e) {
    throw new BadRequestError({ engine: [(e as Error).message] });
  }
  const params = body.parameters ?? {};
  const missing = spec.requiredParameters.filter((name) => {
    const value = ownValue(params, name);
    return value === undefined || value === null || value === '';
  });
  if (missing.length) {
    throw new ApiError(422, {
      errors: missing.map((field) => ({
        message: 'This is a required field',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'warning' as const,
        extra: {
          missing: [field],
          invalid: [field],
          issue_codes: [
            {
              code: 1018,
              message: 'Issue 1018 - One or more parameters needed to configure a database are missing.',
            },
          ],
        },
      })),
    });
  }
  const port = params.port === undefined || params.port === '' ? undefined : Number(params.port);
  if (port !== undefined && !Number.isInteger(port)) {
    throw new ApiError(422, {
      errors: [
        {
          message: 'Port must be a valid integer.',
          error_type: 'CONNECTION_INVALID_PORT_ERROR',
          level: 'error',
          extra: { invalid: ['port'] },
        },
      ],
    });
  }
  const uri = spec.buildUri({ ...params, port, password: undefined });
  beforeConnect(spec, uri);
  const connection = spec.connect({ uri, password: params.password });
  try {
    await connection.testConnection();
  } catch (e) {
    const errorType = e instanceof EngineError ? e.errorType : 'GENERIC_DB_ENGINE_ERROR';
    throw connectionError(e, spec, params.password, { invalid: FIELD_OF_ERROR[errorType] ?? [] });
  } finally {
    await connection.close().catch(() => undefined);
  }
}
