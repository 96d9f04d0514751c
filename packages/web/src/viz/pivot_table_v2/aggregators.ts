/** Superset's pivot table aggregation functions (the `aggregateFunction` values it saves). */
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export function isAggregateFunction(value: unknown): value is AggregateFunction {
  return (AGGREGATE_FUNCTIONS as readonly unknown[]).includes(value);
}

/** The fraction aggregations: a sum or count divided by the total of the whole table, its row or column. */
export type FractionBase = 'total' | 'row' | 'col';

export function fractionOf(name: AggregateFunction): { of: 'Sum' | 'Count'; base: FractionBase } | null {
  const match = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(name);
  if (!match) return null;
  const base: FractionBase = match[2] === 'Total' ? 'total' : match[2] === 'Rows' ? 'row' : 'col';
  return { of: match[1] === 'Sum' ? 'Sum' : 'Count', base };
}

/** Natural order of pivot keys and values: numbers numerically, before text; text with numeric runs. */
export function naturalCompare(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function toNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Collects the values of one pivot cell and reduces them with one aggregation function. */
export class CellAggregate {
  private readonly values: unknown[] = [];

  push(value: unknown): void {
    this.values.push(value);
  }

  get count(): number {
    return this.values.length;
  }

  get sum(): number {
    return this.numbers().reduce((total, n) => total + n, 0);
  }

  private numbers(): number[] {
    return this.values.map(toNumber).filter((n): n is number => n !== null);
  }

  /** The cell's value; fractions are computed by the pivot, which knows the denominators. */
  value(name: AggregateFunction): number | string | null {
    const numbers = this.numbers();
    switch (name) {
      case 'Count':
        return this.count;
      case 'Count Unique Values':
        return new Set(this.values.map(String)).size;
      case 'List Unique Values':
        return [...new Set(this.values.map(String))].sort(naturalCompare).join(', ');
      case 'Sum':
        return this.sum;
      case 'Average':
        return numbers.length ? this.sum / numbers.length : null;
      case 'Median': {
        if (!numbers.length) return null;
        const sorted = [...numbers].sort((a, b) => a - b);
        const mid = Math.floor(sorted.length / 2);
        return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
      }
      case 'Sample Variance':
      case 'Sample Standard Deviation': {
        if (numbers.length < 2) return null;
        const mean = this.sum / numbers.length;
        const variance = numbers.reduce((total, n) => total + (n - mean) ** 2, 0) / (numbers.length - 1);
        return name === 'Sample Variance' ? variance : Math.sqrt(variance);
      }
      case 'Minimum':
        return numbers.length ? Math.min(...numbers) : null;
      case 'Maximum':
        return numbers.length ? Math.max(...numbers) : null;
      case 'First':
      case 'Last': {
        if (!this.values.length) return null;
        const sorted = [...this.values].sort(naturalCompare);
        const picked = name === 'First' ? sorted[0] : sorted[sorted.length - 1];
        return typeof picked === 'number' ? picked : String(picked);
      }
      default: {
        const fraction = fractionOf(name);
        return fraction?.of === 'Count' ? this.count : this.sum;
      }
    }
  }
}
