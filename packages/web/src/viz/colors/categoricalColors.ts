import { DEFAULT_SCHEME, schemeById } from './colorSchemes';

/**
 * A label's colour: the dashboard's `label_colors` first, else the scheme's next free colour, kept per
 * scheme and namespace so one label keeps its colour across charts, re-renders and filter changes
 * (Superset's CategoricalColorNamespace).
 */
export class CategoricalColorScale {
  private readonly assigned = new Map<string, string>();

  constructor(
    private readonly colors: readonly string[],
    private readonly forced: Readonly<Record<string, string>> = {},
  ) {}

  getColor(label: unknown): string {
    const key = String(label);
    const forced = this.forced[key];
    if (forced) return forced;
    let color = this.assigned.get(key);
    if (!color) {
      color = this.colors[this.assigned.size % this.colors.length]!;
      this.assigned.set(key, color);
    }
    return color;
  }
}

const namespaces = new Map<string, CategoricalColorScale>();

/** The shared scale of a scheme in a namespace (a dashboard's, or the default one for Explore). */
export function getColorScale(
  schemeId: unknown,
  labelColors: Readonly<Record<string, string>> = {},
  namespace = 'default',
): CategoricalColorScale {
  const scheme = schemeById(schemeId ?? DEFAULT_SCHEME);
  const key = `${namespace}\u0000${scheme.id}\u0000${JSON.stringify(labelColors)}`;
  let scale = namespaces.get(key);
  if (!scale) {
    scale = new CategoricalColorScale(scheme.colors, labelColors);
    namespaces.set(key, scale);
  }
  return scale;
}
