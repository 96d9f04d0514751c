import type { FS, Liquid, TagToken, TopLevelToken } from 'liquidjs';
import { lazyRequire } from '../platform/lazyRequire.js';
import { parseJsonText } from '../platform/jsonText.js';

/** A tag that reads other templates (partials, layouts): refused while the template is parsed. */
class RefusedTagError extends Error {}

// liquidjs is loaded, and the engine below made, by the first template rendered rather than at start-up.
const liquidjs = lazyRequire<typeof import('liquidjs')>('liquidjs');

const REFUSED_TAGS = ['include', 'render', 'layout'] as const;

/** A file system with no files, so even a lookup the refused tags miss finds nothing to read. */
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new Error('SQL templates cannot read files.');
  },
  readFileSync: () => {
    throw new Error('SQL templates cannot read files.');
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  sep: '/',
  dirname: () => '',
};

/**
 * SQL templating with Jinja-compatible syntax ({{ var }}, {% if %}, filters) that cannot run code
 * (DESIGN.md, security rules). liquidjs has no call syntax, and with ownPropertyOnly a template
 * only reads the parameters' own properties: `"".constructor`, `__proto__` and the like resolve to
 * nothing, so `{{ "".constructor.constructor("return process")() }}` never reaches Function.
 */
let made: Liquid | undefined;

function engine(): Liquid {
  if (made) return made;
  const { Liquid, Tag } = liquidjs();

  /**
   * include, render and layout read other templates from a file system. SQL templates come from the
   * request, so no template may name a file: these tags are refused at parse time, before anything is
   * looked up (a `{% liquid include ... %}` line goes through the same tags).
   */
  class RefusedTag extends Tag {
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
      super(token, remainTokens, liquid);
      throw new RefusedTagError(`The "${token.name}" tag is not allowed in SQL templates.`);
    }

    /** Never reached: the constructor always throws. */
    render(): void {}
  }

  made = new Liquid({
    ownPropertyOnly: true,
    strictFilters: true,
    strictVariables: true,
    // Templates come from the request; never read partials from disk.
    fs: NO_FILES,
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
  for (const name of REFUSED_TAGS) made.registerTag(name, RefusedTag);
  return made;
}

const MALFORMED = 'The query contains one or more malformed template parameters.';

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
    parsed = parseJsonText(text);
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

/** A liquidjs failure as a TemplateError; a refused tag keeps its own message. */
function invalidTemplate(error: unknown): TemplateError {
  const original = (error as { originalError?: unknown } | null)?.originalError;
  const refused = error instanceof RefusedTagError ? error : original;
  return new TemplateError(
    refused instanceof RefusedTagError ? refused.message : MALFORMED,
    'INVALID_TEMPLATE_PARAMS_ERROR',
  );
}

/** Renders the SQL with the parameters; text without template markup is returned as it is. */
export async function renderSqlTemplate(sql: string, params: Record<string, unknown>): Promise<string> {
  if (!sql.includes('{{') && !sql.includes('{%')) return sql;
  let templates;
  let names: string[];
  try {
    templates = engine().parse(sql);
    names = engine().globalVariablesSync(templates);
  } catch (error) {
    throw invalidTemplate(error);
  }
  const missing = names.filter((name) => !Object.prototype.hasOwnProperty.call(params, name));
  if (missing.length > 0) {
    throw new TemplateError(
      `The following parameters in your query are undefined: "${missing.join('", "')}".`,
      'MISSING_TEMPLATE_PARAMS_ERROR',
    );
  }
  try {
    return await engine().render(templates, params);
  } catch (error) {
    throw invalidTemplate(error);
  }
}
