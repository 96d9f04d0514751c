import { Liquid } from 'liquidjs';

/**
 * SQL templating with Jinja-compatible syntax ({{ var }}, {% if %}, filters) that cannot run code
 * (DESIGN.md, security rules). liquidjs has no call syntax, and with ownPropertyOnly a template
 * only reads the parameters' own properties: `"".constructor`, `__proto__` and the like resolve to
 * nothing, so `{{ "".constructor.constructor("return process")() }}` never reaches Function.
 */
const engine = new Liquid({
  ownPropertyOnly: true,
  strictFilters: true,
  strictVariables: true,
  // Templates come from the request; never read partials from disk.
  relativeReference: false,
  root: [],
  partials: [],
  layouts: [],
  dynamicPartials: false,
  // Guard the event loop against templates that loop or grow without end.
  renderLimit: 1_000,
  parseLimit: 1_000_000,
  memoryLimit: 10_000_000,
});

/** A template failure with Superset's error type and message. */
export class TemplateError extends Error {
  constructor(
    message: string,
    readonly errorType: 'MISSING_TEMPLATE_PARAMS_ERROR' | 'INVALID_TEMPLATE_PARAMS_ERROR',
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

/** Parameters from the templateParams JSON text; anything but a JSON object is refused. */
export function parseTemplateParams(text: string | undefined | null): Record<string, unknown> {
  if (text === undefined || text === null || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TemplateError('The template parameters are not valid JSON.', 'INVALID_TEMPLATE_PARAMS_ERROR');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new TemplateError(
      'The template parameters must be a JSON object.',
      'INVALID_TEMPLATE_PARAMS_ERROR',
    );
  }
  return parsed as Record<string, unknown>;
}

/** Renders the SQL with the parameters; text without template markup is returned as it is. */
export async function renderSqlTemplate(sql: string, params: Record<string, unknown>): Promise<string> {
  if (!sql.includes('{{') && !sql.includes('{%')) return sql;
  let templates;
  try {
    templates = engine.parse(sql);
  } catch {
    throw new TemplateError(
      'The query contains one or more malformed template parameters.',
      'INVALID_TEMPLATE_PARAMS_ERROR',
    );
  }
  const missing = engine
    .globalVariablesSync(templates)
    .filter((name) => !Object.prototype.hasOwnProperty.call(params, name));
  if (missing.length > 0) {
    throw new TemplateError(
      `The following parameters in your query are undefined: "${missing.join('", "')}".`,
      'MISSING_TEMPLATE_PARAMS_ERROR',
    );
  }
  try {
    return await engine.render(templates, params);
  } catch {
    throw new TemplateError(
      'The query contains one or more malformed template parameters.',
      'INVALID_TEMPLATE_PARAMS_ERROR',
    );
  }
}
