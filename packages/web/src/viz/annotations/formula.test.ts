import { describe, expect, it } from 'vitest';
import { compileFormula } from './formula';

describe('compileFormula (mathjs)', () => {
  it("reads Superset's 'y = ...' form and the bare expression, in x", () => {
    expect(compileFormula('y = 2 * x + 5')?.(3)).toBe(11);
    expect(compileFormula('2x+5')?.(3)).toBe(11);
    expect(compileFormula('x ^ 2 / 4 - sqrt(x)')?.(4)).toBe(2);
    expect(compileFormula('max(x, 10)')?.(4)).toBe(10);
    expect(compileFormula('pi')?.(0)).toBeCloseTo(Math.PI);
  });

  it('gives comparisons as 1 or 0 (a threshold line)', () => {
    const formula = compileFormula('x > 3');
    expect(formula?.(5)).toBe(1);
    expect(formula?.(1)).toBe(0);
  });

  it('gives NaN, not a complex number, for a square root of a negative number', () => {
    expect(compileFormula('sqrt(x)')?.(-4)).toBeNaN();
  });

  it('refuses what is not a formula in x: syntax errors, unknown names and functions', () => {
    expect(compileFormula('x +')).toBeNull();
    expect(compileFormula('')).toBeNull();
    expect(compileFormula('y = ')).toBeNull();
    expect(compileFormula('z * 2')).toBeNull();
    expect(compileFormula('foo(x)')).toBeNull();
  });

  it('cannot reach JavaScript or mathjs internals', () => {
    expect(compileFormula('import({a: 1})')).toBeNull();
    expect(compileFormula('evaluate("1+1")')).toBeNull();
    expect(compileFormula('x.constructor')).toBeNull();
    expect(compileFormula('"a".constructor("return 1")()')).toBeNull();
    expect(compileFormula('f(x) = x; f(2)')).toBeNull();
  });
});
