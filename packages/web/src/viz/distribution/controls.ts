import type { ControlConfig } from '../types';
import { LABEL_TYPE_CHOICES, type LabelType } from './labels';
import { DEFAULT_SEQUENTIAL_SCHEME, SEQUENTIAL_SCHEMES } from './sequentialSchemes';

/** Superset's "Show Labels" checkbox (its default differs per chart). */
export function showLabelsControl(defaultValue: boolean): ControlConfig<boolean> {
  return {
    name: 'show_labels',
    type: 'CheckboxControl',
    label: 'Show Labels',
    description: 'Whether to display the labels.',
    default: defaultValue,
    renderTrigger: true,
  };
}

/** A `label_type` select offering the given subset of Superset's label types. */
export function labelTypeControl(
  types: readonly LabelType[],
  defaultValue: LabelType,
  name = 'label_type',
  label = 'Label Type',
): ControlConfig<LabelType> {
  return {
    name,
    type: 'SelectControl',
    label,
    description: 'What should be shown on the label?',
    default: defaultValue,
    clearable: false,
    renderTrigger: true,
    choices: LABEL_TYPE_CHOICES.filter(([value]) => types.includes(value)),
  };
}

/** Superset's sort_by_metric checkbox with a chart's own default. */
export const SORT_BY_METRIC: ControlConfig<boolean> = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
  default: true,
};

/** Superset's linear_color_scheme select over the sequential schemes. */
export const LINEAR_COLOR_SCHEME: ControlConfig<string> = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: 'Linear Color Scheme',
  description: 'The color scheme for rendering chart',
  default: DEFAULT_SEQUENTIAL_SCHEME,
  clearable: false,
  renderTrigger: true,
  choices: SEQUENTIAL_SCHEMES.map((scheme) => [scheme.id, scheme.label] as const),
};
