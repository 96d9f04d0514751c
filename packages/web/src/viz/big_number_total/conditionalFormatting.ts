/** One rule of Superset's conditional_formatting control (big number: the column is the metric). */
interface ColorRule {
  operator?: string;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  colorScheme?: string;
}

function matches(rule: ColorRule, value: number): boolean {
  const { targetValue: target, targetValueLeft: left, targetValueRight: right } = rule;
  switch (rule.operator) {
    case '<':
      return target !== undefined && value < target;
    case '≤':
    case '<=':
      return target !== undefined && value <= target;
    case '>':
      return target !== undefined && value > target;
    case '≥':
    case '>=':
      return target !== undefined && value >= target;
    case '=':
      return value === target;
    case '≠':
    case '!=':
      return target !== undefined && value !== target;
    case '< x <':
      return left !== undefined && right !== undefined && value > left && value < right;
    case '≤ x ≤':
      return left !== undefined && right !== undefined && value >= left && value <= right;
    case '≤ x <':
      return left !== undefined && right !== undefined && value >= left && value < right;
    case '< x ≤':
      return left !== undefined && right !== undefined && value > left && value <= right;
    default:
      return false;
  }
}

/** The colour of the first conditional-formatting rule the number meets (Superset's big number), if any. */
export function conditionalColorOf(rules: unknown, value: number | null): string | undefined {
  if (value === null || !Array.isArray(rules)) return undefined;
  for (const rule of rules as ColorRule[]) {
    if (rule && typeof rule === 'object' && rule.colorScheme && matches(rule, value)) return rule.colorScheme;
  }
  return undefined;
}
