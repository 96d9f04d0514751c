import {
  COMPARATOR,
  type ConditionalFormattingConfig,
} from '../../../../../viz/tabular/conditionalFormatting';

/** Superset's operators in the order its popover lists them. */
export const OPERATORS: readonly string[] = Object.values(COMPARATOR);

/** Operators comparing against a range (left and right values); `None` compares against nothing. */
export const RANGE_OPERATORS: ReadonlySet<string> = new Set([
  COMPARATOR.Between,
  COMPARATOR.BetweenOrEqual,
  COMPARATOR.BetweenOrLeftEqual,
  COMPARATOR.BetweenOrRightEqual,
]);

/** Superset's colour choices for a rule (its theme's light success/alert/error colours), green first. */
export const FORMATTER_COLORS = [
  { value: '#ACE1C4', name: 'green' },
  { value: '#FDE380', name: 'yellow' },
  { value: '#EFA1AA', name: 'red' },
] as const;

export type FormatterColorName = (typeof FORMATTER_COLORS)[number]['name'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The rules a `conditional_formatting` value holds, keeping only Superset's keys. */
export function readRules(value: unknown): ConditionalFormattingConfig[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((rule) => ({
    column: stringOrUndefined(rule.column),
    operator: stringOrUndefined(rule.operator),
    colorScheme: stringOrUndefined(rule.colorScheme),
    targetValue: numberOrUndefined(rule.targetValue),
    targetValueLeft: numberOrUndefined(rule.targetValueLeft),
    targetValueRight: numberOrUndefined(rule.targetValueRight),
  }));
}

/** A rule as Superset saves it: only the values its operator compares against are kept. */
export function cleanRule(rule: ConditionalFormattingConfig): ConditionalFormattingConfig {
  const { column, operator, colorScheme } = rule;
  const base: ConditionalFormattingConfig = { column, operator, colorScheme };
  if (operator === COMPARATOR.None) return base;
  if (operator !== undefined && RANGE_OPERATORS.has(operator))
    return { ...base, targetValueLeft: rule.targetValueLeft, targetValueRight: rule.targetValueRight };
  return { ...base, targetValue: rule.targetValue };
}

/** Superset's popover can be applied once a column, an operator and its value(s) are chosen. */
export function isRuleComplete(rule: ConditionalFormattingConfig): boolean {
  if (!rule.column || !rule.operator || !rule.colorScheme) return false;
  if (rule.operator === COMPARATOR.None) return true;
  if (RANGE_OPERATORS.has(rule.operator)) {
    const { targetValueLeft: left, targetValueRight: right } = rule;
    return left !== undefined && right !== undefined && left < right;
  }
  return rule.targetValue !== undefined;
}

/** "delay > 10", "0 < x < 5 (delay)": how the rule reads in the list. */
export function ruleLabel(rule: ConditionalFormattingConfig, columnLabel: string): string {
  const { operator } = rule;
  if (!operator || operator === COMPARATOR.None) return columnLabel;
  if (RANGE_OPERATORS.has(operator)) {
    const [leftOp, rightOp] = operator.split(' x ');
    return `${rule.targetValueLeft ?? ''} ${leftOp} ${columnLabel} ${rightOp} ${rule.targetValueRight ?? ''}`;
  }
  return `${columnLabel} ${operator} ${rule.targetValue ?? ''}`;
}
