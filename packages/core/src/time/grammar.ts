import * as ohm from 'ohm-js';
import { TimeRangeError } from './errors.js';
import type { TimeUnit } from './naiveDate.js';

/*
 * The function grammar of Superset's time expressions (date_parser.datetime_parser): DATETIME,
 * DATEADD, DATETRUNC, LASTDAY, HOLIDAY and DATEDIFF where an integer is expected. Keywords and units
 * are case-insensitive; a trailing comma inside the parentheses is allowed, as in Superset. Ohm reads
 * the text (docs/adr/0002-time-range-parser.md); this file only turns its parse tree into TimeExpr.
 */

export type DateUnit = Exclude<TimeUnit, 'hour' | 'minute' | 'second'>;

export type DateExpr =
  | { kind: 'datetime'; text: string }
  | { kind: 'dateadd'; expr: DateExpr; delta: IntExpr; unit: TimeUnit }
  | { kind: 'datetrunc'; expr: DateExpr; unit: TimeUnit }
  | { kind: 'lastday'; expr: DateExpr; unit: DateUnit }
  | { kind: 'holiday'; name: string; expr: DateExpr | null; country: string | null };

export type IntExpr =
  { kind: 'int'; value: number } | { kind: 'datediff'; from: DateExpr; to: DateExpr; unit: 'day' | 'year' };

export type TimeExpr = DateExpr | Extract<IntExpr, { kind: 'datediff' }>;

const SOURCE = String.raw`
TimeExpression {
  Expression = DateExpr | DateDiff
  DateExpr = DateTime | DateAdd | DateTrunc | LastDay | Holiday
  DateTime = datetime "(" text ")"
  DateAdd = dateadd "(" DateExpr "," IntExpr "," unit ","? ")"
  DateTrunc = datetrunc "(" DateExpr "," unit ","? ")"
  LastDay = lastday "(" DateExpr "," dateUnit ","? ")"
  Holiday = holiday "(" text ","? DateExpr? ","? text? ","? ")"
  DateDiff = datediff "(" DateExpr "," DateExpr DiffUnit? ")"
  DiffUnit = "," diffUnit ","?
  IntExpr = integer | DateDiff

  integer = ("+" | "-")? digit+
  unit = dateUnit | hour | minute | second
  dateUnit = year | quarter | month | week | day
  diffUnit = year | day
  text = "'" (~"'" any)* "'"  -- single
       | "\"" (~"\"" any)* "\""  -- double

  datetime = caseInsensitive<"datetime"> ~wordChar
  dateadd = caseInsensitive<"dateadd"> ~wordChar
  datetrunc = caseInsensitive<"datetrunc"> ~wordChar
  lastday = caseInsensitive<"lastday"> ~wordChar
  holiday = caseInsensitive<"holiday"> ~wordChar
  datediff = caseInsensitive<"datediff"> ~wordChar
  year = caseInsensitive<"year"> ~wordChar
  quarter = caseInsensitive<"quarter"> ~wordChar
  month = caseInsensitive<"month"> ~wordChar
  week = caseInsensitive<"week"> ~wordChar
  day = caseInsensitive<"day"> ~wordChar
  hour = caseInsensitive<"hour"> ~wordChar
  minute = caseInsensitive<"minute"> ~wordChar
  second = caseInsensitive<"second"> ~wordChar
  wordChar = alnum | "_"
}
`;

type Node = ohm.Node;

const ast = (node: Node): unknown => (node as unknown as { ast(): unknown }).ast();

function optional(node: Node): unknown {
  const child = node.children[0];
  return child ? ast(child) : null;
}

let compiled: { grammar: ohm.Grammar; semantics: ohm.Semantics } | null = null;

// Built on first use, so importing @loupe/core costs nothing to code that never reads a time range.
function compile(): { grammar: ohm.Grammar; semantics: ohm.Semantics } {
  if (compiled) return compiled;
  const grammar = ohm.grammar(SOURCE);
  // Each action takes one parameter per term of its rule, as Ohm requires; _ marks punctuation.
  const semantics = grammar.createSemantics().addOperation<unknown>('ast', {
    Expression: (expr) => ast(expr),
    DateExpr: (expr) => ast(expr),
    DateTime: (_kw, _open, text, _close) => ({ kind: 'datetime', text: ast(text) }),
    DateAdd: (_kw, _open, expr, _c1, delta, _c2, unit, _c3, _close) => ({
      kind: 'dateadd',
      expr: ast(expr),
      delta: ast(delta),
      unit: ast(unit),
    }),
    DateTrunc: (_kw, _open, expr, _c1, unit, _c2, _close) => ({
      kind: 'datetrunc',
      expr: ast(expr),
      unit: ast(unit),
    }),
    LastDay: (_kw, _open, expr, _c1, unit, _c2, _close) => ({
      kind: 'lastday',
      expr: ast(expr),
      unit: ast(unit),
    }),
    Holiday: (_kw, _open, name, _c1, expr, _c2, country, _c3, _close) => ({
      kind: 'holiday',
      name: ast(name),
      expr: optional(expr),
      country: optional(country),
    }),
    DateDiff: (_kw, _open, from, _c1, to, unit, _close) => ({
      kind: 'datediff',
      from: ast(from),
      to: ast(to),
      unit: optional(unit) ?? 'day',
    }),
    DiffUnit: (_c1, unit, _c2) => ast(unit),
    IntExpr: (expr) => ast(expr),
    integer(_sign, _digits) {
      return { kind: 'int', value: Number.parseInt(this.sourceString, 10) };
    },
    unit(_unit) {
      return this.sourceString.toLowerCase();
    },
    dateUnit(_unit) {
      return this.sourceString.toLowerCase();
    },
    diffUnit(_unit) {
      return this.sourceString.toLowerCase();
    },
    text_single: (_open, chars, _close) => chars.sourceString,
    text_double: (_open, chars, _close) => chars.sourceString,
  });
  compiled = { grammar, semantics };
  return compiled;
}

/**
 * Parses a whole time expression. A syntax error reads like Superset's (pyparsing's) text:
 * 'Expected ..., found ... (at char N), (line:1, col:N+1)'.
 */
export function parseTimeExpression(text: string): TimeExpr {
  const { grammar, semantics } = compile();
  const match = grammar.match(text);
  if (match.failed()) {
    const position = match.getRightmostFailurePosition();
    const found = position < text.length ? `'${text[position]}'` : 'end of text';
    throw new TimeRangeError(
      `Expected ${match.getExpectedText().replaceAll(' (case-insensitive)', '')}, found ${found}  (at char ${position}), (line:1, col:${position + 1})`,
    );
  }
  return (semantics(match) as { ast(): TimeExpr }).ast();
}
