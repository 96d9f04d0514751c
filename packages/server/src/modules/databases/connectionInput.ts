import { PASSWORD_MASK, type DatabaseParameters } from '@loupe/core';
import { EngineError, type EngineSpec } from '../../engines/EngineSpec.js';
import { engineSpecFor } from '../../engines/registry.js';
import { BadRequestError } from '../../errors.js';

/** What a create, update or test-connection body says about the connection itself. */
export interface ConnectionInput {
  sqlalchemy_uri?: string | undefined;
  configuration_method?: 'sqlalchemy_form' | 'dynamic_form' | undefined;
  engine?: string | undefined;
  parameters?: DatabaseParameters | undefined;
}

/**
 * The resolved connection: the URI to store (password masked), and what to do with the password.
 * `password: undefined` keeps the stored one (the client sent the mask back); `null` removes it.
 */
export interface ResolvedConnection {
  spec: EngineSpec;
  maskedUri: string;
  password: string | null | undefined;
  configurationMethod: 'sqlalchemy_form' | 'dynamic_form';
}

function specOrBadRequest(uriOrEngine: string): EngineSpec {
  try {
    return engineSpecFor(uriOrEngine);
  } catch (e) {
    throw new BadRequestError({ sqlalchemy_uri: [(e as Error).message] });
  }
}

/** Turns the body's URI or dynamic-form parameters into a stored URI and a password decision. */
export function resolveConnection(input: ConnectionInput): ResolvedConnection | null {
  if (input.configuration_method === 'dynamic_form' || (!input.sqlalchemy_uri && input.parameters)) {
    if (!input.engine) throw new BadRequestError({ engine: ['Engine is required with parameters.'] });
    const spec = specOrBadRequest(input.engine);
    const params = input.parameters ?? {};
    const port = params.port === undefined || params.port === '' ? undefined : Number(params.port);
    if (port !== undefined && !Number.isInteger(port))
      throw new BadRequestError({ port: ['Port must be a number.'] });
    const pw = params.password;
    let maskedUri: string;
    try {
      maskedUri = spec.buildUri({ ...params, port, password: pw ? PASSWORD_MASK : undefined });
    } catch (e) {
      throw new BadRequestError({ parameters: [(e as Error).message] });
    }
    return {
      spec,
      maskedUri,
      password: pw === PASSWORD_MASK ? undefined : pw ? pw : null,
      configurationMethod: 'dynamic_form',
    };
  }
  if (!input.sqlalchemy_uri) return null;
  const spec = specOrBadRequest(input.sqlalchemy_uri);
  let password: string | undefined;
  try {
    password = spec.parseUri(input.sqlalchemy_uri).password;
  } catch (e) {
    const message = e instanceof EngineError ? e.message : 'Invalid connection string';
    throw new BadRequestError({ sqlalchemy_uri: [message] });
  }
  return {
    spec,
    maskedUri: spec.maskUri(input.sqlalchemy_uri),
    password: password === PASSWORD_MASK ? undefined : password ? password : null,
    configurationMethod: 'sqlalchemy_form',
  };
}
