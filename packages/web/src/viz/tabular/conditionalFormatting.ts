/** Superset's conditional formatting comparators (the `operator` values its control saves). */
export const COMPARATOR = {
  None: 'None',
  GreaterThan: '>',
  LessThan: '<',
  GreaterOrEqual: '≥',
  LessOrEqual: '≤',
  Equal: '=',
  NotEqual: '≠',
  Between: '< x <',
  BetweenOrEqual: '≤ x ≤',
  BetweenOrLeftEqual: '≤ x <',
  BetweenOrRightEqual: '< x ≤',
} as const;

export type Comparator = (typeof COMPARATOR)[keyof typeof COMPARATOR];

const MULTIPLE_VALUE_COMPARATORS: readonly string[] = [
  COMPARATOR.Between,
  COMPARATOR.BetweenOrEqual,
  COMPARATOR.BetweenOrLeftEqual,
  COMPARATOR.BetweenOrRightEqual,
];

/** One rule of the `conditional_formatting` control, as Superset saves it. */
export interface ConditionalFormattingConfig {
  column?: string;
  operator?: string;
  colorScheme?: string;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
}

export interface ColorFormatter {
  column: string;
  getColorFromValue: (value: unknown) => string | undefined;
}

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

/** Stronger colour the further a value is from the cut-off, towards the extreme value of the column. */
export function getOpacity(
  value: number,
  cutoff: number,
  extreme: number,
  minOpacity = MIN_OPACITY_BOUNDED,
  maxOpacity = MAX_OPACITY,
): number {
  if (extreme === cutoff) return maxOpacity;
  const opacity = Math.abs(((maxOpacity - minOpacity) / (extreme - cutoff)) * (value - cutoff)) + minOpacity;
  return Math.min(maxOpacity, Math.round(opacity * 100) / 100);
}

/** `#rrggbb` plus a two-digit alpha, as Superset's addAlpha. */
export function addAlpha(color: string, opacity: number): string {
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255)
    .toString(16)
    .padStart(2, '0');
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : color;
}

type Bounds = { cutoff: number; extreme: number } | false;

function comparatorOf(config: ConditionalFormattingConfig, values: readonly number[]) {
  const { operator, targetValue: target = NaN } = config;
  const left = config.targetValueLeft ?? NaN;
  const right = config.targetValueRight ?? NaN;
  const max = () => Math.max(...values);
  const min = () => Math.min(...values);
  switch (operator) {
    case COMPARATOR.None:
      return (v: number): Bounds => (v >= min() && v <= max() ? { cutoff: min(), extreme: max() } : false);
    case COMPARATOR.GreaterThan:
      return (v: number): Bounds => (v > target ? { cutoff: target, extreme: max() } : false);
    case COMPARATOR.LessThan:
      return (v: number): Bounds => (v < target ? { cutoff: target, extreme: min() } : false);
    case COMPARATOR.GreaterOrEqual:
      return (v: number): Bounds => (v >= target ? { cutoff: target, extreme: max() } : false);
    case COMPARATOR.LessOrEqual:
      return (v: number): Bounds => (v <= target ? { cutoff: target, extreme: min() } : false);
    case COMPARATOR.Equal:
      return (v: number): Bounds => (v === target ? { cutoff: target, extreme: target } : false);
    case COMPARATOR.NotEqual:
      return (v: number): Bounds => {
        if (v === target) return false;
        // The colour grows towards whichever end of the column is further from the target.
        const extreme = Math.abs(target - min()) > Math.abs(max() - target) ? min() : max();
        return { cutoff: target, extreme };
      };
    case COMPARATOR.Between:
      return (v: number): Bounds => (v > left && v < right ? { cutoff: left, extreme: right } : false);
    case COMPARATOR.BetweenOrEqual:
      return (v: number): Bounds => (v >= left && v <= right ? { cutoff: left, extreme: right } : false);
    case COMPARATOR.BetweenOrLeftEqual:
      return (v: number): Bounds => (v >= left && v < right ? { cutoff: left, extreme: right } : false);
    case COMPARATOR.BetweenOrRightEqual:
      return (v: number): Bounds => (v > left && v <= right ? { cutoff: left, extreme: right } : false);
    default:
      return () => false as const;
  }
}

function isComplete(config: ConditionalFormattingConfig): config is ConditionalFormattingConfig & {
  column: string;
  operator: string;
  colorScheme: string;
} {
  if (config.column === undefined || config.operator === undefined || config.colorScheme === undefined) {
    return false;
  }
  if (config.operator === COMPARATOR.None) return true;
  if (MULTIPLE_VALUE_COMPARATORS.includes(config.operator)) {
    return config.targetValueLeft !== undefined && config.targetValueRight !== undefined;
  }
  return config.targetValue !== undefined;
}

/** The colour function of one rule over one column's values (undefined: the value is not coloured). */
export function getColorFunction(
  config: ConditionalFormattingConfig,
  columnValues: readonly unknown[],
  alpha = true,
): (value: unknown) => string | undefined {
  if (!isComplete(config)) return () => undefined;
  const numbers = columnValues.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const compare = comparatorOf(config, numbers);
  const minOpacity = config.operator === COMPARATOR.None ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
  const color = config.colorScheme;
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    const bounds = compare(value);
    if (!bounds) return undefined;
    return alpha ? addAlpha(color, getOpacity(value, bounds.cutoff, bounds.extreme, minOpacity)) : color;
  };
}

/** Superset's getColorFormatters: one formatter per complete rule, evaluated against the rows. */
export function getColorFormatters(
  configs: readonly ConditionalFormattingConfig[] | null | undefined,
  rows: readonly Record<string, unknown>[],
  alpha = true,
): ColorFormatter[] {
  return (configs ?? []).filter(isComplete).map((config) => ({
    column: config.column,
    getColorFromValue: getColorFunction(
      config,
      rows.map((row) => row[config.column]),
      alpha,
    ),
  }));
}

/** The background of a cell: the last rule of its column that colours the value wins, as Superset. */
export function cellBackgroundColor(
  formatters: readonly ColorFormatter[],
  column: string,
  value: unknown,
): string | undefined {
  let color: string | undefined;
  for (const formatter of formatters) {
    if (formatter.column !== column) continue;
    color = formatter.getColorFromValue(value) ?? color;
  }
  return color;
}
