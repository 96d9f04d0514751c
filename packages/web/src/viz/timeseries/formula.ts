/**
 * Evaluates a formula annotation's expression in `x` (Superset evaluates it with mathjs): numbers,
 * `x`, + - * / % ^, parentheses, unary signs and the common Math functions. Anything else makes the
 * formula invalid (null), so a typo draws no line rather than breaking the chart.
 */
const FUNCTIONS: Readonly<Record<string, (value: number) => number>> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  exp: Math.exp,
  log: Math.log,
  log10: Math.log10,
  log2: Math.log2,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
};

const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

type Token =
  { kind: 'number'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

function tokenize(expression: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:(\d+\.?\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/%^()]))/y;
  let index = 0;
  while (index < expression.length) {
    if (/^\s*$/.test(expression.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(expression);
    if (!match) return null;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2] });
    else tokens.push({ kind: 'op', value: match[3]! });
    index = pattern.lastIndex;
  }
  return tokens;
}

type Node = (x: number) => number;

/** A parsed formula: call it with x; null when the expression is not one this evaluator reads. */
export function parseFormula(expression: string): Node | null {
  const parsed = tokenize(expression);
  if (!parsed || parsed.length === 0) return null;
  const tokens: readonly Token[] = parsed;
  let position = 0;
  const peek = () => tokens[position];
  const isOp = (value: string) => {
    const token = peek();
    return token?.kind === 'op' && token.value === value;
  };

  // expression := term (('+' | '-') term)*
  function expressionNode(): Node | null {
    let left = term();
    while (left && (isOp('+') || isOp('-'))) {
      const op = tokens[position++]!.value;
      const right = term();
      if (!right) return null;
      const l = left;
      left = op === '+' ? (x) => l(x) + right(x) : (x) => l(x) - right(x);
    }
    return left;
  }

  // term := unary (('*' | '/' | '%') unary)*
  function term(): Node | null {
    let left = unary();
    while (left && (isOp('*') || isOp('/') || isOp('%'))) {
      const op = tokens[position++]!.value;
      const right = unary();
      if (!right) return null;
      const l = left;
      left =
        op === '*' ? (x) => l(x) * right(x) : op === '/' ? (x) => l(x) / right(x) : (x) => l(x) % right(x);
    }
    return left;
  }

  // unary := ('-' | '+') unary | power
  function unary(): Node | null {
    if (isOp('-') || isOp('+')) {
      const negative = tokens[position++]!.value === '-';
      const operand = unary();
      if (!operand) return null;
      return negative ? (x) => -operand(x) : operand;
    }
    return power();
  }

  // power := primary ('^' unary)?  (right-associative, as mathjs)
  function power(): Node | null {
    const base = primary();
    if (!base || !isOp('^')) return base;
    position++;
    const exponent = unary();
    if (!exponent) return null;
    return (x) => base(x) ** exponent(x);
  }

  function primary(): Node | null {
    const token = tokens[position++];
    if (!token) return null;
    if (token.kind === 'number') return () => token.value;
    if (token.kind === 'op') {
      if (token.value !== '(') return null;
      const inner = expressionNode();
      if (!inner || !isOp(')')) return null;
      position++;
      return inner;
    }
    if (token.value === 'x') return (x) => x;
    const constant = CONSTANTS[token.value];
    if (constant !== undefined) return () => constant;
    const fn = FUNCTIONS[token.value];
    if (!fn || !isOp('(')) return null;
    position++;
    const argument = expressionNode();
    if (!argument || !isOp(')')) return null;
    position++;
    return (x) => fn(argument(x));
  }

  const root = expressionNode();
  return root && position === tokens.length ? root : null;
}
