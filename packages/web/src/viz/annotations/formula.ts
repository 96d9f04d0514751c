import {
  absDependencies,
  addDependencies,
  cbrtDependencies,
  ceilDependencies,
  compileDependencies,
  cosDependencies,
  divideDependencies,
  eDependencies,
  equalDependencies,
  expDependencies,
  floorDependencies,
  largerDependencies,
  largerEqDependencies,
  log10Dependencies,
  log2Dependencies,
  logDependencies,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  create,
  type FactoryFunctionMap,
  sinDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  unequalDependencies,
} from 'mathjs';

/**
 * Formula annotation layers (`y = 2 * x + 10`) are evaluated by mathjs, with only arithmetic,
 * comparisons and the common functions created: no unit, matrix or `import` function exists, and
 * mathjs' expression language has no way to reach JavaScript. This module is loaded only for charts
 * that have a formula layer.
 */
const DEPENDENCIES = {
  compileDependencies,
  addDependencies,
  subtractDependencies,
  multiplyDependencies,
  divideDependencies,
  modDependencies,
  powDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  absDependencies,
  sqrtDependencies,
  cbrtDependencies,
  expDependencies,
  logDependencies,
  log10Dependencies,
  log2Dependencies,
  sinDependencies,
  cosDependencies,
  tanDependencies,
  floorDependencies,
  ceilDependencies,
  roundDependencies,
  minDependencies,
  maxDependencies,
  piDependencies,
  eDependencies,
  equalDependencies,
  unequalDependencies,
  smallerDependencies,
  smallerEqDependencies,
  largerDependencies,
  largerEqDependencies,
};

// mathjs types each *Dependencies export as possibly undefined; they all exist.
const factories: FactoryFunctionMap = Object.fromEntries(
  Object.entries(DEPENDENCIES).filter(
    (entry): entry is [string, FactoryFunctionMap] => entry[1] !== undefined,
  ),
);

const math = create(
  factories,
  // Plain numbers; a square root of a negative number is NaN, not a complex number.
  { number: 'number', predictable: true },
);

export type Formula = (x: number) => number;

/** Superset accepts `y = <expression in x>` as well as the bare expression. */
const Y_PREFIX = /^\s*y\s*=(?!=)/;

function asNumber(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * The formula as a function of x, or null when it is not a formula in x (a syntax error, an unknown
 * name or function, or a result that is not a number).
 */
export function compileFormula(expression: string): Formula | null {
  const source = expression.replace(Y_PREFIX, '');
  if (source.trim() === '') return null;
  try {
    const code = math.compile(source);
    const formula: Formula = (x) => {
      try {
        return asNumber(code.evaluate({ x }));
      } catch {
        return Number.NaN;
      }
    };
    // Unknown symbols only fail when evaluated; a probe also refuses results that are not numbers.
    const probe: unknown = code.evaluate({ x: 1 });
    return typeof probe === 'number' || typeof probe === 'boolean' ? formula : null;
  } catch {
    return null;
  }
}
